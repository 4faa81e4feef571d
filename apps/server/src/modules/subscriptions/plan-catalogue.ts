import type { PlanType } from '@forkcast/contracts';

export interface PlanTerms {
  weeklyReceiptLimit: number;
  weeklyMealPlanLimit: number;
  maxMealPlanDays: number;
  features: string[];
  prioritySupport: boolean;
  /** The Terms' daily AI cost limit. */
  dailyCostLimit: number;
}

/**
 * What each plan includes: the pricing page's reading of spec section 9 (Free 1 receipt and 1 plan a week,
 * 3-day plans; Premium 5 receipts and 7 plans a week, up to 14 days).
 */
export const planCatalogue: Record<PlanType, PlanTerms> = {
  free: { weeklyReceiptLimit: 1, weeklyMealPlanLimit: 1, maxMealPlanDays: 3, features: ['meal_planning'], prioritySupport: false, dailyCostLimit: 1 },
  premium: {
    weeklyReceiptLimit: 5,
    weeklyMealPlanLimit: 7,
    maxMealPlanDays: 14,
    features: ['meal_planning', 'nutrition_analysis', 'advanced_recipes', 'export'],
    prioritySupport: false,
    dailyCostLimit: 10,
  },
  enterprise: {
    weeklyReceiptLimit: 50,
    weeklyMealPlanLimit: 70,
    maxMealPlanDays: 14,
    features: ['meal_planning', 'nutrition_analysis', 'advanced_recipes', 'export'],
    prioritySupport: true,
    dailyCostLimit: 10,
  },
};
