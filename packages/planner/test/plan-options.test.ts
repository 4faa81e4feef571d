// Every option of spec section 5 on the real catalogue: a plan that breaks no hard rule, or a clear refusal.
import { describe, expect, it } from 'vitest';
import { defaultContext } from '../src/default-context';
import { PlanInfeasibleError } from '../src/infeasibility';
import { buildPantry } from '../src/pantry';
import { parsePlanOptions, PLAN_DAYS } from '../src/plan-options';
import { planMealsWith } from '../src/plan-meals';
import { planViolations } from '../src/plan-violations';
import { CUISINES, DIETS, DIFFICULTIES, type Cuisine } from '../src/recipe-schema';
import type { Purchase } from '../src/types';

const context = defaultContext();
const TODAY = '2025-06-02';
const purchases: Purchase[] = [
  { ingredient: 'salmon', quantity: 600, unit: 'g', purchased_on: TODAY },
  { ingredient: 'baby-spinach', quantity: 300, unit: 'g', purchased_on: '2025-06-01' },
  { ingredient: 'egg', quantity: 12, unit: 'each', purchased_on: TODAY },
  { ingredient: 'chicken-breast', quantity: 900, unit: 'g', purchased_on: TODAY },
  { ingredient: 'tomato', quantity: 1, unit: 'kg', purchased_on: TODAY },
  { ingredient: 'onion', quantity: 1, unit: 'kg', purchased_on: TODAY },
  { ingredient: 'whole-milk', quantity: 1000, unit: 'ml', purchased_on: TODAY },
];
const pantry = buildPantry(purchases, TODAY, context.food);

// Days x difficulty x (no diet or one diet) in full; cuisine, prep time and household rotate so each value appears.
const CUISINE_CHOICES: Cuisine[][] = [[], ['italian'], ['thai'], ['indian', 'mexican'], [...CUISINES]];
const PREP = [15, 30, 45, 60, 90, 120, 180];
const combos = PLAN_DAYS.flatMap((days) =>
  DIFFICULTIES.flatMap((difficulty) => [undefined, ...DIETS].map((diet) => ({ days, difficulty, diet }))),
).map((c, i) => ({
  ...c,
  cuisines: CUISINE_CHOICES[i % CUISINE_CHOICES.length]!,
  maxPrep: PREP[i % PREP.length]!,
  household: (i % 10) + 1,
}));

describe('every option combination', () => {
  it(`plans ${combos.length} combinations without breaking a hard constraint, or explains why not`, async () => {
    const outcomes = { planned: 0, refused: 0 };
    for (const c of combos) {
      const options = parsePlanOptions({
        days: c.days,
        difficulty: c.difficulty,
        dietary_restrictions: c.diet ? [c.diet] : [],
        cuisine_preferences: c.cuisines,
        max_prep_time: c.maxPrep,
        household_size: c.household,
        today: TODAY,
      });
      try {
        const plan = await planMealsWith(context, purchases, options, { timeLimitMs: 100 });
        expect(planViolations(plan, options, context.catalogue, pantry, context.food), JSON.stringify(c)).toEqual([]);
        outcomes.planned++;
      } catch (error) {
        if (!(error instanceof PlanInfeasibleError)) throw error;
        expect(error.message).toMatch(/^Only \d+ .+; a \d+-day plan needs \d+\. (Relax|No single change)/);
        outcomes.refused++;
      }
    }
    expect(outcomes.planned).toBeGreaterThan(combos.length / 2);
  }, 90_000);

  it('cooks the fish and chicken bought today in the first days, before they spoil', async () => {
    const plan = await planMealsWith(context, purchases, { days: 7, difficulty: 'medium', today: TODAY });
    for (const id of ['salmon', 'chicken-breast']) {
      const item = pantry.byIngredient.get(id)!;
      const days = plan.recipes.filter((r) => r.ingredients.some((i) => i.ingredient === id && i.from_purchase_g > 0)).map((r) => r.day_number);
      expect(days.length, id).toBeGreaterThan(0);
      expect(Math.max(...days), id).toBeLessThanOrEqual(item.goodThroughDay);
      expect(item.goodThroughDay, id).toBeLessThanOrEqual(3);
    }
  });

  it('refuses 14 days of vegan keto at 15 minutes, naming what binds (a Thai preference neither blocks nor helps)', async () => {
    const attempt = planMealsWith(context, purchases, {
      days: 14,
      dietary_restrictions: ['vegan', 'keto'],
      cuisine_preferences: ['thai'],
      max_prep_time: 15,
      today: TODAY,
    });
    await expect(attempt).rejects.toThrow(PlanInfeasibleError);
    await expect(attempt).rejects.toThrow(/^Only \d+ vegan keto (breakfasts?|dinners?|lunch or dinner recipes?) rated easy takes? 15 minutes of prep or less; a 14-day plan needs (14|28)\./);
  });
});
