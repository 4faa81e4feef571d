import type { UsageInfo } from '@forkcast/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/endpoint-call';
import { LIMIT_TOASTS, LIMITS_UNVERIFIED, limitBanner, limitToast, precheckFailureToast } from './limit-state';

/** Usage with `receipts` of `limit` receipts read in the allowance's window and `cost` percent of today's AI cost spent. */
function usage({
  receipts = 0,
  limit = 5,
  cost = '0.00',
  period = 'week',
}: {
  receipts?: number;
  limit?: number;
  cost?: string;
  period?: 'week' | 'day';
}) {
  return {
    usage_percentages: {
      receipt_processing: { used: receipts, limit, percentage: (receipts / limit) * 100, period },
      meal_plan_generation: { used: 0, limit: 7, percentage: 0, period: 'week' as const },
      cost_percentage: cost,
    },
  } satisfies Pick<UsageInfo, 'usage_percentages'>;
}

const receipts = 'receipt_processing' as const;

describe('limit banner, checked in order (spec section 4)', () => {
  describe('(1) at a limit: red', () => {
    it('names the weekly allowance and offers Premium to a free user', () => {
      expect(limitBanner(usage({ receipts: 1, limit: 1 }), receipts, false)).toEqual({ period: 'week', tone: 'blocked', reached: 'usage', offerUpgrade: true });
    });

    it('names the daily cost limit when today\'s AI cost is used up, even with allowance left', () => {
      expect(limitBanner(usage({ receipts: 0, cost: '100.00' }), receipts, false)).toEqual({ period: 'week', tone: 'blocked', reached: 'cost', offerUpgrade: true });
    });

    it('names the weekly allowance when both are reached (the cost limit resets sooner)', () => {
      expect(limitBanner(usage({ receipts: 5, cost: '120' }), receipts, true)).toMatchObject({ reached: 'usage' });
    });

    it('offers no upgrade to a paying user', () => {
      expect(limitBanner(usage({ receipts: 5 }), receipts, true)).toEqual({ period: 'week', tone: 'blocked', reached: 'usage', offerUpgrade: false });
    });

    it('takes an allowance of 0 as reached', () => {
      expect(limitBanner(usage({ receipts: 0, limit: 0 }), receipts, false)).toMatchObject({ tone: 'blocked', reached: 'usage' });
    });

    it('comes before the near-limit warning and the comfortable state', () => {
      // At the cost limit with 80% of receipts used: (1) wins over (2).
      expect(limitBanner(usage({ receipts: 4, cost: '100' }), receipts, true)).toMatchObject({ tone: 'blocked', reached: 'cost' });
    });
  });

  describe('(2) 80% or more of the allowance or of today\'s cost: yellow with a progress bar', () => {
    it('from 80% of the weekly allowance', () => {
      expect(limitBanner(usage({ receipts: 4 }), receipts, false)).toEqual({ period: 'week', tone: 'near', percent: 80, nearest: 'usage', used: 4, limit: 5 });
    });

    it('from 80% of today\'s cost, with the bar at the cost share', () => {
      expect(limitBanner(usage({ receipts: 1, cost: '85.5' }), receipts, false)).toMatchObject({ tone: 'near', percent: 85.5, nearest: 'cost' });
    });

    it('for paying users too, before their comfortable state', () => {
      expect(limitBanner(usage({ receipts: 4 }), receipts, true)).toMatchObject({ tone: 'near' });
    });

    it('not at 79.99% of cost', () => {
      expect(limitBanner(usage({ receipts: 0, cost: '79.99' }), receipts, false)).toMatchObject({ tone: 'comfortable' });
    });
  });

  describe('(3) paid access, or under half the allowance used: green with what is left', () => {
    it('a free user under 50%', () => {
      expect(limitBanner(usage({ receipts: 2 }), receipts, false)).toEqual({ period: 'week', tone: 'comfortable', remaining: 3, limit: 5 });
    });

    it('a paying user between 50% and 80%', () => {
      expect(limitBanner(usage({ receipts: 3 }), receipts, true)).toEqual({ period: 'week', tone: 'comfortable', remaining: 2, limit: 5 });
    });

    it('a new free user with one receipt a week', () => {
      expect(limitBanner(usage({ receipts: 0, limit: 1 }), receipts, false)).toEqual({ period: 'week', tone: 'comfortable', remaining: 1, limit: 1 });
    });
  });

  describe('(4) otherwise nothing', () => {
    it('a free user from 50% up to under 80%', () => {
      expect(limitBanner(usage({ receipts: 3 }), receipts, false)).toBeNull();
      expect(limitBanner(usage({ receipts: 5, limit: 10 }), receipts, false)).toBeNull();
    });
  });

  it('reads a cost share the server could not give as nothing spent', () => {
    expect(limitBanner(usage({ receipts: 0, cost: 'n/a' }), receipts, false)).toMatchObject({ tone: 'comfortable' });
  });

  it("names the window of a daily allowance (the Terms' reading)", () => {
    expect(limitBanner(usage({ receipts: 5, period: 'day' }), receipts, true)).toMatchObject({ period: 'day', tone: 'blocked' });
  });

  it('looks at the operation asked about', () => {
    expect(limitBanner(usage({ receipts: 5 }), 'meal_plan_generation', false)).toEqual({ period: 'week', tone: 'comfortable', remaining: 7, limit: 7 });
  });
});

describe('pre-check toasts (spec section 8)', () => {
  it('none when the operation may go ahead', () => {
    expect(limitToast(receipts, { isAtLimit: false, isAtCostLimit: false })).toBeNull();
  });

  it('the weekly message of the operation at its allowance', () => {
    expect(limitToast('receipt_processing', { isAtLimit: true, isAtCostLimit: false })).toBe(
      'Weekly receipt upload limit reached. Please upgrade your plan or wait until next week.',
    );
    expect(limitToast('meal_plan_generation', { isAtLimit: true, isAtCostLimit: false })).toBe(
      'Weekly meal plan generation limit reached. Please upgrade your plan or wait until next week.',
    );
  });

  it('a daily allowance says to wait until tomorrow, not next week', () => {
    expect(limitToast('receipt_processing', { isAtLimit: true, isAtCostLimit: false }, 'day')).toBe(
      'Daily receipt upload limit reached. Please upgrade your plan or wait until tomorrow.',
    );
    expect(limitToast('meal_plan_generation', { isAtLimit: true, isAtCostLimit: false }, 'day')).toBe(
      'Daily meal plan generation limit reached. Please upgrade your plan or wait until tomorrow.',
    );
  });

  it('the daily cost message at the cost limit', () => {
    expect(limitToast('meal_plan_generation', { isAtLimit: false, isAtCostLimit: true })).toBe(
      'Daily cost limit reached. Please try again tomorrow or upgrade your plan.',
    );
  });

  it('the weekly message when both are reached, as the banner says', () => {
    expect(limitToast('receipt_processing', { isAtLimit: true, isAtCostLimit: true })).toBe(LIMIT_TOASTS.week.receipt_processing);
  });

  it('a failed pre-check that speaks of a limit is shown as it is', () => {
    expect(precheckFailureToast(new ApiError('Rate limit exceeded, retry in 1 minute', 429))).toBe('Rate limit exceeded, retry in 1 minute');
    expect(precheckFailureToast(new Error('Quota EXCEEDED'))).toBe('Quota EXCEEDED');
    expect(precheckFailureToast(new ApiError('Too many requests: limit 100 per minute', 429, 'RATE_LIMITED'))).toBe(
      'Too many requests: limit 100 per minute',
    );
  });

  it('any other failure says the limits could not be verified', () => {
    expect(precheckFailureToast(new ApiError('Failed to fetch'))).toBe(LIMITS_UNVERIFIED);
    expect(precheckFailureToast(new ApiError('Something went wrong on our side. Please try again.', 500, 'INTERNAL'))).toBe(
      'Unable to verify usage limits. Please try again.',
    );
    expect(precheckFailureToast('not an error')).toBe(LIMITS_UNVERIFIED);
  });
});
