import { allowance, DEFAULT_PLAN_FIGURES, FREE_PLAN_DAYS, PLAN_DAYS, type PlanTerms, type PlanType, type UsageOperation } from '@forkcast/contracts';
import { z } from 'zod';

/** usage_events.cost is numeric(10, 4): a cost finer than that could not be recorded as configured. */
const operationCost = z
  .number()
  .min(0)
  .max(999_999)
  .refine((cost) => Number(cost.toFixed(4)) === cost, 'at most 4 decimal places');

const planSettings = z.strictObject({
  /** Per counted operation: how many, per 'week' (Monday 00:00 UTC on) or per 'day' (UTC). */
  allowances: z.strictObject({
    receipt_processing: z.strictObject(allowance.shape),
    meal_plan_generation: z.strictObject(allowance.shape),
  }),
  max_meal_plan_days: z.number().int().min(FREE_PLAN_DAYS).max(Math.max(...PLAN_DAYS)),
  daily_cost_limit: z.number().positive(),
  features: z.array(z.string().min(1)),
  priority_support: z.boolean(),
});
export type PlanSettings = z.infer<typeof planSettings>;

/**
 * The embedded engines make no metered call: OCR (Tesseract) and planning (HiGHS) run on the server's own cores for
 * a few core-seconds, which is below 0.0001 at any cloud price. So by default an operation costs nothing and the daily
 * cost limit binds only where a deployment configures a cost (a paid OCR or language model behind the same operations).
 */
export const defaultOperationCosts: Record<UsageOperation, number> = { receipt_processing: 0, meal_plan_generation: 0 };

/**
 * The plans file (`FORKCAST_PLANS_FILE`): free and premium in full; enterprise, when left out, is premium's terms with
 * priority support (the spec names the plan but gives it no figures). Unknown keys are refused, so a misspelt
 * setting stops the start instead of being ignored.
 */
export const planCatalogueFile = z
  .strictObject({
    /** Free text saying which reading the file holds; not used. */
    description: z.string().optional(),
    operation_costs: z
      .strictObject({ receipt_processing: operationCost, meal_plan_generation: operationCost })
      .default(defaultOperationCosts),
    plans: z.strictObject({ free: planSettings, premium: planSettings, enterprise: planSettings.optional() }),
  })
  .transform(({ operation_costs, plans }) => ({
    operationCosts: operation_costs,
    plans: { ...plans, enterprise: plans.enterprise ?? { ...plans.premium, priority_support: true } } as Record<PlanType, PlanSettings>,
  }));
export type PlanCatalogue = z.output<typeof planCatalogueFile>;

/** The default catalogue: the shared default figures (`DEFAULT_PLAN_FIGURES`); the Terms' own reading is `apps/server/config/plans.terms.json`. */
export const defaultPlanCatalogue: PlanCatalogue = planCatalogueFile.parse({ plans: DEFAULT_PLAN_FIGURES });

/** The most a Monday-to-Sunday week can hold of an allowance: itself when weekly, seven days of it when daily. */
function weeklyCeiling({ limit, period }: PlanSettings['allowances'][UsageOperation]): number {
  return period === 'week' ? limit : limit * 7;
}

/** A plan's terms as the API states them. */
export function planTermsOf(type: PlanType, settings: PlanSettings): PlanTerms {
  return {
    plan_type: type,
    weekly_receipt_limit: weeklyCeiling(settings.allowances.receipt_processing),
    weekly_meal_plan_limit: weeklyCeiling(settings.allowances.meal_plan_generation),
    max_meal_plan_days: settings.max_meal_plan_days,
    features: settings.features,
    priority_support: settings.priority_support,
    daily_cost_limit: settings.daily_cost_limit,
    allowances: settings.allowances,
  };
}
