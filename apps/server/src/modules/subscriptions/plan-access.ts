import type { PlanInfo, PlanType } from '@forkcast/contracts';
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptions } from '../../db/schema.js';
import { planCatalogue, type PlanTerms } from './plan-catalogue.js';

/**
 * The plan a user is on: the newest active (or trialing) paid subscription whose period has not ended, else Free.
 */
export async function currentPlan(db: Db, userId: string, now = new Date()): Promise<PlanInfo> {
  const [row] = await db
    .select({ planType: subscriptions.planType, status: subscriptions.status, periodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'trialing']),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
      ),
    )
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  const type: PlanType = row?.planType ?? 'free';
  const terms: PlanTerms = planCatalogue[type];
  return {
    plan_type: type,
    weekly_receipt_limit: terms.weeklyReceiptLimit,
    weekly_meal_plan_limit: terms.weeklyMealPlanLimit,
    max_meal_plan_days: terms.maxMealPlanDays,
    features: terms.features,
    priority_support: terms.prioritySupport,
    subscription: row ? { status: row.status, current_period_end: row.periodEnd?.toISOString() ?? null } : null,
  };
}

/** Paid access (spec section 4): a Premium or Enterprise plan. */
export async function hasPremiumAccess(db: Db, userId: string): Promise<boolean> {
  return (await currentPlan(db, userId)).plan_type !== 'free';
}
