import type { ScheduledMeal } from './allocate';
import { newTally, standaloneScore } from './candidates';
import { withRecipe } from './leftovers';
import { planValue, type SwapPassInput } from './plan-value';
import { slotAccepts } from './slots';

/** Recipes tried per item left to spoil: the best on their own, enough to find one that fits the plan. */
const USERS_PER_ITEM = 6;
/** Grams of a food that goes bad within the plan that are worth one more recipe to eat up. */
const SPOILING_LEFT_G = 100;
/** Swaps made at most: each one rescues an item, and few plans leave more than a couple. */
const MAX_SWAPS = 4;

/**
 * A last look for food the plan leaves: when the solver stops at its time limit (a busy server, a long plan), or
 * when lunches of leftovers leave fewer meals than it counted on, its plan may leave a purchase that one more recipe
 * would have used. For each item that no recipe takes, and each food that goes bad within the plan with at least
 * SPOILING_LEFT_G left, tries the recipes that can use it in every slot it fits before the item spoils (a lunch of
 * leftovers included: it is then cooked, its dinner for the household only), and keeps the swap that raises the
 * plan's value most (the same value the solver maximises, variety rules included).
 */
export function useItUp(input: SwapPassInput): ScheduledMeal[] {
  const { pantry, days, cuisinesAllowed, candidateOf, valuation } = input;
  const value = (plan: readonly ScheduledMeal[]) => planValue(plan, pantry, candidateOf, { days, cuisinesAllowed, valuation });
  let plan = [...input.schedule];
  let current = value(plan);
  const untouched = newTally(pantry, valuation);
  for (let swap = 0; swap < MAX_SWAPS; swap++) {
    const inPlan = new Set(plan.map((m) => m.recipe));
    let best: { plan: ScheduledMeal[]; value: number } | undefined;
    for (const item of pantry.items) {
      const spoils = item.goodThroughDay <= days;
      const spoilsLeft = spoils && (current.tally.remaining.get(item.ingredient) ?? 0) >= SPOILING_LEFT_G;
      if (current.tally.used.has(item.ingredient) && !spoilsLeft) continue;
      // Food that keeps is only worth a swap that sends nobody out for more.
      const purchasesAllowed = spoils ? Infinity : current.tally.toBuy.size;
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
          const result = value(trial);
          if (result.tally.toBuy.size > purchasesAllowed) continue;
          if (result.value > (best?.value ?? current.value)) best = { plan: trial, value: result.value };
        }
      }
    }
    if (!best) break;
    plan = best.plan;
    current = value(plan);
  }
  return plan;
}
