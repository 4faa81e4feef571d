import { z } from 'zod';
import { CUISINES, DIET_LABELS, DIFFICULTIES } from './recipe-schema';
import type { PlanOptions, Purchase } from './types';

export const PLAN_DAYS = [3, 5, 7, 10, 14] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD');

/** Generation options with the spec's defaults (section 3 and 9): 3 days, household 2, easy, 60 minutes. */
export const planOptionsSchema = z.object({
  days: z
    .number()
    .int()
    .refine((d) => (PLAN_DAYS as readonly number[]).includes(d), { message: `days must be one of ${PLAN_DAYS.join(', ')}` })
    .default(3),
  household_size: z.number().int().min(1).max(10).default(2),
  difficulty: z.enum(DIFFICULTIES).default('easy'),
  max_prep_time: z.number().int().min(15).max(180).default(60),
  dietary_restrictions: z.array(z.enum(DIET_LABELS)).default([]),
  cuisine_preferences: z.array(z.enum(CUISINES)).default([]),
  ratings: z
    .array(z.object({ slug: z.string().min(1), rating: z.number().int().min(1).max(5), would_make_again: z.boolean() }))
    .default([]),
  today: isoDate,
});
export type PlanOptionsInput = z.input<typeof planOptionsSchema>;

/** Lines that cannot be weighed (zero quantity, unknown unit) are set aside by the pantry, not rejected here. */
export const purchasesSchema = z.array(
  z.object({
    ingredient: z.string().min(1),
    quantity: z.number(),
    unit: z.string().min(1),
    purchased_on: isoDate,
    use_by: isoDate.optional(),
  }),
);

/** Bad options or purchases; the message lists every problem. */
export class PlanInputError extends Error {
  override readonly name = 'PlanInputError';
}

function check<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues.map((i) => `${[what, ...i.path].join('.')}: ${i.message}`).join('; ');
  throw new PlanInputError(detail);
}

export function parsePlanOptions(value: unknown): PlanOptions {
  return check(planOptionsSchema, value, 'options');
}

export function parsePurchases(value: unknown): Purchase[] {
  return check(purchasesSchema, value, 'purchases');
}
