import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** How long a test checkout or billing portal link works, like a hosted session's short life. */
export const TEST_PAGE_TICKET_TTL_SECONDS = 15 * 60;

const checkoutClaims = z.object({
  sub: z.string().min(1),
  sid: z.string().min(1),
  customer: z.string().min(1),
  price: z.string().min(1),
  success_url: z.string().url(),
  cancel_url: z.string().url(),
});
const portalClaims = z.object({
  sub: z.string().min(1),
  sid: z.string().min(1),
  customer: z.string().min(1),
  return_url: z.string().url(),
});

export interface CheckoutTicket {
  userId: string;
  sessionId: string;
  customerId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface PortalTicket {
  userId: string;
  sessionId: string;
  customerId: string;
  returnUrl: string;
}

const CHECKOUT = 'forkcast-test-checkout';
const PORTAL = 'forkcast-test-billing-portal';

/**
 * The test pages are opened by the browser, which sends no bearer token, so their link carries a ticket instead:
 * signed with a key derived from the auth secret, naming the user and the checkout (or portal) session, valid
 * 15 minutes, and checked again when the page's button is pressed.
 */
export function createTestPageTickets(key: Uint8Array) {
  const seal = (audience: string, claims: Record<string, string>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${TEST_PAGE_TICKET_TTL_SECONDS}s`)
      .sign(key);

  /** The claims, or null when the ticket is missing, forged, expired or meant for the other page. */
  async function open<T>(audience: string, schema: z.ZodType<T>, ticket: string | undefined): Promise<T | null> {
    if (!ticket) return null;
    try {
      const { payload } = await jwtVerify(ticket, key, { audience, algorithms: ['HS256'] });
      const claims = schema.safeParse(payload);
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }

  return {
    sealCheckout: (ticket: CheckoutTicket) =>
      seal(CHECKOUT, {
        sub: ticket.userId,
        sid: ticket.sessionId,
        customer: ticket.customerId,
        price: ticket.priceId,
        success_url: ticket.successUrl,
        cancel_url: ticket.cancelUrl,
      }),

    async openCheckout(ticket: string | undefined): Promise<CheckoutTicket | null> {
      const claims = await open(CHECKOUT, checkoutClaims, ticket);
      return claims && {
        userId: claims.sub,
        sessionId: claims.sid,
        customerId: claims.customer,
        priceId: claims.price,
        successUrl: claims.success_url,
        cancelUrl: claims.cancel_url,
      };
    },

    sealPortal: (ticket: PortalTicket) =>
      seal(PORTAL, { sub: ticket.userId, sid: ticket.sessionId, customer: ticket.customerId, return_url: ticket.returnUrl }),

    async openPortal(ticket: string | undefined): Promise<PortalTicket | null> {
      const claims = await open(PORTAL, portalClaims, ticket);
      return claims && { userId: claims.sub, sessionId: claims.sid, customerId: claims.customer, returnUrl: claims.return_url };
    },
  };
}

export type TestPageTickets = ReturnType<typeof createTestPageTickets>;
