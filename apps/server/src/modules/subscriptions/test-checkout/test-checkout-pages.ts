import { routes } from '@forkcast/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { standInStylesheet } from '../../../http/stand-in-pages.js';
import type { BillingService } from '../billing-service.js';
import type { BillingSubscriptionRecord } from '../subscription-repository.js';
import { canCancel, renderTestBillingPortalPage, renderTestCheckoutPage, renderTestPageProblem } from './test-page-html.js';
import type { PortalTicket, TestPageTickets } from './test-page-tickets.js';
import type { SignedDelivery, TestPaymentProvider } from './test-payment-provider.js';

export interface TestCheckoutPagesDeps {
  provider: TestPaymentProvider;
  tickets: TestPageTickets;
  billing: BillingService;
  publicOrigin: string;
}

type TicketQuery = { Querystring: { ticket?: string } };

/**
 * The test checkout and test billing portal under /api/subscriptions, registered only with the test payment
 * provider (no Stripe keys, outside production; in production these paths are unknown, so 404). They stand in for
 * Stripe's hosted pages and are not part of Forkcast's API: outside the endpoint table, hidden from OpenAPI.
 * Their buttons change nothing themselves: each sends the provider's signed event through the webhook endpoint,
 * the one path by which a subscription changes.
 */
export function registerTestCheckoutPages(api: FastifyInstance, { provider, tickets, billing, publicOrigin }: TestCheckoutPagesDeps): void {
  const stylesheetHref = '/api/subscriptions/test-pages.css';
  const dashboard = `${publicOrigin}/dashboard`;

  api.register(
    async (pages) => {
      // The buttons post plain HTML forms; what they act on comes from the signed ticket in the address, not the body.
      pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
      const hide = { schema: { hide: true }, config: { public: true } };

      const html = (reply: FastifyReply, status: number, body: string) =>
        reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
      const problem = (reply: FastifyReply, status: number, title: string, message: string) =>
        html(reply, status, renderTestPageProblem({ title, message, backUrl: dashboard, stylesheetHref }));
      const expired = (reply: FastifyReply, title: string) =>
        problem(reply, 400, title, 'This link has expired or is not valid. Start again from Forkcast.');

      /** Posts the event in-process to the webhook endpoint, as the provider would over the network. */
      async function deliver(delivery: SignedDelivery): Promise<boolean> {
        const response = await pages.inject({
          method: 'POST',
          url: routes.receiveStripeWebhook.path,
          headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
          payload: delivery.payload,
        });
        if (response.statusCode !== 200) pages.log.error({ status: response.statusCode, body: response.body }, 'test checkout: webhook refused its event');
        return response.statusCode === 200;
      }

      /** The portal's user's newest subscription, if it belongs to the ticket's customer. */
      async function portalSubscription(ticket: PortalTicket): Promise<BillingSubscriptionRecord | null> {
        const newest = await billing.newestSubscription(ticket.userId);
        return newest?.providerCustomerId === ticket.customerId ? newest : null;
      }
      const portalView = (subscription: BillingSubscriptionRecord | null) =>
        subscription && { ...subscription, planLabel: subscription.planType === 'premium' ? 'Forkcast Premium' : subscription.planType };

      pages.get('/test-pages.css', hide, (_request, reply) => reply.type('text/css').send(standInStylesheet));

      pages.get<TicketQuery>('/test-checkout', hide, async (request, reply) => {
        const ticket = await tickets.openCheckout(request.query.ticket);
        if (!ticket) return expired(reply, 'Test checkout');
        return html(reply, 200, renderTestCheckoutPage({ cancelUrl: ticket.cancelUrl, stylesheetHref }));
      });

      pages.post<TicketQuery>('/test-checkout', hide, async (request, reply) => {
        const ticket = await tickets.openCheckout(request.query.ticket);
        if (!ticket) return expired(reply, 'Test checkout');
        if (!(await deliver(provider.completeCheckout(ticket)))) {
          return problem(reply, 502, 'Test checkout', 'The test payment could not be confirmed. Please try again.');
        }
        return reply.redirect(ticket.successUrl, 303);
      });

      pages.get<TicketQuery>('/test-billing-portal', hide, async (request, reply) => {
        const ticket = await tickets.openPortal(request.query.ticket);
        if (!ticket) return expired(reply, 'Test billing portal');
        const subscription = portalView(await portalSubscription(ticket));
        return html(reply, 200, renderTestBillingPortalPage({ subscription, returnUrl: ticket.returnUrl, stylesheetHref }));
      });

      pages.post<TicketQuery>('/test-billing-portal', hide, async (request, reply) => {
        const ticket = await tickets.openPortal(request.query.ticket);
        if (!ticket) return expired(reply, 'Test billing portal');
        const subscription = await portalSubscription(ticket);
        if (!subscription?.providerSubscriptionId || !canCancel(subscription)) {
          return problem(reply, 409, 'Test billing portal', 'There is no renewing subscription to cancel.');
        }
        const delivery = provider.cancelAtPeriodEnd({
          id: subscription.providerSubscriptionId,
          customerId: ticket.customerId,
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd,
        });
        if (!(await deliver(delivery))) {
          return problem(reply, 502, 'Test billing portal', 'The cancellation could not be confirmed. Please try again.');
        }
        // Back to the portal page, which now shows the plan ending with its period.
        return reply.redirect(request.url, 303);
      });
    },
    { prefix: '/subscriptions' },
  );
}
