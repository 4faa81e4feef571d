import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../src/catalogue';
import { PlanInfeasibleError } from '../src/infeasibility';
import { buildPantry } from '../src/pantry';
import { parsePlanOptions, PlanInputError, type PlanOptionsInput } from '../src/plan-options';
import { planMealsWith } from '../src/plan-meals';
import { planViolations } from '../src/plan-violations';
import type { Purchase } from '../src/types';
import { testFood, testRecipe } from './fixtures';
import type { Cuisine } from '../src/recipe-schema';

// A synthetic catalogue: every main with every side, as breakfasts, lunches and dinners over three cuisines.
const MAINS: [string, number][] = [['salmon-fillet', 500], ['chicken-breast', 500], ['egg', 400], ['brown-lentil', 250], ['potato', 600]];
const SIDES: [string, number][] = [['baby-spinach', 200], ['tomato', 300], ['white-rice', 250], ['spaghetti', 300]];
const CUISINES: Cuisine[] = ['italian', 'thai', 'french'];
const entries = MAINS.flatMap((main, m) =>
  SIDES.flatMap((side, s) =>
    (['breakfast', 'lunch', 'dinner', 'dinner'] as const).map((meal, k) =>
      testRecipe({
        slug: `${main[0]}-${side[0]}-${meal}-${k}`,
        name: `${main[0]} with ${side[0]} ${meal} ${k}`,
        meal_type: meal,
        cuisine_type: CUISINES[(m + s + k) % 3]!,
        difficulty: k === 3 ? 'hard' : 'easy',
        prep_time: 10 + 10 * s,
        lines: [main, side, ['olive-oil', 20], ['salt', 2]],
      }),
    ),
  ),
);
const catalogue = buildCatalogue([{ file: 'synthetic.json', content: entries }], testFood);
const context = { catalogue, food: testFood };
const TODAY = '2025-03-10';
const buy = (ingredient: string, grams: number, purchased_on = TODAY): Purchase => ({ ingredient, quantity: grams, unit: 'g', purchased_on });

async function plan(purchases: Purchase[], options: Omit<PlanOptionsInput, 'today'>, method: 'mip' | 'greedy' = 'mip', timeLimitMs?: number) {
  const full = { ...options, today: TODAY };
  const result = await planMealsWith(context, purchases, full, { method, timeLimitMs });
  const violations = planViolations(result, parsePlanOptions(full), catalogue, buildPantry(purchases, TODAY, testFood), testFood);
  return { result, violations };
}

describe('planMeals on a synthetic catalogue', () => {
  it('fills every slot once, without repeats or broken constraints', async () => {
    expect(catalogue.problems).toEqual([]);
    const { result, violations } = await plan([buy('salmon-fillet', 600), buy('baby-spinach', 300)], { days: 7 });
    expect(violations).toEqual([]);
    const meals = result.recipes.filter((r) => r.meal_type !== 'snack');
    expect(meals).toHaveLength(21);
    const cooked = meals.filter((r) => r.leftovers_from_day === undefined);
    expect(new Set(cooked.map((r) => r.slug)).size).toBe(cooked.length);
    expect(cooked.length).toBe(21 - result.metrics.leftover_lunches);
    expect(result.solver.method).toBe('mip');
  });

  it('cooks fish before it spoils: salmon bought today is used on day 1 or 2, all of it', async () => {
    const { result, violations } = await plan([buy('salmon-fillet', 500), buy('brown-lentil', 500)], { days: 5, household_size: 4 });
    expect(violations).toEqual([]);
    const salmonDays = result.recipes.filter((r) => r.ingredients.some((i) => i.ingredient === 'salmon-fillet' && i.from_purchase_g > 0)).map((r) => r.day_number);
    expect(salmonDays.length).toBeGreaterThan(0);
    expect(Math.max(...salmonDays)).toBeLessThanOrEqual(2);
    expect(result.metrics.leftovers.find((l) => l.ingredient === 'salmon-fillet')!.used_g).toBe(500);
  });

  it('never draws on food bought so long ago that it has spoiled', async () => {
    // Spinach keeps 5 days; bought 3 days ago it is good through plan day 2.
    const purchases = [buy('baby-spinach', 2000, '2025-03-07')];
    const { result, violations } = await plan(purchases, { days: 7 });
    expect(violations).toEqual([]);
    expect(result.metrics.leftovers[0]!.good_through_day).toBe(2);
    for (const r of result.recipes.filter((x) => x.day_number > 2)) {
      expect(r.ingredients.every((i) => i.from_purchase_g === 0)).toBe(true);
    }
  });

  it('scales every quantity to the household, rounded to 1, 5 or 10 g steps, grams following the rounded amount', async () => {
    const { result } = await plan([], { days: 3, household_size: 3 });
    for (const planned of result.recipes.filter((r) => r.leftovers_from_day === undefined)) {
      const source = catalogue.bySlug.get(planned.slug)!;
      const servings = planned.leftovers_for_day === undefined ? 3 : 6;
      expect(planned.servings).toBe(servings);
      source.ingredients.forEach((line, i) => {
        const scaled = planned.ingredients[i]!;
        const exact = (line.grams * servings) / source.servings;
        expect(Math.abs(scaled.grams - exact)).toBeLessThanOrEqual(exact > 100 ? 5 : 2.5);
        expect(scaled.quantity % (scaled.quantity < 10 ? 1 : scaled.quantity <= 100 ? 5 : 10)).toBe(0);
        expect(scaled.grams).toBeCloseTo((line.grams / line.quantity) * scaled.quantity, 1);
      });
    }
  });

  it('metrics add up: used + leftover = bought, recipe draws = used, shopping list = what recipes lack', async () => {
    const purchases = [buy('chicken-breast', 800), buy('tomato', 1000), buy('white-rice', 2000), buy('egg', 12, TODAY)];
    purchases[3] = { ingredient: 'egg', quantity: 12, unit: 'each', purchased_on: TODAY };
    const { result, violations } = await plan(purchases, { days: 5, household_size: 2 });
    expect(violations).toEqual([]);
    const m = result.metrics;
    for (const l of m.leftovers) {
      expect(l.used_g + l.leftover_g).toBeCloseTo(l.purchased_g, 0);
      const drawn = result.recipes.flatMap((r) => r.ingredients).filter((i) => i.ingredient === l.ingredient).reduce((s, i) => s + i.from_purchase_g, 0);
      expect(drawn).toBeCloseTo(l.used_g, 0);
    }
    expect(m.leftovers.find((l) => l.ingredient === 'egg')!.purchased_g).toBe(600);
    expect(m.used_g / m.purchased_g).toBeCloseTo(m.used_share_by_weight, 3);
    const lacking = result.recipes.flatMap((r) => r.ingredients).reduce((s, i) => s + i.to_buy_g, 0);
    const listed = m.shopping_list.reduce((s, i) => s + i.grams, 0);
    expect(Math.abs(listed - lacking)).toBeLessThan(m.shopping_list.length + 1);
    expect(m.used_share_by_item).toBe(m.leftovers.filter((l) => l.used_g > 0).length / m.leftovers.length);
  });

  it('says which purchases a vegetarian plan rules out and measures the use of the rest', async () => {
    const { result, violations } = await plan([buy('chicken-breast', 500), buy('salmon-fillet', 400), buy('baby-spinach', 300)], {
      days: 3,
      dietary_restrictions: ['vegetarian'],
    });
    expect(violations).toEqual([]);
    const m = result.metrics;
    const ruledOut = Object.fromEntries(m.leftovers.map((l) => [l.ingredient, l.ruled_out_by]));
    expect(ruledOut).toEqual({ 'chicken-breast': ['vegetarian'], 'salmon-fillet': ['vegetarian'], 'baby-spinach': undefined });
    expect(m.used_share_by_item).toBeCloseTo(1 / 3, 4);
    expect(m.used_share_of_allowed_items).toBe(1);
  });

  it('reads the share of allowed items as the share by item when no diet is asked for', async () => {
    const { result } = await plan([buy('chicken-breast', 500), buy('baby-spinach', 300), buy('honey', 2000)], { days: 3 });
    expect(result.metrics.leftovers.every((l) => l.ruled_out_by === undefined)).toBe(true);
    expect(result.metrics.used_share_of_allowed_items).toBe(result.metrics.used_share_by_item);
  });

  it('lists what to buy and what is left in the recipes\' measures: eggs counted, salt in spoons, tomatoes weighed', async () => {
    const eggy = (['breakfast', 'lunch', 'dinner'] as const).flatMap((meal) =>
      [1, 2, 3].map((n) =>
        testRecipe({
          slug: `eggs-${meal}-${n}`,
          name: `Eggs for ${meal} ${n}`,
          meal_type: meal,
          ingredients: [
            { ingredient: 'egg', quantity: 2, unit: 'each', grams: 100 },
            { ingredient: 'tomato', quantity: 400, unit: 'g', grams: 400 },
            { ingredient: 'salt', quantity: 0.5, unit: 'tsp', grams: 3 },
          ],
        }),
      ),
    );
    const small = { catalogue: buildCatalogue([{ file: 'eggs.json', content: eggy }], testFood), food: testFood };
    const purchases: Purchase[] = [{ ingredient: 'egg', quantity: 4, unit: 'each', purchased_on: TODAY }, buy('tomato', 2500)];
    const result = await planMealsWith(small, purchases, { days: 3, household_size: 2, today: TODAY });
    // Nine meals of one egg each for two people, four bought: five to buy, none left.
    const eggs = result.metrics.shopping_list.find((s) => s.ingredient === 'egg')!;
    expect(eggs).toMatchObject({ grams: 250, quantity: 5, unit: 'each' });
    expect(result.metrics.shopping_list.find((s) => s.ingredient === 'salt')).toMatchObject({ unit: 'tsp' });
    expect(result.metrics.leftovers.find((l) => l.ingredient === 'egg')).toMatchObject({ leftover_g: 0, quantity: 0, unit: 'each' });
    // 2500 g bought, 9 x 200 g used.
    expect(result.metrics.leftovers.find((l) => l.ingredient === 'tomato')).toMatchObject({ leftover_g: 700, quantity: 700, unit: 'g' });
  });

  it('uses at least as much urgent food as the greedy baseline', async () => {
    const purchases = [buy('salmon-fillet', 900), buy('chicken-breast', 900), buy('baby-spinach', 600), buy('tomato', 900), buy('brown-lentil', 400)];
    // Time enough to prove the optimum even on a loaded machine: the claim is about the model, not the 450 ms budget.
    const mip = await plan(purchases, { days: 7, household_size: 2 }, 'mip', 20_000);
    expect(mip.result.solver.status).toBe('optimal');
    const greedy = await plan(purchases, { days: 7, household_size: 2 }, 'greedy');
    expect(mip.violations).toEqual([]);
    expect(greedy.violations).toEqual([]);
    expect(mip.result.metrics.perishable_share_used).toBeGreaterThanOrEqual(greedy.result.metrics.perishable_share_used);
  });

  it('names the plan after what it uses most', async () => {
    const { result } = await plan([buy('salmon-fillet', 1000)], { days: 3 });
    expect(result.name).toBe('3-Day Plan: Salmon Fillet');
    expect(result.description).toMatch(/^3 days of breakfast, lunch and dinner for 2 people/);
  });

  it('explains which hard constraint binds when the request is impossible, never the cuisine', async () => {
    // Only the hard recipes are dinners of index 3: 20 of them, but no hard breakfasts are needed; ask for too little prep.
    const attempt = plan([], { days: 14, max_prep_time: 15, dietary_restrictions: ['vegan'], cuisine_preferences: ['thai'] });
    await expect(attempt).rejects.toThrow(PlanInfeasibleError);
    await expect(attempt).rejects.toThrow(/^Only \d+ vegan breakfasts? rated easy takes? 15 minutes of prep or less; a 14-day plan needs 14\./);
  });

  it('ranks the preferred cuisine first and fills the rest from others, listing those meals', async () => {
    const { result, violations } = await plan([buy('chicken-breast', 600)], { days: 7, cuisine_preferences: ['thai'] });
    expect(violations).toEqual([]);
    const meals = result.recipes.filter((r) => r.meal_type !== 'snack' && r.leftovers_from_day === undefined);
    const outside = meals.filter((r) => r.cuisine_type !== 'thai');
    expect(result.metrics.outside_preferences.map((o) => `${o.day_number} ${o.meal_type} ${o.slug}`)).toEqual(
      outside.map((r) => `${r.day_number} ${r.meal_type} ${r.slug}`),
    );
    // 20 synthetic Thai recipes of each meal type exist for 7 days: nearly every meal is Thai.
    expect(outside.length).toBeLessThanOrEqual(2);
  });

  it("never plans a recipe rated 'would not make again' and prefers the user's best-rated ones", async () => {
    const first = await plan([buy('salmon-fillet', 500)], { days: 3 });
    const disliked = first.result.recipes.filter((r) => r.meal_type === 'dinner').map((r) => r.slug);
    const liked = catalogue.recipes.find((r) => r.meal_type === 'breakfast' && !first.result.recipes.some((p) => p.slug === r.slug))!;
    const ratings = [
      ...disliked.map((slug) => ({ slug, rating: 2, would_make_again: false })),
      { slug: liked.slug, rating: 5, would_make_again: true },
    ];
    const { result, violations } = await plan([buy('salmon-fillet', 500)], { days: 3, ratings });
    expect(violations).toEqual([]);
    expect(result.recipes.filter((r) => disliked.includes(r.slug))).toEqual([]);
    expect(result.recipes.some((r) => r.slug === liked.slug)).toBe(true);
  });

  it('marks garnish lines optional: used when bought, listed apart when not, never counted as a thing to buy', async () => {
    const garnish = { ingredient: 'baby-spinach', quantity: 40, unit: 'g' as const, grams: 40, note: 'to serve', optional: true };
    const garnished = entries
      .filter((e) => !e.ingredients.some((l) => l.ingredient === 'baby-spinach'))
      .map((e) => ({ ...e, ingredients: [...e.ingredients, garnish] }));
    const withGarnish = buildCatalogue([{ file: 'garnished.json', content: garnished }], testFood);
    const options = { days: 3, household_size: 2, today: TODAY };
    const unbought = await planMealsWith({ catalogue: withGarnish, food: testFood }, [buy('chicken-breast', 800)], options);
    const lines = unbought.recipes.flatMap((r) => r.ingredients).filter((i) => i.ingredient === 'baby-spinach');
    expect(lines.length).toBe(unbought.recipes.filter((r) => r.ingredients.length > 0).length);
    expect(lines.every((i) => i.optional === true && i.note === 'to serve' && i.to_buy_g > 0)).toBe(true);
    const listed = unbought.metrics.shopping_list.find((s) => s.ingredient === 'baby-spinach')!;
    expect(listed).toMatchObject({ optional: true, pantry_staple: false });
    expect(unbought.metrics.items_to_buy).toBe(unbought.metrics.shopping_list.filter((s) => !s.pantry_staple && !s.optional).length);
    expect(unbought.recipes.flatMap((r) => r.ingredients).filter((i) => !i.optional).every((i) => i.optional === undefined)).toBe(true);

    const bought = await planMealsWith({ catalogue: withGarnish, food: testFood }, [buy('chicken-breast', 800), buy('baby-spinach', 500)], options);
    expect(bought.metrics.leftovers.find((l) => l.ingredient === 'baby-spinach')!.used_g).toBeGreaterThan(0);
    expect(bought.metrics.shopping_list.some((s) => s.ingredient === 'baby-spinach')).toBe(false);
  });

  it('sets aside purchases it cannot use and still plans', async () => {
    const purchases: Purchase[] = [
      buy('dragon-fruit', 300),
      { ingredient: 'tomato', quantity: 0, unit: 'each', purchased_on: TODAY },
      { ingredient: 'baby-spinach', quantity: 2, unit: 'cup', purchased_on: TODAY },
      buy('salmon-fillet', 400, '2025-03-01'),
      buy('egg', 300),
    ];
    const { result, violations } = await plan(purchases, { days: 3 });
    expect(violations).toEqual([]);
    expect(result.metrics.ignored_purchases).toEqual([
      { ingredient: 'dragon-fruit', reason: 'unknown ingredient' },
      { ingredient: 'tomato', reason: 'cannot weigh 0 each' },
      { ingredient: 'baby-spinach', reason: 'cannot weigh 2 cup' },
      { ingredient: 'salmon-fillet', reason: 'spoiled: kept 2 days, bought 9 days ago' },
    ]);
    expect(result.metrics.leftovers.map((l) => l.ingredient)).toEqual(['egg']);
  });

  it('rejects bad options with a readable message', async () => {
    await expect(plan([], { days: 4 })).rejects.toThrow(PlanInputError);
    await expect(plan([], { days: 4 })).rejects.toThrow('options.days: days must be one of 3, 5, 7, 10, 14');
  });
});
