import type { ScheduledMeal } from './allocate';
import { drawValue, type Candidate, type Tally } from './candidates';
import { isSide } from './slots';
import type { FoodKnowledge } from './types';

/** Per day, at most this many snacks and this many sides (each for the whole household), each recipe once a day. */
export const SNACKS_PER_DAY = 2;
export const SIDES_PER_DAY = 2;
const STARCHES = new Set(['grains', 'bakery', 'pasta']);

/** Can every non-staple ingredient of the snack come from what is left and still good on `day`? */
function servedFromPurchase(candidate: Candidate, day: number, tally: Tally): boolean {
  if (candidate.unsupplied.length > 0) return false;
  return candidate.supplied.every((line) => {
    if (!candidate.nonStaple.has(line.ingredient)) return true;
    const available = line.sources
      .filter((s) => s.item.goodThroughDay >= day)
      .reduce((sum, s) => sum + (tally.remaining.get(s.item.ingredient) ?? 0), 0);
    return available >= line.grams;
  });
}

/**
 * Snacks and sides that eat what the meals leave of ready-to-eat purchases (fruit, yogurt, bread, cheese, juice,
 * kimchi...), day by day before it spoils, in household portions. A snack never sends anyone shopping: each one is
 * served wholly from the purchase (pantry staples apart). Each day takes the most valuable snacks first (food that
 * spoils soonest, items not used yet), up to SNACKS_PER_DAY snacks and SIDES_PER_DAY sides of different kinds.
 * `tally` is what the meals left; it is updated.
 */
export function planSnacks(snacks: readonly Candidate[], days: number, tally: Tally, food: FoodKnowledge): ScheduledMeal[] {
  const planned: ScheduledMeal[] = [];
  // Two starchy sides a day (rice and rice, bread and naan) or the same vegetable twice make no sense.
  const kind = (c: Candidate) => {
    const category = food.getIngredient(c.recipe.main_ingredient)?.category;
    return category !== undefined && STARCHES.has(category) ? 'starch' : c.recipe.main_ingredient;
  };
  for (let day = 1; day <= days; day++) {
    const taken = new Set<Candidate>();
    const sideKinds = new Set<string>();
    const room = { snack: SNACKS_PER_DAY, side: SIDES_PER_DAY };
    for (;;) {
      let best: Candidate | undefined;
      let bestValue = 0;
      for (const c of snacks) {
        if (taken.has(c) || room[isSide(c.recipe) ? 'side' : 'snack'] === 0 || !servedFromPurchase(c, day, tally)) continue;
        if (isSide(c.recipe) && sideKinds.has(kind(c))) continue;
        const value = drawValue(c, day, tally) - c.fixedCost;
        if (value > bestValue) {
          bestValue = value;
          best = c;
        }
      }
      if (!best) break;
      taken.add(best);
      if (isSide(best.recipe)) sideKinds.add(kind(best));
      room[isSide(best.recipe) ? 'side' : 'snack']--;
      drawValue(best, day, tally, true);
      planned.push({ day, meal: 'snack', recipe: best.recipe });
    }
  }
  return planned;
}
