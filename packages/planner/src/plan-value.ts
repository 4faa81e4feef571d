import type { ScheduledMeal } from './allocate';
import { drawValue, newTally, type Candidate, type Tally, type Valuation } from './candidates';
import type { Pantry } from './pantry';
import type { Recipe } from './types';

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
