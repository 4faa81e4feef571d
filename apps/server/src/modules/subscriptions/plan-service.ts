import type { PlanInfo, PlanTerms, PlanType } from '@forkcast/contracts';
import { planTermsOf, type PlanCatalogue } from './plan-catalogue.js';
import type { SubscriptionRepository } from './subscription-repository.js';

const planOrder: PlanType[] = ['free', 'premium', 'enterprise'];

/**
 * The plan a user is on: the newest active (or trialing) paid subscription whose period has not ended, else Free;
 * what it includes comes from the configured catalogue.
 */
export function createPlanService(subscriptions: SubscriptionRepository, catalogue: PlanCatalogue) {
  const terms = Object.fromEntries(planOrder.map((type) => [type, planTermsOf(type, catalogue.plans[type])])) as Record<
    PlanType,
    PlanTerms
  >;

  async function currentPlan(userId: string, now = new Date()): Promise<PlanInfo> {
    const current = await subscriptions.findCurrent(userId, now);
    const { allowances: _allowances, ...figures } = terms[current?.planType ?? 'free'];
    return {
      ...figures,
      subscription: current
        ? { status: current.status, current_period_end: current.currentPeriodEnd?.toISOString() ?? null }
        : null,
    };
  }

  return {
    currentPlan,
    /** The terms of the user's current plan, with the allowances usage is held to. */
    currentTerms: async (userId: string, now = new Date()): Promise<PlanTerms> =>
      terms[(await subscriptions.findCurrent(userId, now))?.planType ?? 'free'],
    /** Every plan's terms, free first: what the Pricing and Terms pages state. */
    catalogue: (): PlanTerms[] => planOrder.map((type) => terms[type]),
    /** Paid access (spec section 4): a Premium or Enterprise plan. */
    hasPremiumAccess: async (userId: string): Promise<boolean> => (await currentPlan(userId)).plan_type !== 'free',
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
