import type { LimitInfo, PlanTerms, UsageInfo, UsageOperation } from '@forkcast/contracts';
import { AppError, type ErrorCode } from '../../errors.js';
import type { PlanService } from './plan-service.js';
import type { UsageRepository, UsageTally } from './usage-repository.js';
import { usageWindows } from './usage-windows.js';

const limitCodes: Record<UsageOperation, ErrorCode> = {
  receipt_processing: 'RECEIPT_LIMIT_REACHED',
  meal_plan_generation: 'MEAL_PLAN_LIMIT_REACHED',
};

/**
 * The catalogue's messages are the spec's, which speak of weekly allowances; an allowance configured per day (the
 * Terms' reading) must not tell the user to wait until next week.
 */
const dailyLimitMessages: Record<UsageOperation, string> = {
  receipt_processing: 'Daily receipt upload limit reached. Please upgrade your plan or wait until tomorrow.',
  meal_plan_generation: 'Daily meal plan generation limit reached. Please upgrade your plan or wait until tomorrow.',
};

/** How much of an operation's allowance is used in its current window. */
function usedOf(terms: PlanTerms, operation: UsageOperation, tally: UsageTally): number {
  return terms.allowances[operation].period === 'week' ? tally.week[operation] : tally.today[operation];
}

/**
 * The spec's limit info: at the limit once the window's count reaches the allowance; at the cost limit once today's
 * cost reaches 100% of the daily cost limit (an operation started below it may end above it).
 */
function limitInfoOf(terms: PlanTerms, operation: UsageOperation, tally: UsageTally): LimitInfo {
  return {
    isAtLimit: usedOf(terms, operation, tally) >= terms.allowances[operation].limit,
    isAtCostLimit: tally.costToday >= terms.daily_cost_limit,
  };
}

/** The error that refuses an operation, or null when it may run. The allowance comes first: its wait is the longer. */
function refusalOf(terms: PlanTerms, operation: UsageOperation, tally: UsageTally): AppError | null {
  const { isAtLimit, isAtCostLimit } = limitInfoOf(terms, operation, tally);
  if (isAtLimit) {
    const daily = terms.allowances[operation].period === 'day';
    return new AppError(limitCodes[operation], daily ? dailyLimitMessages[operation] : undefined);
  }
  return isAtCostLimit ? new AppError('DAILY_COST_LIMIT_REACHED') : null;
}

const percentOf = (used: number, limit: number): number => (limit === 0 ? 100 : Math.round((used / limit) * 10_000) / 100);

/**
 * Usage accounting (spec sections 3, 4 and 9): each receipt read and each plan generation is recorded with its
 * configured cost; weeks start Monday 00:00 UTC, days are UTC.
 */
export function createUsageService(deps: {
  usage: UsageRepository;
  plans: PlanService;
  operationCosts: Record<UsageOperation, number>;
  clock?: () => Date;
}) {
  const { usage, plans, operationCosts } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function standing(userId: string) {
    const now = clock();
    const windows = usageWindows(now);
    const [terms, tally] = await Promise.all([plans.currentTerms(userId, now), usage.tally(userId, windows)]);
    return { terms, tally, windows };
  }

  return {
    async summary(userId: string): Promise<UsageInfo> {
      const { terms, tally, windows } = await standing(userId);
      const percentage = (operation: UsageOperation) => {
        const used = usedOf(terms, operation, tally);
        const { limit, period } = terms.allowances[operation];
        return { used, limit, percentage: percentOf(used, limit), period };
      };
      return {
        usage: {
          receipt_processing: { count: tally.week.receipt_processing },
          meal_plan_generation: { count: tally.week.meal_plan_generation },
        },
        plan_limits: {
          weekly_receipt_limit: terms.weekly_receipt_limit,
          weekly_meal_plan_limit: terms.weekly_meal_plan_limit,
          daily_cost_limit: terms.daily_cost_limit,
        },
        usage_percentages: {
          receipt_processing: percentage('receipt_processing'),
          meal_plan_generation: percentage('meal_plan_generation'),
          cost_percentage: ((tally.costToday / terms.daily_cost_limit) * 100).toFixed(2),
        },
        week_start: windows.weekStart.toISOString(),
        total_operations: tally.week.receipt_processing + tally.week.meal_plan_generation,
      };
    },

    /** Whether the operation would be refused now (no reservation: the answer may be stale by the time of asking). */
    async limits(userId: string, operation: UsageOperation): Promise<LimitInfo> {
      const { terms, tally } = await standing(userId);
      return limitInfoOf(terms, operation, tally);
    },

    /**
     * Runs `work` as one counted operation. The allowance is taken before the work starts, atomically (of many
     * concurrent requests at the last allowance exactly one runs; the others are refused with 429 and record
     * nothing). Work that fails gives its allowance back: the user got nothing for it.
     */
    async metered<T>(userId: string, operation: UsageOperation, work: () => Promise<T>): Promise<T> {
      const now = clock();
      const terms = await plans.currentTerms(userId, now);
      const reservation = await usage.reserve(
        userId,
        { operation, cost: operationCosts[operation], at: now },
        usageWindows(now),
        (tally) => refusalOf(terms, operation, tally),
      );
      if ('refused' in reservation) throw reservation.refused;
      try {
        return await work();
      } catch (error) {
        // The work's own error is what the user needs; a reservation that cannot be taken back counts one attempt.
        await usage.release(userId, reservation.id).catch(() => undefined);
        throw error;
      }
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
/** What receipts and meal plans need of usage: running an operation against the allowance. */
export type UsageMeter = Pick<UsageService, 'metered'>;
