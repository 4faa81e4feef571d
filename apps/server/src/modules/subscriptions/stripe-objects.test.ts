import { describe, expect, it } from 'vitest';
import { readStripeSubscription, summariseStripeEvent } from './stripe-objects.js';

const subscription = (changes: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  items: { object: 'list', data: [{ price: { id: 'price_premium' }, current_period_end: 1_900_000_000 }] },
  ...changes,
});

describe("Stripe's subscription, as billing keeps it", () => {
  it('takes the period end from the items (API versions since 2025-03-31) and the customer even when expanded', () => {
    expect(readStripeSubscription(subscription({ customer: { id: 'cus_1', object: 'customer' } }))).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      priceIds: ['price_premium'],
      currentPeriodEnd: new Date(1_900_000_000 * 1000),
      cancelAtPeriodEnd: false,
    });
  });

  it('takes the period end from the subscription itself on older API versions', () => {
    const older = subscription({ current_period_end: 1_800_000_000, items: { data: [{ price: { id: 'price_premium' } }] } });
    expect(readStripeSubscription(older).currentPeriodEnd).toEqual(new Date(1_800_000_000 * 1000));
  });

  it('reads a cancellation scheduled for the end of the period either way, and one set later as still renewing', () => {
    expect(readStripeSubscription(subscription({ cancel_at_period_end: true })).cancelAtPeriodEnd).toBe(true);
    expect(readStripeSubscription(subscription({ cancel_at: 1_900_000_000 })).cancelAtPeriodEnd).toBe(true);
    expect(readStripeSubscription(subscription({ cancel_at: 1_990_000_000 })).cancelAtPeriodEnd).toBe(false);
  });

  it('refuses an object without the fields billing needs', () => {
    expect(() => readStripeSubscription({ id: 'sub_1', status: 'active' })).toThrow();
  });
});

describe('what an event means for billing', () => {
  const event = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', object: 'event', type, data: { object } });

  it('names the subscription a checkout bought and the user it was started for', () => {
    const session = { mode: 'subscription', subscription: 'sub_1', customer: 'cus_1', client_reference_id: 'user-1' };
    expect(summariseStripeEvent(event('checkout.session.completed', session))).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      subscriptionId: 'sub_1',
      claimedUserId: 'user-1',
    });
    expect(summariseStripeEvent(event('checkout.session.completed', { ...session, mode: 'payment', subscription: null })).subscriptionId).toBeNull();
  });

  it("finds a failed invoice's subscription where the API version puts it", () => {
    const current = { parent: { subscription_details: { subscription: 'sub_2' } } };
    expect(summariseStripeEvent(event('invoice.payment_failed', current)).subscriptionId).toBe('sub_2');
    expect(summariseStripeEvent(event('invoice.payment_failed', { parent: null, subscription: 'sub_3' })).subscriptionId).toBe('sub_3');
  });

  it('ignores other event types and refuses what is not an event', () => {
    expect(summariseStripeEvent(event('customer.created', { id: 'cus_1' })).subscriptionId).toBeNull();
    expect(() => summariseStripeEvent({ type: 'customer.subscription.updated' })).toThrow();
  });
});
