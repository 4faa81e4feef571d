import type { PlanType } from '@forkcast/contracts';
import { AppError } from '../../errors.js';
import type { BillingCustomerRepository } from './billing-customer-repository.js';
import type { PaymentProvider } from './payment-provider.js';
import type { PlanService } from './plan-service.js';
import type { BillingSubscriptionRecord, SubscriptionRepository } from './subscription-repository.js';

export interface BillingServiceDeps {
  /** Undefined in production without Stripe keys: checkout and the portal then answer PAYMENT_PROVIDER_UNAVAILABLE. */
  provider: PaymentProvider | undefined;
  customers: BillingCustomerRepository;
  subscriptions: SubscriptionRepository;
  plans: PlanService;
  /** Checkout may only send the browser back to this origin, and the billing portal returns to its dashboard. */
  publicOrigin: string;
}

export interface CheckoutStart {
  planType: Exclude<PlanType, 'free'>;
  successUrl: string;
  cancelUrl: string;
}

/** Spec section 4: Free to Premium through a hosted checkout; Premium back to Free through the billing portal. */
export function createBillingService({ provider, customers, subscriptions, plans, publicOrigin }: BillingServiceDeps) {
  function requireProvider(): PaymentProvider {
    if (!provider) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'Payments are not set up on this server.');
    return provider;
  }

  /** Checkout's return addresses must be our own pages: anything else would make us an open redirect. */
  function requireOwnSite(...urls: string[]): void {
    const offSite = urls.some((url) => {
      try {
        return new URL(url).origin !== publicOrigin;
      } catch {
        return true;
      }
    });
    if (offSite) throw new AppError('REDIRECT_NOT_ALLOWED');
  }

  async function customerFor(user: { id: string; email: string }, payments: PaymentProvider): Promise<string> {
    const known = await customers.find(user.id, payments.name);
    if (known) return known;
    return customers.keep(user.id, payments.name, await payments.createCustomer(user));
  }

  return {
    /** The URL of a hosted checkout for the plan; the plan switches when the provider's webhook confirms payment. */
    async startCheckout(user: { id: string; email: string }, request: CheckoutStart): Promise<string> {
      requireOwnSite(request.successUrl, request.cancelUrl);
      if (request.planType !== 'premium') {
        throw new AppError('VALIDATION_FAILED', 'plan_type: only Premium can be bought online; Enterprise is arranged with us directly');
      }
      if (await plans.hasPremiumAccess(user.id)) throw new AppError('ALREADY_SUBSCRIBED');
      const payments = requireProvider();
      return payments.createCheckoutSession({
        userId: user.id,
        customerId: await customerFor(user, payments),
        priceId: payments.premiumPriceId,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
    },

    /** The URL of the billing portal (cancel, change card, invoices); only for someone who has been through checkout. */
    async openBillingPortal(userId: string): Promise<string> {
      const payments = requireProvider();
      const customerId = await customers.find(userId, payments.name);
      if (!customerId) throw new AppError('NO_BILLING_ACCOUNT');
      return payments.createPortalSession({ userId, customerId, returnUrl: `${publicOrigin}/dashboard` });
    },

    /** The user's newest subscription in any state, or null. */
    newestSubscription(userId: string): Promise<BillingSubscriptionRecord | null> {
      return subscriptions.findNewest(userId);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;

/** The API's view of a subscription (GET /api/subscriptions/current). */
export function describeSubscription(record: BillingSubscriptionRecord | null) {
  return record
    ? {
        plan_type: record.planType,
        status: record.status,
        current_period_end: record.currentPeriodEnd?.toISOString() ?? null,
        cancel_at_period_end: record.cancelAtPeriodEnd,
      }
    : null;
}
