// Kitchen benchmark: npm run bench:kitchen
// Two simulated weeks per pair of typical baskets from one country (bench/planner-baskets.ts, the planner benchmark's): the first basket is
// stocked on day 1 and the second on day 8 with the kitchen's rules (usual place, use-by from FoodKeeper), a 7-day plan
// is made each shopping day, every recipe is cooked on its day from the stock (stock-draw.ts: earliest use-by first,
// never more than is there), and whatever passes its use-by is thrown away. Planned two ways: from the whole kitchen
// (the second week also sees what the first left), and from each receipt alone. Prints the share of the food bought
// that was cooked, thrown away, or is still good after the two weeks.
import { planMeals, type MealPlan, type Purchase } from '@forkcast/planner';
import { drawFromLots, recipeNeeds, type Lot } from '../apps/server/src/modules/kitchen/stock-draw';
import { addDays, lotGrams, newLotDates } from '../apps/server/src/modules/kitchen/stock-rules';
import { BASKETS, basketPurchases, type Basket } from './planner-baskets';

const START = '2025-06-02';
const WEEK = 7;
type Mode = 'kitchen' | 'receipt';

interface Outcome {
  bought: number;
  cooked: number;
  thrown: number;
  left: number;
}

async function simulate(first: Basket, second: Basket, mode: Mode): Promise<Outcome> {
  const lots: Array<Lot & { purchasedOn: string }> = [];
  const outcome: Outcome = { bought: 0, cooked: 0, thrown: 0, left: 0 };
  const grams = (lot: Lot) => lotGrams(lot.ingredient, lot.quantity, lot.unit) ?? 0;

  for (const [week, basket] of [first, second].entries()) {
    const today = addDays(START, week * WEEK);
    const bought = basketPurchases(basket, today);
    for (const [i, item] of bought.entries()) {
      const lot = { id: `${week}-${i}`, ingredient: item.ingredient, quantity: item.quantity, unit: item.unit, purchasedOn: today, useBy: newLotDates(item.ingredient, today, {}).useBy };
      outcome.bought += grams(lot);
      lots.push(lot);
    }
    const purchases: Purchase[] =
      mode === 'receipt'
        ? bought
        : lots
            .filter((lot) => lot.quantity > 0 && lot.useBy >= today)
            .map((lot) => ({ ingredient: lot.ingredient, quantity: lot.quantity, unit: lot.unit, purchased_on: lot.purchasedOn, use_by: lot.useBy }));
    const plan: MealPlan = await planMeals(purchases, { days: WEEK, household_size: 2, difficulty: 'medium', max_prep_time: 60, today });

    for (let day = 1; day <= WEEK; day++) {
      const date = addDays(today, day - 1);
      for (const recipe of plan.recipes.filter((r) => r.day_number === day)) {
        const { draws } = drawFromLots(recipeNeeds(recipe.ingredients), lots, date);
        for (const draw of draws) {
          const lot = lots.find((l) => l.id === draw.lotId)!;
          lot.quantity = Math.max(0, lot.quantity - draw.quantity);
          outcome.cooked += draw.grams;
        }
      }
      // At the end of the day, what is past its use-by goes in the bin.
      for (const lot of lots.filter((l) => l.quantity > 0 && l.useBy <= date)) {
        outcome.thrown += grams(lot);
        lot.quantity = 0;
      }
    }
  }
  outcome.left = lots.reduce((sum, lot) => sum + grams(lot), 0);
  return outcome;
}

// Consecutive baskets of one kind of shop from the same country make a pair (a first and a second week's shopping).
const pairs = BASKETS.flatMap((basket, i) => {
  const next = BASKETS[i + 1];
  return next && i % 2 === 0 && next.region === basket.region && next.name.slice(0, 2) === basket.name.slice(0, 2) ? [[basket, next] as const] : [];
});
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`;
const totals: Record<Mode, Outcome> = { kitchen: { bought: 0, cooked: 0, thrown: 0, left: 0 }, receipt: { bought: 0, cooked: 0, thrown: 0, left: 0 } };

console.log('## Two weeks of plans from typical receipts: what became of the food bought (by weight)\n');
console.log('Household 2, difficulty up to medium, prep <= 60 min; 7-day plans made on days 1 and 8; cooked as planned.\n');
console.log('| baskets (week 1, week 2) | bought | cooked: kitchen / receipt alone | thrown away: kitchen / receipt alone | still good on day 15: kitchen / receipt alone |');
console.log('|---|---|---|---|---|');
for (const [a, b] of pairs) {
  const kitchen = await simulate(a, b, 'kitchen');
  const alone = await simulate(a, b, 'receipt');
  for (const key of ['bought', 'cooked', 'thrown', 'left'] as const) {
    totals.kitchen[key] += kitchen[key];
    totals.receipt[key] += alone[key];
  }
  console.log(
    `| ${a.name} + ${b.name} | ${(kitchen.bought / 1000).toFixed(1)} kg | ${pct(kitchen.cooked, kitchen.bought)} / ${pct(alone.cooked, alone.bought)} | ` +
      `${pct(kitchen.thrown, kitchen.bought)} / ${pct(alone.thrown, alone.bought)} | ${pct(kitchen.left, kitchen.bought)} / ${pct(alone.left, alone.bought)} |`,
  );
}
const k = totals.kitchen;
const r = totals.receipt;
console.log(
  `| **all ${pairs.length} pairs** | ${(k.bought / 1000).toFixed(1)} kg | **${pct(k.cooked, k.bought)}** / ${pct(r.cooked, r.bought)} | ` +
    `**${pct(k.thrown, k.bought)}** / ${pct(r.thrown, r.bought)} | ${pct(k.left, k.bought)} / ${pct(r.left, r.bought)} |`,
);
