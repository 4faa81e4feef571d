import type { ScheduledMeal } from './allocate';
import { drawValue, newTally, type Candidate, type Valuation } from './candidates';
import type { Pantry } from './pantry';
import { slotAccepts } from './slots';
import { PLAN_MEALS } from './types';
import { CUISINE_PENALTY, MAIN_REPEAT_PENALTY, cuisineCap, mainIngredientCap } from './variety';

/**
 * Fills the slots in calendar order, each with the unused recipe that adds most value right now:
 * what it takes of the purchase still good that day (exact items first, then stand-ins) and the items it is the first
 * to use, less what it adds to the shopping list, its fixed cost and the variety penalties.
 * Myopic but fast; it seeds the MIP and answers when the solver cannot. Assumes the pool passed assertFeasible.
 */
export function greedySchedule(
  pool: readonly Candidate[],
  pantry: Pantry,
  days: number,
  cuisinesAllowed: number,
  valuation?: Valuation,
): ScheduledMeal[] {
  const tally = newTally(pantry, valuation);
  const used = new Set<Candidate>();
  const mainCount = new Map<string, number>();
  const cuisineCount = new Map<string, number>();
  const mainCap = mainIngredientCap(days);
  const perCuisine = cuisineCap(days, cuisinesAllowed);
  let dinnersLeft = pool.filter((c) => c.recipe.meal_type === 'dinner').length;
  const schedule: ScheduledMeal[] = [];

  for (let day = 1; day <= days; day++) {
    const todaysMains = new Set<string>();
    for (const meal of PLAN_MEALS) {
      // Keep enough dinner recipes for the dinner slots still ahead, today's included.
      const dinnerSlotsAhead = days - day + 1;
      let best: Candidate | undefined;
      let bestValue = -Infinity;
      for (const c of pool) {
        const { recipe } = c;
        if (used.has(c) || !slotAccepts(meal, recipe.meal_type)) continue;
        if (meal === 'lunch' && recipe.meal_type === 'dinner' && dinnersLeft <= dinnerSlotsAhead) continue;
        let value = drawValue(c, day, tally) - c.fixedCost;
        if ((mainCount.get(recipe.main_ingredient) ?? 0) >= mainCap) value -= MAIN_REPEAT_PENALTY;
        if (todaysMains.has(recipe.main_ingredient)) value -= MAIN_REPEAT_PENALTY;
        if ((cuisineCount.get(recipe.cuisine_type) ?? 0) >= perCuisine) value -= CUISINE_PENALTY;
        if (value > bestValue) {
          bestValue = value;
          best = c;
        }
      }
      if (!best) throw new Error(`no recipe left for day ${day} ${meal}; call assertFeasible first`);
      used.add(best);
      if (best.recipe.meal_type === 'dinner') dinnersLeft--;
      drawValue(best, day, tally, true);
      const main = best.recipe.main_ingredient;
      todaysMains.add(main);
      mainCount.set(main, (mainCount.get(main) ?? 0) + 1);
      cuisineCount.set(best.recipe.cuisine_type, (cuisineCount.get(best.recipe.cuisine_type) ?? 0) + 1);
      schedule.push({ day, meal, recipe: best.recipe });
    }
  }
  return schedule;
}
