import { defaultContext } from '../packages/planner/src/default-context';
import { parsePlanOptions } from '../packages/planner/src/plan-options';
import { planMealsWith } from '../packages/planner/src/plan-meals';
import { basketPurchases, receiptBaskets } from './planner-baskets';
const ctx = defaultContext();
const SC = [{}, { days: 7, dietary_restrictions: ['vegetarian'], household_size: 4 }, { days: 14, difficulty: 'easy', max_prep_time: 30 }];
const sc = SC[Number(process.argv[2] ?? 0)]!;
const all = new Map<string, number>();
for (const b of receiptBaskets()) {
  const p = await planMealsWith(ctx, basketPurchases(b, '2025-06-02'), parsePlanOptions({ ...sc, today: '2025-06-02' } as never));
  const unused = p.metrics.leftovers.filter((l) => l.used_g === 0);
  console.log(b.name.slice(0, 30), unused.map((l) => `${l.ingredient}(${Math.round(l.purchased_g)}g)`).join(' '));
  for (const l of unused) all.set(l.ingredient, (all.get(l.ingredient) ?? 0) + 1);
}
console.log([...all].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}:${v}`).join(' '));
