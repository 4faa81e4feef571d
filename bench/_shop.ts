import { countsAsPurchase } from '../packages/planner/src/allocate';
import { defaultContext } from '../packages/planner/src/default-context';
import { parsePlanOptions } from '../packages/planner/src/plan-options';
import { planMealsWith } from '../packages/planner/src/plan-meals';
import { BASKETS, basketPurchases } from './planner-baskets';
const ctx = defaultContext();
const sc = Number(process.argv[2] ?? 0);
const SC = [{}, { days: 7, dietary_restrictions: ['vegetarian'], household_size: 4 }, { days: 14, difficulty: 'easy', max_prep_time: 30 }, { days: 5, dietary_restrictions: ['vegan'], cuisine_preferences: ['italian', 'mexican'] }][sc];
const counts = new Map<string, number>();
for (const b of BASKETS) {
  const p = await planMealsWith(ctx, basketPurchases(b, '2025-06-02'), parsePlanOptions({ ...SC, today: '2025-06-02' } as never), { method: 'mip' });
  const list = p.metrics.shopping_list.filter(countsAsPurchase);
  if (process.argv[3]) console.log(b.name, p.recipes.filter((r) => r.meal_type !== 'snack').map((r) => r.slug + '[' + r.ingredients.filter((i) => i.to_buy_g > 0 && !i.optional).map((i) => i.ingredient).join('/') + ']').join(','), '\n   BUY', list.map((s) => s.ingredient).join(', '));
  for (const s of list) counts.set(s.ingredient, (counts.get(s.ingredient) ?? 0) + 1);
}
console.log([...counts].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}:${v}`).join('  '));
