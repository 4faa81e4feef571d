import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { AppError } from '../../../errors.js';
import type { PaymentProvider, ProviderSubscription } from '../payment-provider.js';
import type { CheckoutTicket, TestPageTickets } from './test-page-tickets.js';

/** What the test checkout sells: Premium at its list price, renewing every 30 days. */
export const TEST_PREMIUM_PRICE = { id: 'price_test_premium', label: '$9.99 per month' } as const;
export const TEST_PERIOD_DAYS = 30;

/** A webhook delivery as the provider would send it: a JSON body and its Stripe-Signature header. */
export interface SignedDelivery {
  payload: string;
  signature: string;
}

/** The subscription the user's newest record names, for a provider that forgot it (its memory ends with the process). */
export interface KnownSubscription {
  id: string;
  customerId: string;
  status: string;
  currentPeriodEnd: Date | null;
}

export interface TestPaymentProvider extends PaymentProvider {
  /** The delivery a paid test checkout sends: checkout.session.completed for a new 30-day subscription. */
  completeCheckout(ticket: CheckoutTicket): SignedDelivery;
  /** The delivery the test portal's cancellation sends: customer.subscription.updated, set to end with its period. */
  cancelAtPeriodEnd(subscription: KnownSubscription): SignedDelivery;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The subscription as Stripe's API and webhooks show it (the fields billing reads, and the ones that name it). */
function stripeShaped(subscription: ProviderSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd ? unix(subscription.currentPeriodEnd) : null,
    livemode: false,
    items: {
      object: 'list',
      data: subscription.priceIds.map((priceId) => ({
        object: 'subscription_item',
        price: { id: priceId, object: 'price' },
        current_period_end: subscription.currentPeriodEnd ? unix(subscription.currentPeriodEnd) : undefined,
      })),
    },
  };
}

/**
 * The built-in stand-in for Stripe when no Stripe keys are configured outside production: checkout and the billing
 * portal lead to Forkcast's own test pages, whose buttons send Stripe-shaped events, signed with a secret of this
 * process, through the very webhook endpoint Stripe would call. It keeps its subscriptions in memory, as a real
 * provider keeps them on its side.
 */
export function createTestPaymentProvider(publicOrigin: string, tickets: TestPageTickets): TestPaymentProvider {
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const subscriptions = new Map<string, ProviderSubscription>();

  function deliver(type: string, object: Record<string, unknown>, eventId = id('evt')): SignedDelivery {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: unix(new Date()),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
  }

  return {
    name: 'test',
    premiumPriceId: TEST_PREMIUM_PRICE.id,

    createCustomer: async () => id('cus'),

    async createCheckoutSession(request) {
      const ticket = await tickets.sealCheckout({ ...request, sessionId: id('cs') });
      return `${publicOrigin}/api/subscriptions/test-checkout?ticket=${ticket}`;
    },

    async createPortalSession(request) {
      const ticket = await tickets.sealPortal({ ...request, sessionId: id('bps') });
      return `${publicOrigin}/api/subscriptions/test-billing-portal?ticket=${ticket}`;
    },

    async retrieveSubscription(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', `The test checkout knows no subscription ${subscriptionId}.`);
      return subscription;
    },

    verifyEvent: (payload, signature) => Stripe.webhooks.constructEvent(payload, signature ?? '', webhookSecret),

    completeCheckout(ticket) {
      // Named after the checkout session, so a second press of the button repeats the same event (applied once).
      const subscriptionId = `sub_${ticket.sessionId}`;
      if (!subscriptions.has(subscriptionId)) {
        subscriptions.set(subscriptionId, {
          id: subscriptionId,
          customerId: ticket.customerId,
          status: 'active',
          priceIds: [ticket.priceId],
          currentPeriodEnd: new Date(Date.now() + TEST_PERIOD_DAYS * 24 * 60 * 60 * 1000),
          cancelAtPeriodEnd: false,
        });
      }
      const session = {
        id: ticket.sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        customer: ticket.customerId,
        subscription: subscriptionId,
        client_reference_id: ticket.userId,
        success_url: ticket.successUrl,
        cancel_url: ticket.cancelUrl,
      };
      return deliver('checkout.session.completed', session, `evt_${ticket.sessionId}`);
    },

    cancelAtPeriodEnd(known) {
      const current = subscriptions.get(known.id) ?? { ...known, priceIds: [TEST_PREMIUM_PRICE.id], cancelAtPeriodEnd: false };
      const cancelled = { ...current, cancelAtPeriodEnd: true };
      subscriptions.set(known.id, cancelled);
      return deliver('customer.subscription.updated', stripeShaped(cancelled));
    },
  };
}
