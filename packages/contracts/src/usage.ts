import { z } from 'zod';
import { dataEnvelope } from './common.js';

/** The two counted operations (spec section 3 'Usage'). */
export const usageOperation = z.enum(['receipt_processing', 'meal_plan_generation']);
export type UsageOperation = z.infer<typeof usageOperation>;

/** The window an allowance counts in: the UTC week from Monday 00:00, or the UTC day. */
export const allowancePeriod = z.enum(['week', 'day']);
export type AllowancePeriod = z.infer<typeof allowancePeriod>;

const operationCounts = z.object({ count: z.number().int() });
/** Use of one allowance in its current window (`period`): what the limit banner and the usage bars show. */
const operationPercentage = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  percentage: z.number(),
  period: allowancePeriod,
});

/** GET /api/auth/usage (spec section 3 'Usage'). */
export const usageInfo = z.object({
  /** This week's count per operation. */
  usage: z.object({ receipt_processing: operationCounts, meal_plan_generation: operationCounts }),
  plan_limits: z.object({
    weekly_receipt_limit: z.number().int(),
    weekly_meal_plan_limit: z.number().int(),
    daily_cost_limit: z.number(),
  }),
  usage_percentages: z.object({
    receipt_processing: operationPercentage,
    meal_plan_generation: operationPercentage,
    /** Today's AI cost as a share of the daily cost limit, a numeric string ('12.50'). */
    cost_percentage: z.string(),
  }),
  /** Monday 00:00 UTC of the current week, ISO 8601. */
  week_start: z.string(),
  /** This week's operations, both kinds. */
  total_operations: z.number().int(),
});
export type UsageInfo = z.infer<typeof usageInfo>;
export const usageResponse = dataEnvelope(usageInfo);

export const checkLimitsBody = z.object({ operation_type: usageOperation });
/** Limit info per operation (spec section 3). */
export const limitInfo = z.object({ isAtLimit: z.boolean(), isAtCostLimit: z.boolean() });
export type LimitInfo = z.infer<typeof limitInfo>;
export const checkLimitsResponse = dataEnvelope(limitInfo);
