import { z } from 'zod';
import { dataEnvelope } from './common.js';
import { allowancePeriod } from './usage.js';

export const planType = z.enum(['free', 'premium', 'enterprise']);
export type PlanType = z.infer<typeof planType>;

/** How many of one operation a plan allows per period (the Pricing page counts per week, the Terms partly per day). */
export const allowance = z.object({ limit: z.number().int().min(0), period: allowancePeriod });
export type Allowance = z.infer<typeof allowance>;

/** What a plan includes, the same for everyone on it (spec section 3 'Plan' without the subscription). */
const planFigures = z.object({
  plan_type: planType,
  /** The most receipts a week can hold: the allowance itself when it is weekly, seven days of it when it is daily. */
  weekly_receipt_limit: z.number().int(),
  /** The most meal plan generations a week can hold, read the same way. */
  weekly_meal_plan_limit: z.number().int(),
  max_meal_plan_days: z.number().int(),
  features: z.array(z.string()),
  priority_support: z.boolean(),
  /** The most AI cost a day may take (the Terms' daily cost limit), in the price's currency. */
  daily_cost_limit: z.number(),
});

/** Spec section 3 'Plan': the caller's plan and subscription. */
export const planInfo = planFigures.extend({
  subscription: z.object({ status: z.string(), current_period_end: z.string().nullable() }).nullable(),
});
export type PlanInfo = z.infer<typeof planInfo>;
export const planResponse = dataEnvelope(planInfo);

/** A plan in the catalogue: its figures and each counted operation's allowance with its period (what is enforced). */
export const planTerms = planFigures.extend({
  allowances: z.object({ receipt_processing: allowance, meal_plan_generation: allowance }),
});
export type PlanTerms = z.infer<typeof planTerms>;

/** GET /api/plans: every plan's terms, free first, for the Pricing and Terms pages (signed out too). */
export const planCatalogueResponse = dataEnvelope(z.array(planTerms));
