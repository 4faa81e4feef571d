import type { PlanInfo, PlanType } from '@forkcast/contracts';
import { planCatalogue, type PlanTerms } from './plan-catalogue.js';
import type { SubscriptionRepository } from './subscription-repository.js';

/** The plan a user is on: the newest active (or trialing) paid subscription whose period has not ended, else Free. */
export function createPlanService(subscriptions: SubscriptionRepository) {
  async function currentPlan(userId: string, now = new Date()): Promise<PlanInfo> {
    const current = await subscriptions.findCurrent(userId, now);
    const type: PlanType = current?.planType ?? 'free';
    const terms: PlanTerms = planCatalogue[type];
    return {
      plan_type: type,
      weekly_receipt_limit: terms.weeklyReceiptLimit,
      weekly_meal_plan_limit: terms.weeklyMealPlanLimit,
      max_meal_plan_days: terms.maxMealPlanDays,
      features: terms.features,
      priority_support: terms.prioritySupport,
      daily_cost_limit: terms.dailyCostLimit,
      subscription: current
        ? { status: current.status, current_period_end: current.currentPeriodEnd?.toISOString() ?? null }
        : null,
    };
  }

  return {
    currentPlan,
    /** Paid access (spec section 4): a Premium or Enterprise plan. */
    hasPremiumAccess: async (userId: string): Promise<boolean> => (await currentPlan(userId)).plan_type !== 'free',
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
