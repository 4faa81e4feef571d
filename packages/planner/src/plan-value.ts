import type { ScheduledMeal } from './allocate';
import { drawValue, newTally, type Candidate, type Tally, type Valuation } from './candidates';
import type { Pantry } from './pantry';
import type { Recipe } from './types';
import { CUISINE_PENALTY, MAIN_REPEAT_PENALTY, cuisineCap, mainIngredientCap } from './variety';

/** Candidates by recipe and portions (1: the household, 2: twice it, 0.5: half of it), built on first need. */
export type CandidateOf = (recipe: Recipe, portions: number) => Candidate;

/** Cooking order for the allocation: meals before snacks, then by day and meal. */
export function cookingOrder(a: ScheduledMeal, b: ScheduledMeal): number {
  const rank = (m: ScheduledMeal) => ['breakfast', 'lunch', 'dinner', 'snack'].indexOf(m.meal);
  return Number(a.meal === 'snack') - Number(b.meal === 'snack') || a.day - b.day || rank(a) - rank(b);
}

/**
 * The objective's value of a whole schedule, simulated as the allocation hands food out (meals first, day by day):
 * food used weighted by urgency, items used, less items to buy and fixed costs. Returns the tally it ends with.
 */
export function scheduleValue(
  schedule: readonly ScheduledMeal[],
  pantry: Pantry,
  candidateOf: CandidateOf,
  valuation?: Valuation,
): { value: number; tally: Tally } {
  const tally = newTally(pantry, valuation);
  let value = 0;
  for (const meal of [...schedule].sort(cookingOrder)) {
    if (meal.leftoversFrom !== undefined) continue;
    const candidate = candidateOf(meal.recipe, meal.portions ?? 1);
    value += drawValue(candidate, meal.day, tally, true) - candidate.fixedCost;
  }
  return { value, tally };
}

/** The soft variety rules' cost of a schedule of cooked meals, as the MIP charges it (variety.ts). */
function varietyCost(schedule: readonly ScheduledMeal[], days: number, cuisinesAllowed: number): number {
  const mains = new Map<string, number>();
  const cuisines = new Map<string, number>();
  for (const { recipe } of schedule) {
    mains.set(recipe.main_ingredient, (mains.get(recipe.main_ingredient) ?? 0) + 1);
    cuisines.set(recipe.cuisine_type, (cuisines.get(recipe.cuisine_type) ?? 0) + 1);
  }
  const over = (counts: Map<string, number>, cap: number) => [...counts.values()].reduce((sum, n) => sum + Math.max(0, n - cap), 0);
  return over(mains, mainIngredientCap(days)) * MAIN_REPEAT_PENALTY + over(cuisines, cuisineCap(days, cuisinesAllowed)) * CUISINE_PENALTY;
}

/** How the whole plan scores: `scheduleValue` less the variety rules' cost, for comparing one-recipe-a-slot schedules. */
export function planValue(
  schedule: readonly ScheduledMeal[],
  pantry: Pantry,
  candidateOf: CandidateOf,
  settings: { days: number; cuisinesAllowed: number; valuation?: Valuation },
): { value: number; tally: Tally } {
  const { value, tally } = scheduleValue(schedule, pantry, candidateOf, settings.valuation);
  return { value: value - varietyCost(schedule, settings.days, settings.cuisinesAllowed), tally };
}

/** What the passes that swap recipes into a finished plan (buy-less.ts, use-it-up.ts) work on. */
export interface SwapPassInput {
  schedule: readonly ScheduledMeal[];
  /** Every meal recipe the plan may use. */
  pool: readonly Candidate[];
  pantry: Pantry;
  days: number;
  cuisinesAllowed: number;
  candidateOf: CandidateOf;
  valuation?: Valuation;
}
