import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.js';
import type { BillingCustomerRepository } from './billing-customer-repository.js';
import type { PaymentProvider } from './payment-provider.js';
import { summariseStripeEvent } from './stripe-objects.js';
import type { WebhookEventRepository } from './webhook-event-repository.js';

export interface StripeWebhookDeps {
  provider: PaymentProvider | undefined;
  customers: BillingCustomerRepository;
  events: WebhookEventRepository;
  log: FastifyBaseLogger;
}

/**
 * Applies the payment provider's events to the subscriptions: checkout.session.completed, customer.subscription.
 * created/updated/deleted and invoice.payment_failed. Each event is taken only as news that its subscription changed:
 * the subscription itself is read back from the provider, so events arriving late or out of order (the provider
 * promises no order) still leave the current state. Each event id is applied once.
 */
export function createStripeWebhookService({ provider, customers, events, log }: StripeWebhookDeps) {
  function verified(payments: PaymentProvider, payload: Buffer, signature: string | undefined) {
    try {
      return summariseStripeEvent(payments.verifyEvent(payload, signature));
    } catch (error) {
      log.warn({ err: error }, 'webhook rejected');
      throw new AppError('WEBHOOK_REJECTED');
    }
  }

  return {
    /**
     * Forged, stale (signed outside the tolerance) and malformed deliveries are refused with nothing changed. A
     * delivery of an event already applied is answered like the first (the provider redelivers when it missed our
     * answer) and changes nothing.
     */
    async receive(payload: Buffer, signature: string | undefined): Promise<void> {
      if (!provider) throw new AppError('WEBHOOK_REJECTED', 'Payments are not set up on this server.');
      const event = verified(provider, payload, signature);
      if (!event.subscriptionId || (await events.seen(event.id))) return;

      const subscription = await provider.retrieveSubscription(event.subscriptionId);
      const userId = await customers.findUserId(provider.name, subscription.customerId);
      const planType = subscription.priceIds.includes(provider.premiumPriceId) ? 'premium' : null;
      const recorded = { id: event.id, type: event.type };
      if (!userId || !planType || (event.claimedUserId !== null && event.claimedUserId !== userId)) {
        // Not ours to apply (another product's customer or price on the same account, or a checkout whose customer
        // belongs to someone else): kept as seen, so its redeliveries stay quiet.
        log.warn({ event: event.id, type: event.type, subscription: subscription.id }, 'webhook event names no subscription of ours');
        await events.recordOnce(recorded);
        return;
      }
      await events.recordOnce(recorded, (subscriptions) =>
        subscriptions.saveProviderState(userId, {
          planType,
          status: subscription.status,
          providerCustomerId: subscription.customerId,
          providerSubscriptionId: subscription.id,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        }),
      );
    },
  };
}

export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
