import type { EndpointResponse } from '@forkcast/contracts';

export type CurrentSubscription = EndpointResponse<'getCurrentSubscription'>['data'];

/** How long the page waits for the payment provider's webhook to reach the server, and how often it asks. */
export const CONFIRMATION_WAIT_MS = 10_000;
export const CONFIRMATION_POLL_MS = 1_000;

export type Confirmation =
  | { state: 'signed-out' }
  | { state: 'confirming' }
  | { state: 'confirmed'; planName: string; periodEnd: string | null; cancelAtPeriodEnd: boolean }
  | { state: 'unconfirmed' };

const planNames = { free: 'Free', premium: 'Premium', enterprise: 'Enterprise' } as const;

/** A paid subscription the server counts as running: the same rule as the plan it answers (active or trialing, period not over). */
export function isConfirmed(subscription: CurrentSubscription | undefined, now = Date.now()): subscription is NonNullable<CurrentSubscription> {
  if (!subscription || subscription.plan_type === 'free') return false;
  if (subscription.status !== 'active' && subscription.status !== 'trialing') return false;
  return subscription.current_period_end === null || Date.parse(subscription.current_period_end) > now;
}

/**
 * What the success page says: checkout returning here proves nothing by itself (anyone can open the address), so the
 * page shows Premium only once the server's own record says so, and after the wait says plainly that it has not.
 */
export function confirmationOf(input: {
  authLoading: boolean;
  signedIn: boolean;
  subscription: CurrentSubscription | undefined;
  timedOut: boolean;
}): Confirmation {
  if (input.authLoading) return { state: 'confirming' };
  if (!input.signedIn) return { state: 'signed-out' };
  const { subscription } = input;
  if (isConfirmed(subscription)) {
    return {
      state: 'confirmed',
      planName: planNames[subscription.plan_type],
      periodEnd: subscription.current_period_end,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    };
  }
  return input.timedOut ? { state: 'unconfirmed' } : { state: 'confirming' };
}
