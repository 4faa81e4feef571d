import { getIngredient } from '@forkcast/food';
import { describe, expect, it } from 'vitest';
import { planMeals, type Purchase } from '../src';
import { allocatePlan, countsAsPurchase } from '../src/allocate';
import { USED_ITEM_VALUE, toCandidate } from '../src/candidates';
import { catalogue, food } from '../src/default-context';
import { buildPantry } from '../src/pantry';
import { SNACKABLE_USE_SHARE, snackUsedValues } from '../src/snacks';
import { canStandIn } from '../src/substitutes';
import { buildSupplies, shoppingGroups } from '../src/supplies';
import type { Recipe } from '../src/types';

const TODAY = '2025-06-02';
const buy = (ingredient: string, quantity: number, unit = 'g'): Purchase => ({ ingredient, quantity, unit, purchased_on: TODAY });

describe('one purchase for ingredients that stand in for each other', () => {
  it('groups mutual stand-ins only, under the plan diets', () => {
    const ids = ['white-rice', 'jasmine-rice', 'egg', 'onion', 'red-onion', 'green-onion', 'penne', 'gluten-free-pasta'];
    const key = shoppingGroups(ids, food, []);
    const of = (id: string) => key.get(id) ?? id;
    expect(of('white-rice')).toBe(of('jasmine-rice'));
    expect(of('onion')).toBe(of('red-onion'));
    expect(of('green-onion')).not.toBe(of('onion'));
    expect(of('egg')).toBe('egg');
    // Gluten-free pasta may stand in for penne, not the reverse: two purchases.
    expect(of('penne')).not.toBe(of('gluten-free-pasta'));
  });

  it('lists them once, with the grams of every line it covers, and counts one thing to buy', () => {
    const needs = (id: string) => (r: Recipe) => r.meal_type !== 'snack' && r.ingredients.some((l) => l.ingredient === id && !l.optional);
    const white = catalogue().recipes.find(needs('white-rice'))!;
    const jasmine = catalogue().recipes.find((r) => needs('jasmine-rice')(r) && !needs('white-rice')(r))!;
    const pantry = buildPantry([], TODAY, food);
    const schedule = [
      { day: 1, meal: 'lunch' as const, recipe: white },
      { day: 1, meal: 'dinner' as const, recipe: jasmine },
    ];
    const apart = allocatePlan(schedule, pantry, new Map(), 2, food, 1);
    const key = shoppingGroups(['white-rice', 'jasmine-rice'], food, []);
    const together = allocatePlan(schedule, pantry, new Map(), 2, food, 1, key);
    const isRice = (id: string) => id === 'white-rice' || id === 'jasmine-rice';
    const rice = (list: typeof apart.metrics.shopping_list) => list.filter((s) => isRice(s.ingredient));
    expect(rice(apart.metrics.shopping_list)).toHaveLength(2);
    const [entry, ...others] = rice(together.metrics.shopping_list);
    expect(others).toEqual([]);
    expect(countsAsPurchase(entry!)).toBe(true);
    expect(together.metrics.items_to_buy).toBe(apart.metrics.items_to_buy - 1);
    const other = entry!.ingredient === 'white-rice' ? 'jasmine-rice' : 'white-rice';
    expect(entry!.also_for).toEqual([{ ingredient: other, name: getIngredient(other)!.name }]);
    const lacking = together.recipes.flatMap((r) => r.ingredients).filter((l) => isRice(l.ingredient));
    expect(entry!.grams).toBe(Math.ceil(lacking.reduce((s, l) => s + l.to_buy_g, 0) - 1e-6));
  });

  it('a plan from a basket that cooks nothing asks for no two things that would do for each other', async () => {
    const plan = await planMeals([buy('chocolate-candy-bar', 2, 'each'), buy('gummy-candy', 1, 'each')], { days: 3, today: TODAY });
    const counted = plan.metrics.shopping_list.filter(countsAsPurchase).map((s) => getIngredient(s.ingredient)!);
    for (const a of counted) for (const b of counted) if (a !== b) expect(canStandIn(a, b) && canStandIn(b, a), `${a.id} / ${b.id}`).toBe(false);
    const lines = plan.recipes.flatMap((r) => r.ingredients);
    for (const item of plan.metrics.shopping_list) {
      const covers = new Set([item.ingredient, ...(item.also_for ?? []).map((o) => o.ingredient)]);
      const lacking = lines.filter((l) => covers.has(l.ingredient)).reduce((s, l) => s + l.to_buy_g, 0);
      expect(Math.abs(item.grams - lacking), item.ingredient).toBeLessThanOrEqual(1);
    }
  });
});

describe('items the snacks would use anyway', () => {
  it('are worth less to the meals: fruit and yogurt a snack eats as bought, not raw chicken', () => {
    const pantry = buildPantry([buy('apple', 6, 'each'), buy('greek-yogurt', 900), buy('chicken-breast', 900)], TODAY, food, 3);
    const snacks = catalogue().recipes.filter((r) => r.meal_type === 'snack');
    const supplies = buildSupplies(pantry, snacks.flatMap((r) => [...r.grams_per_serving.keys()]), food, []);
    const portion = (recipe: Recipe, portions: number) => toCandidate(recipe, supplies, 2 * portions, food);
    const values = snackUsedValues(snacks, 2, portion, 3, pantry, food);
    expect(values.get('apple')).toBe(SNACKABLE_USE_SHARE * USED_ITEM_VALUE);
    expect(values.get('greek-yogurt')).toBe(SNACKABLE_USE_SHARE * USED_ITEM_VALUE);
    expect(values.has('chicken-breast')).toBe(false);
  });
});
