import { CUISINES, DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES } from '@forkcast/food';
import { z } from 'zod';

export { CUISINES, DIFFICULTIES, MEAL_TYPES, type Cuisine, type Difficulty, type MealType } from '@forkcast/food';

/** The eight restrictions a user can pick when generating a plan (spec section 5). */
export const DIETS = DIETARY_RESTRICTIONS;
/** low-fat is a profile preference (spec section 5), computed alongside the eight. */
export const DIET_LABELS = [...DIETS, 'low-fat'] as const;
export type Diet = (typeof DIET_LABELS)[number];

export const UNITS = ['g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'each', 'slice', 'clove', 'can', 'pinch'] as const;

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Text with something in it. No trimming transform: a valid entry must parse to itself (see catalogue-index.ts). */
const text = (min: number) => z.string().regex(/\S/, 'must not be blank').min(min);

export const recipeIngredientSchema = z.strictObject({
  ingredient: z.string().regex(kebab, 'ingredient id must be kebab-case'),
  quantity: z.number().positive(),
  unit: z.enum(UNITS),
  grams: z.number().positive(),
  note: z.string().optional(),
  /**
   * A garnish or finishing touch the dish is fine without (parsley to scatter over, lime wedges to serve): shown as
   * optional, used when it was bought, never a reason to shop (README, "Optional lines").
   */
  optional: z.boolean().optional(),
});

/** A meal needs at least this many steps; a snack (fruit, a glass of milk, kimchi on the side) may have one. */
export const MIN_MEAL_STEPS = 5;

/**
 * One recipe as the recipe writers type it into catalogue/<cuisine>.json (snacks and sides: catalogue/snacks.json).
 * Every field is as before snacks existed; only the number of steps depends on the meal type.
 */
export const recipeFileSchema = z
  .strictObject({
  slug: z.string().regex(kebab, 'slug must be kebab-case'),
  name: text(3),
  description: text(10),
  meal_type: z.enum(MEAL_TYPES),
  difficulty: z.enum(DIFFICULTIES),
  cuisine_type: z.enum(CUISINES),
  prep_time: z.number().int().positive(),
  cook_time: z.number().int().nonnegative(),
  servings: z.number().int().positive().max(24),
  ingredients: z.array(recipeIngredientSchema).min(1),
  instructions: z.array(text(1)).min(1).max(12),
  tags: z.array(z.string()),
  })
  .refine((r) => r.meal_type === 'snack' || r.instructions.length >= MIN_MEAL_STEPS, {
    message: `a breakfast, lunch or dinner needs at least ${MIN_MEAL_STEPS} steps`,
    path: ['instructions'],
  });

export type RecipeIngredientInput = z.infer<typeof recipeIngredientSchema>;
export type RecipeFileEntry = z.infer<typeof recipeFileSchema>;
