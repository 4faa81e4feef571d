import { isPantryStaple } from './analyse-recipe';
import { pantryStandIn } from './pantry-stand-ins';
import type { Pantry, PantryItem } from './pantry';
import { isRejected } from './preferences';
import { DIFFICULTIES } from './recipe-schema';
import { scaleLine } from './scale-line';
import { drawFrom, type Source, type Supplies } from './supplies';
import type { FoodKnowledge, PlanOptions, Recipe } from './types';

/** Objective value lost per gram that must be bought (staples excluded); a used gram is worth 1 + urgency. */
export const EXTRA_PURCHASE_COST = 0.25;
/**
 * A plan should use every item bought and send its cook shopping for few things: each purchased item the plan uses
 * at all is worth USED_ITEM_VALUE, and each distinct non-staple ingredient on the shopping list costs BUY_ITEM_COST.
 * Using up what was bought comes first (issue 16): one more thing to buy is worth it if it uses up a purchase.
 */
export const USED_ITEM_VALUE = 2250;
export const BUY_ITEM_COST = 1500;
/** A shortfall below this many grams (rounding) puts nothing on the shopping list. */
export const SHORTFALL_G = 0.5;
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
  /** Grams of ingredients that are not pantry staples, bought or not; optional lines apart. */
  nonStapleGrams: number;
  /** Ingredients that are not pantry staples and that some line needs (not only optional lines). */
  nonStaple: ReadonlySet<string>;
  /** Grams of each of `nonStaple` that the recipe's lines that are not optional need. */
  neededGrams: ReadonlyMap<string, number>;
  /** Non-staple ingredients nothing bought can provide: always on the shopping list. */
  unsupplied: string[];
  /**
   * Objective cost of cooking it at all: every non-staple gram as if bought, plus the light-meal charge, less what
   * the user's preferences add (preferences.ts).
   */
  fixedCost: number;
}

/**
 * The hard constraints, recipe by recipe: difficulty, prep time, every diet, and never a recipe the user would not
 * make again. Cuisine preferences are not among them (they rank recipes); meal slots are checked elsewhere.
 */
export function meetsHardConstraints(recipe: Recipe, options: PlanOptions): boolean {
  return (
    DIFFICULTIES.indexOf(recipe.difficulty) <= DIFFICULTIES.indexOf(options.difficulty) &&
    recipe.prep_time <= options.max_prep_time &&
    options.dietary_restrictions.every((diet) => recipe.diets.includes(diet)) &&
    !isRejected(recipe, options)
  );
}

/** The recipe scaled to `servings` (the household, or twice it for a dinner that leaves a lunch), valued for planning. */
export function toCandidate(recipe: Recipe, supplies: Supplies, servings: number, food: FoodKnowledge, bonus = 0): Candidate {
  const factor = servings / recipe.servings;
  const grams = new Map<string, number>();
  const needed = new Map<string, number>();
  for (const line of recipe.ingredients) {
    const g = scaleLine(line, factor).grams;
    grams.set(line.ingredient, (grams.get(line.ingredient) ?? 0) + g);
    // Optional lines and lines the pantry can stand in for (dried thyme for fresh) never send anyone shopping.
    if (!line.optional && !pantryStandIn(recipe, line, food)) needed.set(line.ingredient, (needed.get(line.ingredient) ?? 0) + g);
  }
  const supplied: SuppliedLine[] = [];
  const items = new Set<PantryItem>();
  let nonStapleGrams = 0;
  const neededGrams = new Map<string, number>();
  const unsupplied: string[] = [];
  for (const [id, g] of grams) {
    const sources = supplies.get(id);
    if (sources) {
      supplied.push({ ingredient: id, grams: g, sources });
      for (const source of sources) items.add(source.item);
    }
    const need = needed.get(id);
    if (need === undefined || isPantryStaple(food.getIngredient(id), id)) continue;
    nonStapleGrams += need;
    neededGrams.set(id, need);
    if (!sources) unsupplied.push(id);
  }
  const nonStaple = new Set(neededGrams.keys());
  const missingKcal = Math.max(0, MEAL_KCAL[recipe.meal_type] - recipe.nutritional_info.calories);
  const fixedCost = EXTRA_PURCHASE_COST * nonStapleGrams + LIGHT_MEAL_COST * missingKcal * servings - bonus;
  return { recipe, grams, supplied, items: [...items], nonStapleGrams, nonStaple, neededGrams, unsupplied, fixedCost };
}

/** How one plan values items and purchases beyond the constants. */
export interface Valuation {
  /** What using each item at all is worth when not USED_ITEM_VALUE (items the snacks would use anyway). */
  usedValue?: ReadonlyMap<string, number>;
  /** Ingredients to buy that one purchase covers, mapped to their group's key (supplies.ts shoppingGroups). */
  buyKey?: ReadonlyMap<string, string>;
}

/** The purchase that covers ingredient `id` on the shopping list: its group's key, else the ingredient itself. */
export function purchaseKey(valuation: Valuation | undefined, id: string): string {
  return valuation?.buyKey?.get(id) ?? id;
}

/** What a plan under construction has taken so far: grams left per purchased item, items used, purchases to make. */
export interface Tally extends Valuation {
  remaining: Map<string, number>;
  used: Set<string>;
  /** Keys (buyKey, else the ingredient) of the purchases the plan needs. */
  toBuy: Set<string>;
}

export function newTally(pantry: Pantry, valuation: Valuation = {}): Tally {
  return { ...valuation, remaining: new Map(pantry.items.map((item) => [item.ingredient, item.grams])), used: new Set(), toBuy: new Set() };
}

/**
 * Value of what the recipe would take on `day` from what the tally has left, each line from its sources in order as
 * the allocation does, plus USED_ITEM_VALUE for each purchased item it is the first to use and less BUY_ITEM_COST for
 * each non-staple ingredient it is the first to need from a shop. With `commit` the tally is updated.
 */
export function drawValue(candidate: Candidate, day: number, tally: Tally, commit = false): number {
  const left = commit ? tally.remaining : new Map(candidate.items.map((i) => [i.ingredient, tally.remaining.get(i.ingredient) ?? 0]));
  let value = 0;
  const drawn = new Set<string>();
  const key = (id: string) => purchaseKey(tally, id);
  const missing = new Set(candidate.unsupplied.map(key));
  for (const line of candidate.supplied) {
    const found = drawFrom(line.sources, line.grams, day, left, (source, g) => {
      value += sourceValue(source) * g;
      drawn.add(source.item.ingredient);
    });
    const need = candidate.neededGrams.get(line.ingredient);
    // Optional lines draw on the purchase after the needed ones (as allocate.ts does); only a shortfall of what is
    // needed sends anyone shopping.
    if (need !== undefined && need - found > SHORTFALL_G) missing.add(key(line.ingredient));
  }
  for (const id of drawn) {
    if (tally.used.has(id)) continue;
    value += tally.usedValue?.get(id) ?? USED_ITEM_VALUE;
    if (commit) tally.used.add(id);
  }
  for (const id of missing) {
    if (tally.toBuy.has(id)) continue;
    value -= BUY_ITEM_COST;
    if (commit) tally.toBuy.add(id);
  }
  return value;
}

/**
 * Value of a recipe on its own: what it would use of the purchase (if cooked before anything spoils) minus its costs.
 * `untouched` is newTally of the purchase, made once for many recipes (a trial draw leaves it as it was).
 */
export function standaloneScore(candidate: Candidate, untouched: Tally): number {
  return drawValue(candidate, 1, untouched) - candidate.fixedCost;
}

function byScore(a: { score: number; slug: string }, b: { score: number; slug: string }): number {
  return b.score - a.score || (a.slug < b.slug ? -1 : 1);
}

/**
 * Keeps the model small: the best `perMeal(days)` recipes of each meal type by standalone score.
 * Dinners get twice the room because they may also fill lunch slots.
 */
export function preselect(candidates: readonly Candidate[], days: number, pantry: Pantry, valuation?: Valuation): Candidate[] {
  const perMeal = days + Math.max(days, 10);
  const limits = { breakfast: perMeal, lunch: perMeal, dinner: 2 * perMeal, snack: 0 };
  const untouched = newTally(pantry, valuation);
  const ranked = candidates
    .map((c) => ({ c, score: standaloneScore(c, untouched), slug: c.recipe.slug }))
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
