import { describe, expect, it } from 'vitest';
import { allocatePlan, countsAsPurchase } from '../src/allocate';
import { analyseRecipe } from '../src/analyse-recipe';
import { toCandidate } from '../src/candidates';
import { catalogue, food } from '../src/default-context';
import { pantryAmount, pantryStandIn } from '../src/pantry-stand-ins';
import { buildPantry } from '../src/pantry';
import { buildSupplies } from '../src/supplies';
import type { Recipe } from '../src/types';

const TODAY = '2025-06-02';
const line = (ingredient: string, grams: number, extra: Partial<Recipe['ingredients'][number]> = {}) => ({
  ingredient,
  quantity: 1,
  unit: 'tsp' as const,
  grams,
  ...extra,
});
const stew = {
  name: 'Bean Stew',
  servings: 4,
  cook_time: 30,
  instructions: ['Cook the garlic in the oil for 1 minute.', 'Add the beans, thyme, dill, basil, parsley and cilantro and simmer for 20 minutes.'],
};

describe('pantry stand-ins for fresh seasonings', () => {
  it('dried herbs at a third, garlic powder at 1/8 tsp a clove, only where cooked in', () => {
    expect(pantryStandIn(stew, line('thyme', 2.4), food)?.ingredient).toBe('dried-thyme');
    expect(pantryStandIn(stew, line('garlic', 6, { unit: 'clove', quantity: 2 }), food)?.ingredient).toBe('garlic-powder');
    // 1 tbsp fresh thyme (3 tsp) is 1 tsp dried; 2 cloves are 1/4 tsp garlic powder.
    const thyme = pantryStandIn(stew, line('thyme', 2.4), food)!;
    expect(pantryAmount(thyme, 2.4, food)).toMatchObject({ quantity: 1, unit: 'tsp' });
    const garlic = pantryStandIn(stew, line('garlic', 6, { unit: 'clove', quantity: 2 }), food)!;
    expect(pantryAmount(garlic, 6, food)).toMatchObject({ quantity: 0.25, unit: 'tsp' });
    // Named in the dish, eaten raw, more than seasoning, a garnish, or no dried form: the fresh food.
    expect(pantryStandIn({ ...stew, name: 'Garlic Butter Beans' }, line('garlic', 6), food)).toBeUndefined();
    expect(pantryStandIn({ ...stew, name: 'Bean Stew with Fresh Herbs' }, line('dill', 2), food)).toBeUndefined();
    expect(pantryStandIn({ ...stew, cook_time: 0 }, line('basil', 2), food)).toBeUndefined();
    // Named only where it goes on raw: basil torn over at the end, garlic mixed into a dressing.
    expect(pantryStandIn({ ...stew, instructions: ['Bake the beans for 20 minutes.', 'Tear the basil over and serve.'] }, line('basil', 2), food)).toBeUndefined();
    expect(pantryStandIn({ ...stew, instructions: ['Simmer the beans.', 'Mix the garlic with the oil and vinegar.'] }, line('garlic', 3), food)).toBeUndefined();
    expect(pantryStandIn(stew, line('parsley', 60), food)).toBeUndefined();
    expect(pantryStandIn(stew, line('parsley', 4, { optional: true }), food)).toBeUndefined();
    expect(pantryStandIn(stew, line('cilantro', 4), food)).toBeUndefined();
  });

  it('never breaks a diet a recipe holds', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const recipe of catalogue().recipes) {
      recipe.ingredients.forEach((l, index) => {
        const standIn = pantryStandIn(recipe, l, food);
        if (!standIn) return;
        checked++;
        const dried = pantryAmount(standIn, l.grams, food);
        const ingredients = recipe.ingredients.map((x, i) =>
          i === index ? { ...x, ingredient: standIn.ingredient, quantity: dried.quantity, unit: dried.unit as typeof x.unit, grams: dried.grams } : x,
        );
        const diets = analyseRecipe({ ...recipe, ingredients }, food).recipe?.diets ?? [];
        for (const diet of recipe.diets) if (!diets.includes(diet)) broken.push(`${recipe.slug}: ${standIn.ingredient} breaks ${diet}`);
      });
    }
    expect(checked).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });

  it('uses what was bought, else reads as the dried form, a staple that is not a purchase', () => {
    const recipe = catalogue().recipes.find(
      (r) => r.meal_type === 'dinner' && r.ingredients.filter((l) => pantryStandIn(r, l, food)?.ingredient === 'dried-thyme').length === 1,
    )!;
    expect(recipe).toBeDefined();
    const schedule = [{ day: 1, meal: 'dinner' as const, recipe }];
    const wanted = recipe.ingredients.map((l) => l.ingredient);

    const none = buildPantry([], TODAY, food);
    const plain = allocatePlan(schedule, none, buildSupplies(none, wanted, food, []), 2, food, 1);
    const lines = plain.recipes[0]!.ingredients;
    expect(lines.some((l) => l.ingredient === 'thyme')).toBe(false);
    const dried = lines.find((l) => l.ingredient === 'dried-thyme' && l.note === 'in place of fresh thyme');
    expect(dried?.unit).toMatch(/tsp|pinch/);
    expect(plain.metrics.shopping_list.find((s) => s.ingredient === 'dried-thyme')?.pantry_staple).toBe(true);
    expect(plain.metrics.shopping_list.filter(countsAsPurchase).some((s) => s.ingredient === 'thyme')).toBe(false);
    // The planner's objective does not count it as something to buy.
    expect(toCandidate(recipe, new Map(), 2, food).nonStaple.has('thyme')).toBe(false);

    const bought = buildPantry([{ ingredient: 'thyme', quantity: 30, unit: 'g', purchased_on: TODAY }], TODAY, food);
    const fresh = allocatePlan(schedule, bought, buildSupplies(bought, wanted, food, []), 2, food, 1);
    const thyme = fresh.recipes[0]!.ingredients.find((l) => l.ingredient === 'thyme');
    expect(thyme?.from_purchase_g).toBeGreaterThan(0);
    expect(fresh.recipes[0]!.ingredients.some((l) => l.ingredient === 'dried-thyme')).toBe(false);
  });
});
