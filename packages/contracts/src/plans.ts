import { z } from 'zod';
import { dataEnvelope } from './common.js';

export const planType = z.enum(['free', 'premium', 'enterprise']);
export type PlanType = z.infer<typeof planType>;

/** Spec section 3 'Plan'. */
export const planInfo = z.object({
  plan_type: planType,
  weekly_receipt_limit: z.number().int(),
  weekly_meal_plan_limit: z.number().int(),
  max_meal_plan_days: z.number().int(),
  features: z.array(z.string()),
  priority_support: z.boolean(),
  /** The most AI cost a day may take (the Terms' daily cost limit), in the price's currency. */
  daily_cost_limit: z.number(),
  subscription: z.object({ status: z.string(), current_period_end: z.string().nullable() }).nullable(),
});
export type PlanInfo = z.infer<typeof planInfo>;
export const planResponse = dataEnvelope(planInfo);
