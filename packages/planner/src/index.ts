import { catalogue, defaultContext } from './default-context';
import type { PlanOptionsInput } from './plan-options';
import { planMealsWith, type SolverSettings } from './plan-meals';
import type { MealPlan, Purchase, Recipe } from './types';

export * from './types';
export { CUISINES, DIETS, DIET_LABELS, DIFFICULTIES, MEAL_TYPES, recipeFileSchema } from './recipe-schema';
export { PLAN_DAYS, PlanInputError, planOptionsSchema, type PlanOptionsInput } from './plan-options';
export { PlanInfeasibleError } from './infeasibility';
export { leftoversInstruction, leftoversName } from './allocate';
export { isPantryStaple } from './analyse-recipe';
export { plausiblePurchaseDay, TRUSTED_RECEIPT_AGE_DAYS } from './purchase-day';
export type { SolverSettings } from './plan-meals';
export type { CatalogueProblem } from './catalogue';

/** Plans meals from purchases with the repository's catalogue and @forkcast/food. */
export function planMeals(purchases: readonly Purchase[], options: PlanOptionsInput, settings?: SolverSettings): Promise<MealPlan> {
  return planMealsWith(defaultContext(), purchases, options, settings);
}

export function allRecipes(): readonly Recipe[] {
  return catalogue().recipes;
}

export function getRecipe(slug: string): Recipe | undefined {
  return catalogue().bySlug.get(slug);
}
