import { describe, expect, it } from 'vitest';
import { confirmationOf, type CurrentSubscription } from './confirmation';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const subscription = (changes: Partial<NonNullable<CurrentSubscription>> = {}): CurrentSubscription => ({
  plan_type: 'premium',
  status: 'active',
  current_period_end: inDays(30),
  cancel_at_period_end: false,
  ...changes,
});
const signedIn = { authLoading: false, signedIn: true, timedOut: false };

describe('subscription confirmation', () => {
  it('confirms Premium once the server holds an active paid subscription, with its renewal date', () => {
    const periodEnd = inDays(30);
    expect(confirmationOf({ ...signedIn, subscription: subscription({ current_period_end: periodEnd }) })).toEqual({
      state: 'confirmed',
      planName: 'Premium',
      periodEnd,
      cancelAtPeriodEnd: false,
    });
  });

  it('keeps confirming while the answer is missing, no subscription yet, or an old one that has ended', () => {
    expect(confirmationOf({ ...signedIn, subscription: undefined }).state).toBe('confirming');
    expect(confirmationOf({ ...signedIn, subscription: null }).state).toBe('confirming');
    expect(confirmationOf({ ...signedIn, subscription: subscription({ status: 'canceled' }) }).state).toBe('confirming');
    expect(confirmationOf({ ...signedIn, subscription: subscription({ current_period_end: inDays(-1) }) }).state).toBe('confirming');
    expect(confirmationOf({ ...signedIn, subscription: subscription({ status: 'incomplete' }) }).state).toBe('confirming');
  });

  it('says it is still confirming once the wait is over without a confirmation', () => {
    expect(confirmationOf({ ...signedIn, timedOut: true, subscription: null }).state).toBe('unconfirmed');
    // A confirmation that lands just after the wait still counts.
    expect(confirmationOf({ ...signedIn, timedOut: true, subscription: subscription() }).state).toBe('confirmed');
  });

  it('waits for the sign-in state, then asks a visitor to sign in', () => {
    expect(confirmationOf({ authLoading: true, signedIn: false, timedOut: false, subscription: undefined }).state).toBe('confirming');
    expect(confirmationOf({ authLoading: false, signedIn: false, timedOut: true, subscription: undefined }).state).toBe('signed-out');
  });
});
