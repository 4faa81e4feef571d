import { z } from 'zod';
import { clientJobId } from './jobs.js';
import { dataEnvelope, pageOf, pageQuery } from './common.js';
import { CUISINES, DIETARY_RESTRICTIONS, DIFFICULTIES, PLAN_DAYS } from './vocabulary.js';

export const dietaryRestriction = z.enum(DIETARY_RESTRICTIONS);
export type DietaryRestriction = z.infer<typeof dietaryRestriction>;
export const cuisine = z.enum(CUISINES);
export const difficulty = z.enum(DIFFICULTIES);

/** Generation options; anything left out comes from the profile, then from the spec's defaults. */
export const generationPreferences = z.object({
  days: z
    .number()
    .int()
    .refine((d) => (PLAN_DAYS as readonly number[]).includes(d), 'must be 3, 5, 7, 10 or 14')
    .optional(),
  dietary_restrictions: z.array(dietaryRestriction).max(DIETARY_RESTRICTIONS.length).optional(),
  cooking_skill: difficulty.optional(),
  max_prep_time: z
    .number()
    .int()
    .min(15)
    .max(180)
    .refine((m) => m % 15 === 0, 'must be a multiple of 15')
    .optional(),
  household_size: z.number().int().min(1).max(10).optional(),
  cuisine_preferences: z.array(cuisine).max(CUISINES.length).optional(),
});
export type GenerationPreferences = z.infer<typeof generationPreferences>;

/** What a plan is made from: one receipt's food, or everything in the kitchen that is still good. */
export const PLAN_SOURCES = ['receipt', 'kitchen'] as const;
export const generateMealPlanBody = z
  .object({
    receiptId: z.string().uuid().optional(),
    from: z.enum(PLAN_SOURCES).default('receipt'),
    preferences: generationPreferences.default({}),
    job_id: clientJobId,
  })
  .superRefine((body, context) => {
    if (body.from === 'receipt' && body.receiptId === undefined) {
      context.addIssue({ code: 'custom', path: ['receiptId'], message: 'required when planning from a receipt' });
    }
  });
export type GenerateMealPlanBody = z.infer<typeof generateMealPlanBody>;
export const generateMealPlanResponse = dataEnvelope(z.object({ id: z.string().uuid() }));

export const recipeIngredient = z.object({
  ingredient: z.string(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  grams: z.number(),
  note: z.string().optional(),
  /** A garnish or finishing touch the dish is fine without ('(optional)' in its text); absent when needed. */
  optional: z.boolean().optional(),
  from_purchase_g: z.number(),
  to_buy_g: z.number(),
  /** Bought items standing in for this ingredient (2% milk for whole milk); absent on older plans. */
  substituted_by: z.array(z.object({ ingredient: z.string(), name: z.string(), grams: z.number() })).optional(),
});

export const nutritionalInfo = z.record(z.string(), z.number());

export const recipe = z.object({
  id: z.string().uuid(),
  meal_plan_id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  meal_type: z.string(),
  difficulty: difficulty,
  cuisine_type: z.string(),
  prep_time: z.number().int(),
  cook_time: z.number().int(),
  servings: z.number().int(),
  ingredients: z.array(recipeIngredient),
  instructions: z.array(z.string()),
  tags: z.array(z.string()),
  /** Per serving; null for users without Premium (spec section 6). */
  nutritional_info: nutritionalInfo.nullable(),
  day_number: z.number().int(),
  /** A dinner cooked for twice the household: its second half is the lunch of this day. Absent otherwise. */
  leftovers_for_day: z.number().int().optional(),
  /** A lunch of leftovers ('Leftovers: ...'): the second half of the dinner cooked on this day. Absent otherwise. */
  leftovers_from_day: z.number().int().optional(),
});
export type Recipe = z.infer<typeof recipe>;

/** The signed-in user's own rating of a recipe, shown on its page; null until they rate it. */
export const ownFeedback = z.object({ rating: z.number().int().min(1).max(5), would_make_again: z.boolean(), comments: z.string().nullable() });
/** A recipe of one of the user's plans, as its page shows it: with the user's own rating of it. */
export const recipeDetail = recipe.extend({ user_feedback: ownFeedback.nullable() });
export type RecipeDetail = z.infer<typeof recipeDetail>;
export const recipeResponse = dataEnvelope(recipeDetail);

/**
 * The grams of a shopping-list or leftover entry as the recipes measure that food, for display like a recipe line:
 * quantity 9 and unit 'each' is '9 eggs', 0.5 'tsp', 450 'g', 1.5 'kg'; counts to buy are rounded up to whole items.
 * Absent on plans made before they existed (show the grams then).
 */
const displayAmount = z.object({ quantity: z.number().optional(), unit: z.string().optional() });

export const planMetrics = z.object({
  purchased_g: z.number(),
  used_g: z.number(),
  used_share_by_weight: z.number(),
  used_share_by_item: z.number(),
  /** The same, of the items the plan's diets allow (no ruled_out_by); 0 when they allow none. Absent on older plans. */
  used_share_of_allowed_items: z.number().optional(),
  perishable_share_used: z.number(),
  leftovers: z.array(
    z.object({
      ingredient: z.string(),
      name: z.string(),
      purchased_g: z.number(),
      used_g: z.number(),
      leftover_g: z.number(),
      ...displayAmount.shape,
      good_through_day: z.number(),
      /** The plan's dietary restrictions this food breaks (chicken in a vegetarian plan): no recipe could use it. Absent otherwise and on older plans. */
      ruled_out_by: z.array(z.string()).optional(),
    }),
  ),
  shopping_list: z.array(
    z.object({
      ingredient: z.string(),
      name: z.string(),
      grams: z.number(),
      ...displayAmount.shape,
      pantry_staple: z.boolean(),
      /** Only optional lines (garnishes) want it: nice to have, not among items_to_buy; absent on older plans. */
      optional: z.boolean().optional(),
      /** Other recipe ingredients this one purchase covers (jasmine rice for the white rice of another recipe); absent when none. */
      also_for: z.array(z.object({ ingredient: z.string(), name: z.string() })).optional(),
    }),
  ),
  extra_purchase_g: z.number(),
  /** Purchases the planner could not use at all (unknown, unweighable or already spoiled), with why; absent on older plans. */
  ignored_purchases: z.array(z.object({ ingredient: z.string(), reason: z.string() })).optional(),
  /** Bought items used in place of a recipe's ingredient; absent on older plans. */
  substitutions: z.array(z.object({ bought: z.string(), used_as: z.string(), grams: z.number() })).optional(),
  /** Share by weight of what stops being good within the plan's days that the plan uses; absent on older plans. */
  spoiling_share_used: z.number().optional(),
  /** Shopping-list entries neither staple nor optional, the plan's aim for them (2 a day) and, above the aim, why; absent on older plans. */
  items_to_buy: z.number().int().optional(),
  items_to_buy_target: z.number().int().optional(),
  buy_note: z.string().optional(),
  /** Meals whose cuisine is not among the preferred ones (the catalogue had too few that fit); absent on older plans. */
  outside_preferences: z
    .array(z.object({ day_number: z.number().int(), meal_type: z.string(), slug: z.string(), name: z.string(), cuisine_type: z.string() }))
    .optional(),
  /** Lunches served from a dinner cooked for twice the household; absent on older plans. */
  leftover_lunches: z.number().int().optional(),
});
export type PlanMetrics = z.infer<typeof planMetrics>;

export const mealPlanSummary = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  difficulty_level: difficulty,
  days_count: z.number().int(),
  recipe_count: z.number().int(),
  prep_time_max: z.number().int(),
  created_at: z.string(),
  receipt_id: z.string().uuid().nullable(),
});
export type MealPlanSummary = z.infer<typeof mealPlanSummary>;

export const mealPlan = mealPlanSummary.extend({
  recipes: z.array(recipe),
  metrics: planMetrics,
  preferences: generationPreferences.required(),
});
export type MealPlan = z.infer<typeof mealPlan>;
export const mealPlanResponse = dataEnvelope(mealPlan);

export const listMealPlansQuery = pageQuery;
export const listMealPlansResponse = pageOf(mealPlanSummary);

export const recipeFeedbackBody = z.object({
  rating: z.number().int().min(1).max(5),
  comments: z.string().trim().max(2000).optional(),
  would_make_again: z.boolean(),
});
export type RecipeFeedbackBody = z.infer<typeof recipeFeedbackBody>;
export const recipeFeedbackResponse = dataEnvelope(
  recipeFeedbackBody.extend({ id: z.string().uuid(), recipe_id: z.string().uuid(), created_at: z.string() }),
);
