import { z } from 'zod';
import type { ProviderSubscription } from './payment-provider.js';

/**
 * The few fields of Stripe's objects that billing reads, checked with zod: a webhook's signature proves who sent it,
 * not that its shape is the one this code expects (a webhook endpoint may be pinned to another API version).
 */

/** A reference Stripe sends either as an id or, when expanded, as the object. */
const reference = z.union([z.string().min(1), z.object({ id: z.string().min(1) })]).transform((value) => (typeof value === 'string' ? value : value.id));

const unixSeconds = z.number().int().nonnegative();

const subscriptionObject = z.object({
  id: z.string().min(1),
  customer: reference,
  status: z.string().min(1),
  cancel_at_period_end: z.boolean(),
  cancel_at: unixSeconds.nullish(),
  /** Before API version 2025-03-31 the billing period lived on the subscription; since then on each item. */
  current_period_end: unixSeconds.optional(),
  items: z.object({
    data: z.array(z.object({ price: z.object({ id: z.string().min(1) }), current_period_end: unixSeconds.optional() })),
  }),
});

/** A Stripe subscription object (from the API or a webhook) as Forkcast keeps it. */
export function readStripeSubscription(object: unknown): ProviderSubscription {
  const subscription = subscriptionObject.parse(object);
  const ends = subscription.items.data.flatMap((item) => (item.current_period_end === undefined ? [] : [item.current_period_end]));
  const periodEnd = ends.length > 0 ? Math.max(...ends) : subscription.current_period_end;
  const { cancel_at: cancelAt } = subscription;
  return {
    id: subscription.id,
    customerId: subscription.customer,
    status: subscription.status,
    priceIds: subscription.items.data.map((item) => item.price.id),
    currentPeriodEnd: periodEnd === undefined ? null : new Date(periodEnd * 1000),
    // The billing portal may schedule the end as `cancel_at` (at the period's end) rather than the flag: both mean
    // "does not renew". A cancel_at beyond this period still renews until then.
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end || (cancelAt != null && periodEnd !== undefined && cancelAt <= periodEnd),
  };
}

const eventEnvelope = z.object({
  id: z.string().startsWith('evt_'),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export interface StripeEventSummary {
  id: string;
  type: string;
  /** The subscription the event is about; null for an event billing does not act on. */
  subscriptionId: string | null;
  /** The Forkcast user a checkout was started for (its client_reference_id), to cross-check the customer's owner. */
  claimedUserId: string | null;
}

const checkoutSession = z.object({
  mode: z.string(),
  subscription: reference.nullable(),
  client_reference_id: z.string().nullish(),
});

const invoice = z.object({
  parent: z.object({ subscription_details: z.object({ subscription: reference }).nullish() }).nullish(),
  /** Where API versions before 2025-03-31 named the invoice's subscription. */
  subscription: reference.nullish(),
});

function subscriptionOf(type: string, object: Record<string, unknown>): Pick<StripeEventSummary, 'subscriptionId' | 'claimedUserId'> {
  switch (type) {
    case 'checkout.session.completed': {
      const session = checkoutSession.parse(object);
      // Only subscription checkouts concern billing.
      if (session.mode !== 'subscription') return { subscriptionId: null, claimedUserId: null };
      return { subscriptionId: session.subscription, claimedUserId: session.client_reference_id ?? null };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: subscriptionObject.parse(object).id, claimedUserId: null };
    case 'invoice.payment_failed': {
      const failed = invoice.parse(object);
      return { subscriptionId: failed.parent?.subscription_details?.subscription ?? failed.subscription ?? null, claimedUserId: null };
    }
    default:
      return { subscriptionId: null, claimedUserId: null };
  }
}

/** What a verified webhook event means for billing; throws a ZodError when it is not shaped like Stripe's. */
export function summariseStripeEvent(event: unknown): StripeEventSummary {
  const { id, type, data } = eventEnvelope.parse(event);
  return { id, type, ...subscriptionOf(type, data.object) };
}
