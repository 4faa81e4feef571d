import { describe, expect, it } from 'vitest';
import { catalogue, food } from '../src/default-context';
import { planMeals } from '../src/index';
import { buildPantry } from '../src/pantry';
import { parsePlanOptions } from '../src/plan-options';
import { planViolations } from '../src/plan-violations';
import type { Purchase } from '../src/types';

const TODAY = '2025-06-02';
const bought = (text: string): Purchase[] =>
  text.split(',').map((entry) => {
    const [ingredient, quantity, unit] = entry.trim().split(/\s+/);
    return { ingredient: ingredient!, quantity: Number(quantity), unit: unit!, purchased_on: TODAY };
  });
// A Korean grocer's basket: kimchi, tofu, fruit and rice that no Western dinner cooks.
const basket = bought(
  'white-rice 2 kg, kimchi 1 each, tofu 2 each, green-onion 1 bunch, egg 10 each, banana 6 each, plain-yogurt 1 kg, ' +
    'white-bread 1 each, pork-belly 600 g, spinach 300 g, seaweed-snack 1 pack, orange-juice 1 l',
);

async function planned(options: Parameters<typeof planMeals>[1]) {
  const plan = await planMeals(basket, options);
  const violations = planViolations(plan, parsePlanOptions(options), catalogue(), buildPantry(basket, TODAY, food), food);
  return { plan, violations };
}

describe('plans that use it all up', () => {
  it('adds snacks and sides served wholly from the groceries, for the household or as many as they serve, before they spoil', async () => {
    const { plan, violations } = await planned({ days: 3, today: TODAY });
    expect(violations).toEqual([]);
    const snacks = plan.recipes.filter((r) => r.meal_type === 'snack');
    expect(snacks.length).toBeGreaterThan(0);
    for (const snack of snacks) {
      expect([1, 2]).toContain(snack.servings);
      const nonStaple = snack.ingredients.filter((i) => !plan.metrics.shopping_list.some((s) => s.ingredient === i.ingredient && s.pantry_staple));
      expect(nonStaple.every((i) => i.to_buy_g === 0), snack.slug).toBe(true);
    }
    for (const id of ['kimchi', 'banana', 'plain-yogurt', 'seaweed-snack']) {
      expect(plan.metrics.leftovers.find((l) => l.ingredient === id)!.used_g, id).toBeGreaterThan(0);
    }
    expect(plan.metrics.used_share_by_item).toBeGreaterThanOrEqual(0.8);
  });

  it('serves a snack to fewer people when less was bought: two plums are one person\'s snack', async () => {
    const few = bought('plum 2 each, pasta 500 g');
    const options = { days: 3, household_size: 3, today: TODAY };
    const plan = await planMeals(few, options);
    expect(planViolations(plan, parsePlanOptions(options), catalogue(), buildPantry(few, TODAY, food), food)).toEqual([]);
    const plums = plan.recipes.find((r) => r.meal_type === 'snack' && r.ingredients.some((i) => i.ingredient === 'plum'));
    expect(plums?.servings).toBe(1);
    expect(plan.metrics.leftovers.find((l) => l.ingredient === 'plum')!.leftover_g).toBe(0);
  });

  it('serves the last plum of a two-plum snack as a smaller share for one: 1 plum, serving 1, half the calories', async () => {
    const one = bought('plum 1 each, pasta 500 g');
    const options = { days: 3, household_size: 2, today: TODAY };
    const plan = await planMeals(one, options);
    expect(planViolations(plan, parsePlanOptions(options), catalogue(), buildPantry(one, TODAY, food), food)).toEqual([]);
    const plum = plan.recipes.find((r) => r.slug === 'snack-fresh-plums')!;
    expect(plum.servings).toBe(1);
    expect(plum.ingredients[0]).toMatchObject({ ingredient: 'plum', quantity: 1, unit: 'each', to_buy_g: 0 });
    const written = catalogue().bySlug.get('snack-fresh-plums')!.nutritional_info.calories;
    expect(plum.nutritional_info.calories).toBe(Math.round(written / 2));
    expect(plan.metrics.leftovers.find((l) => l.ingredient === 'plum')!.leftover_g).toBe(0);
  });

  it('plans a bought ready meal and canned soup, and no heat-and-eat meal when none was bought', async () => {
    const withReadyMeal = bought('ready-meal 2 each, tomato-soup 2 each, plain-yogurt 500 g, pasta 500 g');
    const options = { days: 3, today: TODAY };
    const plan = await planMeals(withReadyMeal, options);
    expect(planViolations(plan, parsePlanOptions(options), catalogue(), buildPantry(withReadyMeal, TODAY, food), food)).toEqual([]);
    for (const id of ['ready-meal', 'tomato-soup']) expect(plan.metrics.leftovers.find((l) => l.ingredient === id)!.used_g, id).toBeGreaterThan(0);

    const without = await planMeals(bought('plain-yogurt 500 g, pasta 500 g, chicken-breast 1 kg'), options);
    const heatAndEat = without.recipes.filter((r) => r.tags.includes('heat-and-eat'));
    expect(heatAndEat.map((r) => r.slug)).toEqual([]);
  });

  it('serves a snack of a staple food (dark chocolate files under baking) only from what was bought', async () => {
    const plan = await planMeals(bought('dark-chocolate 1 each, pasta 500 g'), { days: 3, today: TODAY });
    const squares = plan.recipes.filter((r) => r.slug === 'snack-squares-of-dark-chocolate');
    expect(squares.length).toBeGreaterThan(0);
    expect(squares.every((r) => r.ingredients.every((i) => i.to_buy_g === 0))).toBe(true);
    expect(plan.metrics.shopping_list.some((s) => s.ingredient === 'dark-chocolate')).toBe(false);
  });

  it('keeps a ready meal with meat off a vegetarian plan', async () => {
    const plan = await planMeals(bought('ready-meal 4 each, plain-yogurt 500 g'), { days: 3, dietary_restrictions: ['vegetarian'], today: TODAY });
    expect(plan.recipes.some((r) => r.ingredients.some((i) => i.ingredient === 'ready-meal'))).toBe(false);
  });

  it('cooks some dinners for twice the household and serves the second half as a later lunch', async () => {
    const { plan, violations } = await planned({ days: 5, today: TODAY });
    expect(violations).toEqual([]);
    const leftovers = plan.recipes.filter((r) => r.leftovers_from_day !== undefined);
    expect(leftovers.length).toBe(plan.metrics.leftover_lunches);
    expect(leftovers.length).toBeGreaterThan(0);
    for (const lunch of leftovers) {
      expect(lunch.name).toMatch(/^Leftovers: /);
      expect(lunch.ingredients).toEqual([]);
      const dinner = plan.recipes.find((r) => r.meal_type === 'dinner' && r.day_number === lunch.leftovers_from_day)!;
      expect(dinner.slug).toBe(lunch.slug);
      expect(dinner.servings).toBe(4);
      expect(lunch.day_number - dinner.day_number).toBeGreaterThanOrEqual(1);
      expect(lunch.day_number - dinner.day_number).toBeLessThanOrEqual(3);
    }
  });

  it('plans 5 vegan days when only 2 Italian or Mexican dinners fit, and names the meals outside the preference', async () => {
    const { plan, violations } = await planned({
      days: 5,
      dietary_restrictions: ['vegan'],
      cuisine_preferences: ['italian', 'mexican'],
      today: TODAY,
    });
    expect(violations).toEqual([]);
    const outside = plan.metrics.outside_preferences;
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.every((o) => o.cuisine_type !== 'italian' && o.cuisine_type !== 'mexican')).toBe(true);
    const preferredMeals = plan.recipes.filter((r) => r.meal_type !== 'snack' && ['italian', 'mexican'].includes(r.cuisine_type));
    expect(preferredMeals.length).toBeGreaterThan(0);
  });

  it('counts the items to buy against 2 a day and says so when the plan needs more', async () => {
    const { plan } = await planned({ days: 3, today: TODAY });
    const { metrics } = plan;
    expect(metrics.items_to_buy).toBe(metrics.shopping_list.filter((s) => !s.pantry_staple && !s.optional).length);
    expect(metrics.items_to_buy_target).toBe(6);
    if (metrics.items_to_buy > 6) expect(metrics.buy_note).toMatch(/^This plan needs \d+ things you did not buy, more than the 6/);
    else expect(metrics.buy_note).toBeUndefined();
  });
});
