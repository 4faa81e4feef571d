import type { ScheduledMeal } from './allocate';
import { EXTRA_PURCHASE_COST, type Candidate } from './candidates';
import type { Pantry } from './pantry';
import { slotAccepts } from './slots';
import { PLAN_MEALS } from './types';
import { CUISINE_PENALTY, MAIN_REPEAT_PENALTY, cuisineCap, mainIngredientCap } from './variety';

/**
 * Fills the slots in calendar order, each with the unused recipe that adds most value right now:
 * what it uses of the purchase that is still good that day, less its fixed cost and the variety penalties.
 * Myopic but fast; it seeds the MIP and answers when the solver cannot. Assumes the pool passed assertFeasible.
 */
export function greedySchedule(pool: readonly Candidate[], pantry: Pantry, days: number, cuisinesAllowed: number): ScheduledMeal[] {
  const remaining = new Map(pantry.items.map((item) => [item.ingredient, item.grams]));
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
        let value = -c.fixedCost;
        for (const { item, grams } of c.pantryUse) {
          if (day > item.goodThroughDay) continue;
          value += (item.weight + EXTRA_PURCHASE_COST) * Math.min(grams, remaining.get(item.ingredient) ?? 0);
        }
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
      for (const { item, grams } of best.pantryUse) {
        if (day <= item.goodThroughDay) {
          remaining.set(item.ingredient, Math.max(0, (remaining.get(item.ingredient) ?? 0) - grams));
        }
      }
      const main = best.recipe.main_ingredient;
      todaysMains.add(main);
      mainCount.set(main, (mainCount.get(main) ?? 0) + 1);
      cuisineCount.set(best.recipe.cuisine_type, (cuisineCount.get(best.recipe.cuisine_type) ?? 0) + 1);
      schedule.push({ day, meal, recipe: best.recipe });
    }
  }
  return schedule;
}
