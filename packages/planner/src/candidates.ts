import { isPantryStaple } from './analyse-recipe';
import type { PantryItem } from './pantry';
import { DIFFICULTIES } from './recipe-schema';
import { scaleLine } from './scale-line';
import { drawFrom, type Source, type Supplies } from './supplies';
import type { FoodKnowledge, PlanOptions, Recipe } from './types';

/** Objective value lost per gram that must be bought (staples excluded); a used gram is worth 1 + urgency. */
export const EXTRA_PURCHASE_COST = 0.25;
/** A gram of a stand-in (creme fraiche for sour cream) is worth this much less than the exact ingredient. */
export const SUBSTITUTE_PENALTY = 0.15;

/** Objective value of one gram of a recipe ingredient taken from this source. */
export function sourceValue(source: Source): number {
  return source.item.weight + EXTRA_PURCHASE_COST - (source.substitute ? SUBSTITUTE_PENALTY : 0);
}
/**
 * Charging for grams bought alone favours tiny dishes (a 60 kcal miso soup as breakfast). Below these calories per
 * serving a recipe is a light meal, and each missing kcal per person costs LIGHT_MEAL_COST.
 */
const MEAL_KCAL = { breakfast: 250, lunch: 300, dinner: 350, snack: 0 } as const;
const LIGHT_MEAL_COST = 0.5;

/** A recipe ingredient that something bought can provide. */
export interface SuppliedLine {
  ingredient: string;
  /** Grams the household's portion needs. */
  grams: number;
  sources: readonly Source[];
}

/** A recipe that passed the hard constraints, with its quantities scaled (and rounded) to the household. */
export interface Candidate {
  recipe: Recipe;
  /** Grams of each ingredient for the whole household. */
  grams: ReadonlyMap<string, number>;
  /** Ingredients that purchases can provide, directly or through a stand-in. */
  supplied: SuppliedLine[];
  /** The purchased items it can draw on. */
  items: PantryItem[];
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

export function toCandidate(recipe: Recipe, supplies: Supplies, household: number, food: FoodKnowledge): Candidate {
  const factor = household / recipe.servings;
  const grams = new Map<string, number>();
  for (const line of recipe.ingredients) grams.set(line.ingredient, (grams.get(line.ingredient) ?? 0) + scaleLine(line, factor).grams);
  const supplied: SuppliedLine[] = [];
  const items = new Set<PantryItem>();
  let nonStapleGrams = 0;
  for (const [id, g] of grams) {
    const sources = supplies.get(id);
    if (sources) {
      supplied.push({ ingredient: id, grams: g, sources });
      for (const source of sources) items.add(source.item);
    }
    if (!isPantryStaple(food.getIngredient(id), id)) nonStapleGrams += g;
  }
  const missingKcal = Math.max(0, MEAL_KCAL[recipe.meal_type] - recipe.nutritional_info.calories);
  const fixedCost = EXTRA_PURCHASE_COST * nonStapleGrams + LIGHT_MEAL_COST * missingKcal * household;
  return { recipe, grams, supplied, items: [...items], nonStapleGrams, fixedCost };
}

/**
 * Value of what the recipe would take on `day` from `remaining` (grams left per purchased item), each line from its
 * sources in order as the allocation does. With `commit` the grams are taken from `remaining`.
 */
export function drawValue(candidate: Candidate, day: number, remaining: Map<string, number>, commit = false): number {
  const left = commit ? remaining : new Map(candidate.items.map((i) => [i.ingredient, remaining.get(i.ingredient) ?? 0]));
  let value = 0;
  for (const line of candidate.supplied) {
    drawFrom(line.sources, line.grams, day, left, (source, g) => {
      value += sourceValue(source) * g;
    });
  }
  return value;
}

/** Value of a recipe on its own: what it would use of the purchase (if cooked before anything spoils) minus its fixed cost. */
export function standaloneScore(candidate: Candidate): number {
  return drawValue(candidate, 1, new Map(candidate.items.map((i) => [i.ingredient, i.grams]))) - candidate.fixedCost;
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
