import type { ScheduledMeal } from './allocate';
import { newTally, standaloneScore, type Candidate, type Valuation } from './candidates';
import { withRecipe } from './leftovers';
import type { Pantry } from './pantry';
import { planValue, type CandidateOf } from './plan-value';
import { slotAccepts } from './slots';

/** Recipes tried per item left to spoil: the best on their own, enough to find one that fits the plan. */
const USERS_PER_ITEM = 6;
/** Swaps made at most: each one rescues an item, and few plans leave more than a couple. */
const MAX_SWAPS = 4;

export interface UseItUpInput {
  schedule: readonly ScheduledMeal[];
  /** Every meal recipe the plan may use. */
  pool: readonly Candidate[];
  pantry: Pantry;
  days: number;
  cuisinesAllowed: number;
  candidateOf: CandidateOf;
  valuation?: Valuation;
}

/**
 * A last look for food the plan lets spoil untouched: when the solver stops at its time limit (a busy server, a long
 * plan) its plan may leave a purchase that one more recipe would have used. For each item that goes bad within the
 * plan and that no recipe takes, tries the recipes that can use it in every slot it fits before the item spoils, and
 * keeps the swap that raises the plan's value most (the same value the solver maximises, variety rules included).
 */
export function useItUp(input: UseItUpInput): ScheduledMeal[] {
  const { pantry, days, cuisinesAllowed, candidateOf, valuation } = input;
  const value = (plan: readonly ScheduledMeal[]) => planValue(plan, pantry, candidateOf, { days, cuisinesAllowed, valuation });
  let plan = [...input.schedule];
  let current = value(plan);
  const untouched = newTally(pantry, valuation);
  for (let swap = 0; swap < MAX_SWAPS; swap++) {
    const inPlan = new Set(plan.map((m) => m.recipe));
    let best: { plan: ScheduledMeal[]; value: number } | undefined;
    for (const item of pantry.items) {
      if (item.goodThroughDay > days || current.tally.used.has(item.ingredient)) continue;
      const users = input.pool
        .filter((c) => !inPlan.has(c.recipe) && c.items.includes(item))
        .map((c) => ({ c, score: standaloneScore(c, untouched) }))
        .sort((a, b) => b.score - a.score)
        .slice(0, USERS_PER_ITEM);
      for (const { c } of users) {
        for (const slot of plan) {
          if (slot.meal === 'snack' || slot.day > item.goodThroughDay) continue;
          if (!slotAccepts(slot.meal, c.recipe.meal_type)) continue;
          const trial = withRecipe(plan, slot, c.recipe);
          const v = value(trial).value;
          if (v > (best?.value ?? current.value)) best = { plan: trial, value: v };
        }
      }
    }
    if (!best) break;
    plan = best.plan;
    current = value(plan);
  }
  return plan;
}
