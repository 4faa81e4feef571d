import type { ScheduledMeal } from './allocate';
import { drawValue, newTally, purchaseKey, type Candidate, type Tally, type Valuation } from './candidates';
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
  const drawValues = new DrawValues(pool, valuation);

  for (let day = 1; day <= days; day++) {
    for (const item of pantry.items) if (item.goodThroughDay === day - 1) drawValues.forgetItem(item.ingredient);
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
        let value = drawValues.of(c, day, tally) - c.fixedCost;
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
      const leftBefore = best.items.map((item) => tally.remaining.get(item.ingredient));
      const listedBefore = tally.toBuy.size;
      drawValue(best, day, tally, true);
      // Items the pick drew on (their grams left changed) and purchases it was the first to need.
      for (const [i, item] of best.items.entries()) if (tally.remaining.get(item.ingredient) !== leftBefore[i]) drawValues.forgetItem(item.ingredient);
      for (const key of [...tally.toBuy].slice(listedBefore)) drawValues.forgetPurchase(key);
      const main = best.recipe.main_ingredient;
      todaysMains.add(main);
      mainCount.set(main, (mainCount.get(main) ?? 0) + 1);
      cuisineCount.set(best.recipe.cuisine_type, (cuisineCount.get(best.recipe.cuisine_type) ?? 0) + 1);
      schedule.push({ day, meal, recipe: best.recipe });
    }
  }
  return schedule;
}

/**
 * drawValue per recipe, kept between slots: it only changes when a pick takes from one of the recipe's items or puts
 * one of its purchases on the list first, or when one of its items spoils (the pass values every recipe at every slot).
 */
class DrawValues {
  private readonly known = new Map<Candidate, number>();
  private readonly byItem = new Map<string, Candidate[]>();
  private readonly byPurchase = new Map<string, Candidate[]>();

  constructor(pool: readonly Candidate[], valuation: Valuation | undefined) {
    const add = (index: Map<string, Candidate[]>, key: string, c: Candidate) => {
      const list = index.get(key);
      if (list) list.push(c);
      else index.set(key, [c]);
    };
    for (const c of pool) {
      for (const item of c.items) add(this.byItem, item.ingredient, c);
      const purchases = new Set([...c.unsupplied, ...c.supplied.map((line) => line.ingredient)].map((id) => purchaseKey(valuation, id)));
      for (const key of purchases) add(this.byPurchase, key, c);
    }
  }

  of(c: Candidate, day: number, tally: Tally): number {
    let value = this.known.get(c);
    if (value === undefined) {
      value = drawValue(c, day, tally);
      this.known.set(c, value);
    }
    return value;
  }

  forgetItem(ingredient: string): void {
    for (const c of this.byItem.get(ingredient) ?? []) this.known.delete(c);
  }

  forgetPurchase(key: string): void {
    for (const c of this.byPurchase.get(key) ?? []) this.known.delete(c);
  }
}
