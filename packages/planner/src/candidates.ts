import { isPantryStaple } from './analyseRecipe';
import type { Pantry, PantryItem } from './pantry';
import { DIFFICULTIES } from './recipeSchema';
import type { FoodKnowledge, PlanOptions, Recipe } from './types';

/** Objective value lost per gram that must be bought (staples excluded); a used gram is worth 1 + urgency. */
export const EXTRA_PURCHASE_COST = 0.25;
/**
 * Charging for grams bought alone favours tiny dishes (a 60 kcal miso soup as breakfast). Below these calories per
 * serving a recipe is a light meal, and each missing kcal per person costs LIGHT_MEAL_COST.
 */
const MEAL_KCAL = { breakfast: 250, lunch: 300, dinner: 350, snack: 0 } as const;
const LIGHT_MEAL_COST = 0.5;

/** A recipe that passed the hard constraints, with its quantities scaled to the household. */
export interface Candidate {
  recipe: Recipe;
  /** Grams of each ingredient for the whole household. */
  grams: ReadonlyMap<string, number>;
  /** Lines that draw on what was bought. */
  pantryUse: { item: PantryItem; grams: number }[];
  /** Grams of ingredients that are not pantry staples, bought or not. */
  nonStapleGrams: number;
  /** Objective cost of cooking it at all: every non-staple gram as if bought, plus the light-meal charge. */
  fixedCost: number;
}

/** Hard constraints of the options, recipe by recipe (meal slots are checked elsewhere). */
export function meetsHardConstraints(recipe: Recipe, options: PlanOptions): boolean {
  return (
    recipe.meal_type !== 'snack' &&
    DIFFICULTIES.indexOf(recipe.difficulty) <= DIFFICULTIES.indexOf(options.difficulty) &&
    recipe.prep_time <= options.max_prep_time &&
    options.dietary_restrictions.every((diet) => recipe.diets.includes(diet)) &&
    (options.cuisine_preferences.length === 0 || options.cuisine_preferences.includes(recipe.cuisine_type))
  );
}

export function toCandidate(recipe: Recipe, pantry: Pantry, household: number, food: FoodKnowledge): Candidate {
  const grams = new Map<string, number>();
  const pantryUse: Candidate['pantryUse'] = [];
  let nonStapleGrams = 0;
  for (const [id, perServing] of recipe.grams_per_serving) {
    const g = perServing * household;
    grams.set(id, g);
    const item = pantry.byIngredient.get(id);
    if (item) pantryUse.push({ item, grams: g });
    if (!isPantryStaple(food.getIngredient(id), id)) nonStapleGrams += g;
  }
  const missingKcal = Math.max(0, MEAL_KCAL[recipe.meal_type] - recipe.nutritional_info.calories);
  const fixedCost = EXTRA_PURCHASE_COST * nonStapleGrams + LIGHT_MEAL_COST * missingKcal * household;
  return { recipe, grams, pantryUse, nonStapleGrams, fixedCost };
}

/** Value of a recipe on its own: what it would use of the purchase (if cooked before anything spoils) minus its fixed cost. */
export function standaloneScore(candidate: Candidate): number {
  let score = -candidate.fixedCost;
  for (const { item, grams } of candidate.pantryUse) {
    const used = Math.min(grams, item.grams);
    score += (item.weight + EXTRA_PURCHASE_COST) * used;
  }
  return score;
}

function byScore(a: { score: number; slug: string }, b: { score: number; slug: string }): number {
  return b.score - a.score || (a.slug < b.slug ? -1 : 1);
}

/**
 * Keeps the model small: the best `perMeal(days)` recipes of each meal type by standalone score.
 * Dinners get twice the room because they may also fill lunch slots.
 */
export function preselect(candidates: readonly Candidate[], days: number): Candidate[] {
  const perMeal = days + Math.max(days, 10);
  const limits = { breakfast: perMeal, lunch: perMeal, dinner: 2 * perMeal, snack: 0 };
  const ranked = candidates
    .map((c) => ({ c, score: standaloneScore(c), slug: c.recipe.slug }))
    .sort(byScore);
  const taken = { breakfast: 0, lunch: 0, dinner: 0, snack: 0 };
  const kept: Candidate[] = [];
  for (const { c } of ranked) {
    const meal = c.recipe.meal_type;
    if (taken[meal] < limits[meal]) {
      taken[meal]++;
      kept.push(c);
    }
  }
  return kept;
}
