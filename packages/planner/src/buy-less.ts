import type { ScheduledMeal } from './allocate';
import { drawValue, purchaseKey, type Candidate } from './candidates';
import { withRecipe } from './leftovers';
import { planValue, type SwapPassInput } from './plan-value';
import { slotAccepts } from './slots';

/** Swaps made at most: each one needs fewer purchases in its slot than the recipe it replaces. */
const MAX_SWAPS = 6;
/** Recipes tried in the whole plan per slot: the best by what they would add to the rest of it. */
const TRIED_PER_SLOT = 8;

/**
 * Shares purchases between meals once the plan's shape is known. The solver plans a lunch for every day, but cook
 * once, eat twice then serves some lunches from doubled dinners: the solver chose recipes to share purchases with
 * lunches that are no longer cooked, and a plan may still send its cook out for two things one dinner needs alone.
 * Each round looks at every cooked slot whose recipe alone needs some purchases (a doubled dinner keeps its leftover
 * lunch), ranks the recipes not in the plan that need fewer purchases the rest of the plan does not make by what they
 * would add to the rest, tries the best TRIED_PER_SLOT of them in the whole plan, and keeps the swap that raises the
 * plan's value most (the solver's objective, variety rules included: a purchase saved is worth BUY_ITEM_COST).
 */
export function buyLess(input: SwapPassInput): ScheduledMeal[] {
  const { pantry, days, cuisinesAllowed, candidateOf, valuation } = input;
  const value = (plan: readonly ScheduledMeal[]) => planValue(plan, pantry, candidateOf, { days, cuisinesAllowed, valuation });
  const purchasesOf = new Map(input.pool.map((c) => [c, [...new Set(c.unsupplied.map((id) => purchaseKey(valuation, id)))]]));
  let plan = [...input.schedule];
  let current = value(plan);
  for (let swap = 0; swap < MAX_SWAPS; swap++) {
    const inPlan = new Set(plan.map((m) => m.recipe));
    const cooked = plan.filter((m) => m.meal !== 'snack' && m.leftoversFrom === undefined);
    // How many cooked meals need each purchase on the list.
    const keysOf = (m: ScheduledMeal) => new Set([...candidateOf(m.recipe, m.portions ?? 1).neededGrams.keys()].map((id) => purchaseKey(valuation, id)));
    const needers = new Map<string, number>();
    for (const m of cooked) for (const key of keysOf(m)) if (current.tally.toBuy.has(key)) needers.set(key, (needers.get(key) ?? 0) + 1);
    let best: { plan: ScheduledMeal[]; value: number } | undefined;
    for (const slot of cooked) {
      const meal = slot.meal;
      if (meal === 'snack') continue;
      const alone = [...keysOf(slot)].filter((key) => needers.get(key) === 1);
      if (alone.length === 0) continue;
      // The plan's tally without this slot's own purchases: what a recipe in its place would add, roughly.
      const rest = { ...current.tally, toBuy: new Set([...current.tally.toBuy].filter((key) => !alone.includes(key))) };
      const ranked: { c: Candidate; estimate: number }[] = [];
      for (const c of input.pool) {
        if (inPlan.has(c.recipe) || !slotAccepts(meal, c.recipe.meal_type)) continue;
        if (purchasesOf.get(c)!.filter((key) => !rest.toBuy.has(key)).length >= alone.length) continue;
        ranked.push({ c, estimate: drawValue(c, slot.day, rest) - c.fixedCost });
      }
      ranked.sort((a, b) => b.estimate - a.estimate);
      for (const { c } of ranked.slice(0, TRIED_PER_SLOT)) {
        const trial = withRecipe(plan, slot, c.recipe);
        const v = value(trial).value;
        if (v > (best?.value ?? current.value)) best = { plan: trial, value: v };
      }
    }
    if (!best) break;
    plan = best.plan;
    current = value(plan);
  }
  return plan;
}
