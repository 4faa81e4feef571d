import type { PlanInfo } from '@forkcast/contracts';
import { FREE_PLAN_DAYS } from '@forkcast/contracts/vocabulary';

/** The two plans on sale (Enterprise is a label the dashboard may show, never offered). */
export type OfferedPlan = 'free' | 'premium';

/** The numbers a plan's promises are made of: the server's plan answer carries them. */
export type PlanFigures = Pick<
  PlanInfo,
  'weekly_receipt_limit' | 'weekly_meal_plan_limit' | 'max_meal_plan_days' | 'daily_cost_limit' | 'features'
>;

/**
 * The pricing page's reading of spec section 9, the same as the server's default plan configuration. Shown where the
 * server's figures are not known: to visitors (whose pages are painted at build time) and for the plan a signed-in
 * user is not on (the API answers only the user's own plan).
 */
export const FALLBACK_PLAN_FIGURES: Record<OfferedPlan, PlanFigures> = {
  free: { weekly_receipt_limit: 1, weekly_meal_plan_limit: 1, max_meal_plan_days: 3, daily_cost_limit: 1, features: ['meal_planning'] },
  premium: {
    weekly_receipt_limit: 5,
    weekly_meal_plan_limit: 7,
    max_meal_plan_days: 14,
    daily_cost_limit: 10,
    features: ['meal_planning', 'nutrition_analysis', 'advanced_recipes', 'export'],
  },
};

/** The figures of both plans, the user's own plan as the server answers it. */
export function planFiguresWith(plan: PlanInfo | null | undefined): Record<OfferedPlan, PlanFigures> {
  if (plan?.plan_type === 'free' || plan?.plan_type === 'premium') return { ...FALLBACK_PLAN_FIGURES, [plan.plan_type]: plan };
  return FALLBACK_PLAN_FIGURES;
}

const perWeek = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many} per week`;

/** The plan's limits as a reader says them: '1 receipt scan per week', '7 meal plans per week', '3-day meal plans'. */
export function allowanceLines(figures: PlanFigures): string[] {
  const days = figures.max_meal_plan_days;
  return [
    perWeek(figures.weekly_receipt_limit, 'receipt scan', 'receipt scans'),
    perWeek(figures.weekly_meal_plan_limit, 'meal plan', 'meal plans'),
    days > FREE_PLAN_DAYS ? `Meal plans up to ${days} days` : `${days}-day meal plans`,
  ];
}

/** What a plan feature gives, in words; a feature this app does not know yet is shown by its name. */
export function featureLabel(feature: string): string {
  const known: Record<string, string> = {
    meal_planning: 'Meal plans from your receipts',
    nutrition_analysis: 'Nutrition per serving: calories, protein, carbs and fat',
    advanced_recipes: 'Advanced recipes',
    export: 'Export plans as JSON, CSV or PDF',
  };
  return known[feature] ?? feature.charAt(0).toUpperCase() + feature.slice(1).replaceAll('_', ' ');
}

/** What each plan offers, as promised on the pricing page and in the dashboard's comparison. */
export interface PlanOffer {
  id: OfferedPlan;
  name: string;
  price: string;
  period: string;
  summary: string;
  features: string[];
}

/** The pricing card of a plan from its figures. */
export function planOffer(id: OfferedPlan, figures: PlanFigures): PlanOffer {
  if (id === 'free') {
    return {
      id,
      name: 'Free',
      price: '$0',
      period: 'Free Forever',
      summary: 'Everything you need to turn one shop a week into dinners.',
      features: [...allowanceLines(figures), 'Full recipes with step-by-step instructions', 'Rate recipes you have cooked'],
    };
  }
  return {
    id,
    name: 'Premium',
    price: '$9.99',
    period: '/month',
    summary: 'For households that shop more than once a week and plan further ahead.',
    // Of the features, the two a cook notices: the others (planning itself) come with every plan.
    features: [
      ...allowanceLines(figures),
      ...['nutrition_analysis', 'export'].filter((feature) => figures.features.includes(feature)).map(featureLabel),
    ],
  };
}
