import type { AllowancePeriod, LimitInfo, UsageInfo, UsageOperation } from '@forkcast/contracts';

/**
 * Spec section 4's limit rules as plain functions: which banner the upload screen and the generate dialog show, and
 * which toast a refused pre-check gives. No React here, so every case of the order is unit-tested.
 */

/** Near the limit from this share of the weekly allowance or of today's AI cost (spec section 9). */
export const NEAR_LIMIT_PERCENT = 80;
/** Under this share of the weekly allowance a free user sees how many are left. */
export const COMFORTABLE_PERCENT = 50;

/** Which limit stops an operation: its weekly allowance, or today's AI cost. */
export type LimitReached = 'usage' | 'cost';

/**
 * The limit that stops an operation now, or null. When both are reached the weekly allowance is named: it lasts
 * longer, so 'try again tomorrow' would send the user back to a refusal.
 */
export function limitReached(info: LimitInfo): LimitReached | null {
  if (info.isAtLimit) return 'usage';
  if (info.isAtCostLimit) return 'cost';
  return null;
}

/** Today's AI cost as a share of the daily limit; the server sends it as a numeric string ('12.50'). */
export function costPercent(usage: Pick<UsageInfo, 'usage_percentages'>): number {
  const value = Number.parseFloat(usage.usage_percentages.cost_percentage);
  return Number.isFinite(value) ? value : 0;
}

/** The share of the weekly allowance used, from the counts themselves (an allowance of 0 is all used). */
export function usagePercent({ used, limit }: { used: number; limit: number }): number {
  return limit > 0 ? (used / limit) * 100 : 100;
}

/** What the usage figures say about one operation, in the shape the pre-check answers. */
export function limitInfoFromUsage(usage: Pick<UsageInfo, 'usage_percentages'>, operation: UsageOperation): LimitInfo {
  const { used, limit } = usage.usage_percentages[operation];
  return { isAtLimit: used >= limit, isAtCostLimit: costPercent(usage) >= 100 };
}

/** Every banner says which window the operation's allowance counts in: the week (the spec's) or the day (configurable). */
export type LimitBanner = { period: AllowancePeriod } & (
  /** (1) Red: the operation is refused until the limit resets; free users are offered Premium. */
  | { tone: 'blocked'; reached: LimitReached; offerUpgrade: boolean }
  /** (2) Yellow: 80% or more of the allowance or of today's cost; `percent` is the nearer of the two. */
  | { tone: 'near'; percent: number; nearest: LimitReached; used: number; limit: number }
  /** (3) Green: how many are left in the window. */
  | { tone: 'comfortable'; remaining: number; limit: number }
);

/**
 * The limit banner of spec section 4, checked in order: (1) at the weekly allowance or the daily cost limit;
 * (2) at 80% or more of either; (3) paid access, or under half the allowance used; (4) otherwise none (null).
 */
export function limitBanner(
  usage: Pick<UsageInfo, 'usage_percentages'>,
  operation: UsageOperation,
  paid: boolean,
): LimitBanner | null {
  const { used, limit, period } = usage.usage_percentages[operation];
  const reached = limitReached(limitInfoFromUsage(usage, operation));
  if (reached) return { period, tone: 'blocked', reached, offerUpgrade: !paid };

  const percentage = usagePercent({ used, limit });
  const cost = costPercent(usage);
  if (percentage >= NEAR_LIMIT_PERCENT || cost >= NEAR_LIMIT_PERCENT) {
    const nearest: LimitReached = cost > percentage ? 'cost' : 'usage';
    return { period, tone: 'near', percent: Math.max(percentage, cost), nearest, used, limit };
  }

  if (paid || percentage < COMFORTABLE_PERCENT) return { period, tone: 'comfortable', remaining: Math.max(0, limit - used), limit };
  return null;
}

/**
 * The spec's toasts (section 8) for an operation the limits refuse. The spec's allowances are weekly; for an
 * allowance configured per day the server's own words apply, so nobody is told to wait a week for tomorrow.
 */
export const LIMIT_TOASTS = {
  week: {
    receipt_processing: 'Weekly receipt upload limit reached. Please upgrade your plan or wait until next week.',
    meal_plan_generation: 'Weekly meal plan generation limit reached. Please upgrade your plan or wait until next week.',
  },
  day: {
    receipt_processing: 'Daily receipt upload limit reached. Please upgrade your plan or wait until tomorrow.',
    meal_plan_generation: 'Daily meal plan generation limit reached. Please upgrade your plan or wait until tomorrow.',
  },
  cost: 'Daily cost limit reached. Please try again tomorrow or upgrade your plan.',
} as const;

export const LIMITS_UNVERIFIED = 'Unable to verify usage limits. Please try again.';

/** The toast for a pre-check answer: null when the operation may go ahead. `period`: the window of the operation's allowance. */
export function limitToast(operation: UsageOperation, info: LimitInfo, period: AllowancePeriod = 'week'): string | null {
  const reached = limitReached(info);
  if (reached === 'cost') return LIMIT_TOASTS.cost;
  if (reached === 'usage') return LIMIT_TOASTS[period][operation];
  return null;
}

/**
 * The toast when the pre-check itself fails: a message about a limit ('limit', 'exceeded') is shown as it is;
 * anything else (a network failure, a server fault) says the limits could not be checked (spec section 8).
 */
export function precheckFailureToast(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return /limit|exceeded/i.test(message) ? message : LIMITS_UNVERIFIED;
}
