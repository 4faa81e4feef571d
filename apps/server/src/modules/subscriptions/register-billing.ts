import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { deriveKey, resolveAuthSecret } from '../auth/auth-keys.js';
import type { Repositories } from '../repositories.js';
import { billingRoutes } from './billing.routes.js';
import { createBillingService } from './billing-service.js';
import type { PaymentProvider } from './payment-provider.js';
import type { PlanService } from './plan-service.js';
import { createStripePaymentProvider } from './stripe-payment-provider.js';
import { createStripeWebhookService } from './stripe-webhook-service.js';
import { stripeWebhookRoutes } from './stripe-webhook.routes.js';
import { registerTestCheckoutPages } from './test-checkout/test-checkout-pages.js';
import { createTestPageTickets } from './test-checkout/test-page-tickets.js';
import { createTestPaymentProvider } from './test-checkout/test-payment-provider.js';

/**
 * Billing in the /api scope: checkout, the billing portal, the current subscription and the payment webhook. The
 * payment provider is Stripe when its keys are configured; otherwise, outside production, the built-in test checkout
 * (like the development sign-in stands in for the identity providers); in production without keys, none.
 */
export async function registerBilling(api: FastifyInstance, repositories: Repositories, plans: PlanService): Promise<void> {
  const { config } = api;
  const { stripe } = config.billing;
  const testCheckout = stripe || config.env === 'production' ? undefined : createTestCheckout(config);
  const provider: PaymentProvider | undefined = stripe ? createStripePaymentProvider(stripe, api.log) : testCheckout?.provider;

  const billing = createBillingService({
    provider,
    customers: repositories.billingCustomers,
    subscriptions: repositories.subscriptions,
    plans,
    publicOrigin: config.publicOrigin,
  });
  await api.register(billingRoutes, { billing });
  await api.register(stripeWebhookRoutes, {
    webhooks: createStripeWebhookService({ provider, customers: repositories.billingCustomers, events: repositories.webhookEvents, log: api.log }),
  });
  if (testCheckout) registerTestCheckoutPages(api, { ...testCheckout, billing, publicOrigin: config.publicOrigin });
}

function createTestCheckout(config: Config) {
  const tickets = createTestPageTickets(deriveKey(resolveAuthSecret(config), 'test-checkout-pages'));
  return { tickets, provider: createTestPaymentProvider(config.publicOrigin, tickets) };
}
