import type { Allowance, PlanInfo, PlanTerms } from '@forkcast/contracts';
import { DEFAULT_PLAN_FIGURES, FREE_PLAN_DAYS } from '@forkcast/contracts/vocabulary';

/** The two plans on sale (Enterprise is a label the dashboard may show, never offered). */
export type OfferedPlan = 'free' | 'premium';

/** What a plan's promises are made of, as the server's plan catalogue (`getPlanCatalogue`) states them. */
export type PlanFigures = Pick<PlanTerms, 'allowances' | 'max_meal_plan_days' | 'daily_cost_limit' | 'features' | 'priority_support'>;

/** Shown until the server's catalogue has loaded: on the pages painted at build time, and when it cannot be loaded. */
export const FALLBACK_PLAN_FIGURES: Record<OfferedPlan, PlanFigures> = {
  free: { ...DEFAULT_PLAN_FIGURES.free, features: [...DEFAULT_PLAN_FIGURES.free.features] },
  premium: { ...DEFAULT_PLAN_FIGURES.premium, features: [...DEFAULT_PLAN_FIGURES.premium.features] },
};

/** Both offered plans from the catalogue; a plan missing from it keeps the fallback figures. */
export function offeredPlanFigures(catalogue: readonly PlanTerms[] | undefined): Record<OfferedPlan, PlanFigures> {
  const find = (type: OfferedPlan) => catalogue?.find((terms) => terms.plan_type === type) ?? FALLBACK_PLAN_FIGURES[type];
  return { free: find('free'), premium: find('premium') };
}

/**
 * The figures of the plan a user is on: its catalogue entry (which knows each allowance's period), else what the
 * plan answer itself says, read as weekly allowances.
 */
export function figuresOfPlan(plan: PlanInfo, catalogue: readonly PlanTerms[] | undefined): PlanFigures {
  const terms = catalogue?.find((entry) => entry.plan_type === plan.plan_type);
  if (terms) return terms;
  return {
    ...plan,
    allowances: {
      receipt_processing: { limit: plan.weekly_receipt_limit, period: 'week' },
      meal_plan_generation: { limit: plan.weekly_meal_plan_limit, period: 'week' },
    },
  };
}

/** '1 receipt scan per week', '5 receipt scans per day'. */
export function allowanceText({ limit, period }: Allowance, one: string, many: string): string {
  return `${limit} ${limit === 1 ? one : many} per ${period}`;
}

/** The plan's limits as a reader says them: '1 receipt scan per week', '7 meal plans per week', '3-day meal plans'. */
export function allowanceLines(figures: PlanFigures): string[] {
  const days = figures.max_meal_plan_days;
  return [
    allowanceText(figures.allowances.receipt_processing, 'receipt scan', 'receipt scans'),
    allowanceText(figures.allowances.meal_plan_generation, 'meal plan', 'meal plans'),
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

/** Everything a plan includes, for the dashboard: its limits, the daily AI cost limit, its features. */
export function planInclusions(figures: PlanFigures): string[] {
  return [
    ...allowanceLines(figures),
    `Daily AI cost limit of $${figures.daily_cost_limit.toFixed(2)}`,
    ...figures.features.map(featureLabel),
    ...(figures.priority_support ? ['Priority support'] : []),
  ];
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
