import { describe, expect, it } from 'vitest';
import { testFood, testRecipe } from '../test/fixtures';
import type { ScheduledMeal } from './allocate';
import { buyLess } from './buy-less';
import { toCandidate } from './candidates';
import { buildCatalogue } from './catalogue';
import { buildPantry } from './pantry';
import { scheduleValue } from './plan-value';
import { buildSupplies } from './supplies';
import type { Recipe } from './types';

const TODAY = '2025-03-10';
const entries = [
  ...(['breakfast', 'lunch'] as const).flatMap((meal) =>
    [1, 2].map((k) => testRecipe({ slug: `rice-${meal}-${k}`, meal_type: meal, lines: [['white-rice', 200 + k], ['salt', 2]] })),
  ),
  testRecipe({ slug: 'potato-tomato-bake', lines: [['potato', 600], ['tomato', 300], ['salt', 2]] }),
  testRecipe({ slug: 'spaghetti-eggs', lines: [['spaghetti', 400], ['egg', 200], ['salt', 2]] }),
  testRecipe({ slug: 'potato-tomato-stew', lines: [['potato', 500], ['tomato', 400], ['salt', 2]] }),
];
const catalogue = buildCatalogue([{ file: 'buy-less.json', content: entries }], testFood);
const recipe = (slug: string) => catalogue.bySlug.get(slug)!;

function setUp(schedule: ScheduledMeal[]) {
  const pantry = buildPantry([{ ingredient: 'white-rice', quantity: 2000, unit: 'g', purchased_on: TODAY }], TODAY, testFood, 2);
  const supplies = buildSupplies(pantry, catalogue.recipes.flatMap((r) => [...r.grams_per_serving.keys()]), testFood, []);
  const candidateOf = (r: Recipe, portions: number) => toCandidate(r, supplies, 2 * portions, testFood);
  const pool = catalogue.recipes.map((r) => candidateOf(r, 1));
  return { schedule, pool, pantry, days: 2, cuisinesAllowed: 9, candidateOf };
}
const day = (d: number, dinner: string, lunch = `rice-lunch-${d}`): ScheduledMeal[] => [
  { day: d, meal: 'breakfast', recipe: recipe(`rice-breakfast-${d}`) },
  { day: d, meal: 'lunch', recipe: recipe(lunch) },
  { day: d, meal: 'dinner', recipe: recipe(dinner) },
];
const purchases = (input: ReturnType<typeof setUp>, plan: ScheduledMeal[]) => scheduleValue(plan, input.pantry, input.candidateOf).tally.toBuy;

describe('buyLess', () => {
  it('swaps a dinner that alone needs two purchases for one that shares the others', () => {
    const input = setUp([...day(1, 'potato-tomato-bake'), ...day(2, 'spaghetti-eggs')]);
    const plan = buyLess(input);
    expect(plan.find((m) => m.day === 2 && m.meal === 'dinner')!.recipe.slug).toBe('potato-tomato-stew');
    expect([...purchases(input, plan)].sort()).toEqual(['potato', 'tomato']);
    expect(purchases(input, input.schedule).size).toBe(4);
  });

  it('serves the new dish as the lunch a doubled dinner leaves', () => {
    const [breakfast1, , dinner1] = day(1, 'spaghetti-eggs');
    const schedule: ScheduledMeal[] = [
      breakfast1!,
      { day: 1, meal: 'lunch', recipe: recipe('rice-lunch-1') },
      { ...dinner1!, portions: 2, leftoversFor: 2 },
      { day: 2, meal: 'breakfast', recipe: recipe('rice-breakfast-2') },
      { day: 2, meal: 'lunch', recipe: recipe('spaghetti-eggs'), leftoversFrom: 1 },
      { day: 2, meal: 'dinner', recipe: recipe('potato-tomato-bake') },
    ];
    const plan = buyLess(setUp(schedule));
    const dinner = plan.find((m) => m.day === 1 && m.meal === 'dinner')!;
    expect(dinner).toMatchObject({ portions: 2, leftoversFor: 2 });
    expect(dinner.recipe.slug).toBe('potato-tomato-stew');
    expect(plan.find((m) => m.day === 2 && m.meal === 'lunch')).toMatchObject({ recipe: dinner.recipe, leftoversFrom: 1 });
  });

  it('leaves a plan alone when no recipe needs fewer purchases', () => {
    const input = setUp([...day(1, 'potato-tomato-bake'), ...day(2, 'potato-tomato-stew')]);
    expect(buyLess(input)).toEqual(input.schedule);
  });
});
