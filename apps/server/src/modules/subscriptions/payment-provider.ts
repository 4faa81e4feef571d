/** Which provider a customer belongs to: Stripe, or the built-in test checkout used offline (development and tests). */
export type PaymentProviderName = 'stripe' | 'test';

/** The facts of a provider's subscription that Forkcast keeps. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The provider's own status: active, trialing, past_due, canceled, ... */
  status: string;
  priceIds: string[];
  currentPeriodEnd: Date | null;
  /** True when it will not renew: access lasts to `currentPeriodEnd`, then the subscription ends. */
  cancelAtPeriodEnd: boolean;
}

export interface CheckoutRequest {
  userId: string;
  customerId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
}

/**
 * What checkout, the billing portal and the webhook need from a payment provider. Stripe speaks it through its SDK;
 * the built-in test checkout (no Stripe keys, outside production) answers with pages of its own.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The recurring price Premium is sold at. */
  readonly premiumPriceId: string;
  createCustomer(user: { id: string; email: string }): Promise<string>;
  /** The URL of a hosted checkout for one subscription to the price. */
  createCheckoutSession(request: CheckoutRequest): Promise<string>;
  /** The URL of the billing portal for the customer, which links back to `returnUrl`. */
  createPortalSession(request: { userId: string; customerId: string; returnUrl: string }): Promise<string>;
  /** The subscription as the provider holds it now. */
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  /**
   * The event a webhook delivery carries, once its signature (over the raw body, with the endpoint's secret) and
   * timestamp (within the tolerance) check out; throws otherwise, and when the body is not JSON.
   */
  verifyEvent(payload: Buffer, signature: string | undefined): unknown;
}
