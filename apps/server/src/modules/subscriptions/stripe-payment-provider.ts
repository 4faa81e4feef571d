import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../errors.js';
import type { StripeSettings } from './billing-config.js';
import type { PaymentProvider } from './payment-provider.js';
import { readStripeSubscription } from './stripe-objects.js';

/** Stripe through its SDK: hosted Checkout in subscription mode, the hosted billing portal, signed webhooks. */
export function createStripePaymentProvider(settings: StripeSettings, log: FastifyBaseLogger): PaymentProvider {
  const { apiUrl } = settings;
  const protocol = apiUrl.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(settings.secretKey, {
    host: apiUrl.hostname,
    port: apiUrl.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // The SDK retries connection failures and 5xx answers with idempotency keys of its own, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  /** Any failure to talk to Stripe is the user's "try again later"; the details go to the log, never to the user. */
  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      log.error({ err: error }, `Stripe: ${what} failed`);
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
  }

  return {
    name: 'stripe',
    premiumPriceId: settings.premiumPriceId,

    createCustomer: (user) =>
      call('creating a customer', async () => {
        // One customer per user even when two checkouts start at once: Stripe answers a repeated key with the first customer.
        const customer = await stripe.customers.create(
          { email: user.email, metadata: { forkcast_user_id: user.id } },
          { idempotencyKey: `forkcast-customer-${user.id}` },
        );
        return customer.id;
      }),

    createCheckoutSession: (request) =>
      call('creating a checkout session', async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: request.customerId,
          client_reference_id: request.userId,
          line_items: [{ price: request.priceId, quantity: 1 }],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          subscription_data: { metadata: { forkcast_user_id: request.userId } },
        });
        if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
        return session.url;
      }),

    createPortalSession: (request) =>
      call('creating a billing portal session', async () => {
        const session = await stripe.billingPortal.sessions.create({ customer: request.customerId, return_url: request.returnUrl });
        return session.url;
      }),

    retrieveSubscription: (id) =>
      call('retrieving a subscription', async () => readStripeSubscription(await stripe.subscriptions.retrieve(id))),

    verifyEvent: (payload, signature) => stripe.webhooks.constructEvent(payload, signature ?? '', settings.webhookSecret),
  };
}
