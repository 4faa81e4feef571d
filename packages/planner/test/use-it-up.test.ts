import { describe, expect, it } from 'vitest';
import type { ScheduledMeal } from '../src/allocate';
import { toCandidate } from '../src/candidates';
import { buildCatalogue } from '../src/catalogue';
import { buildPantry } from '../src/pantry';
import { buildSupplies } from '../src/supplies';
import { useItUp } from '../src/use-it-up';
import type { Recipe } from '../src/types';
import { testFood, testRecipe } from './fixtures';

const TODAY = '2025-03-10';
const entries = [
  ...(['breakfast', 'lunch', 'dinner'] as const).flatMap((meal) =>
    [1, 2].map((k) => testRecipe({ slug: `rice-${meal}-${k}`, meal_type: meal, lines: [['white-rice', 200 + k], ['salt', 2]] })),
  ),
  testRecipe({ slug: 'spinach-dinner', meal_type: 'dinner', lines: [['baby-spinach', 300], ['white-rice', 200], ['salt', 2]] }),
  testRecipe({ slug: 'lentil-tomato-dinner', meal_type: 'dinner', lines: [['brown-lentil', 200], ['tomato', 300], ['salt', 2]] }),
];
const catalogue = buildCatalogue([{ file: 'use-it-up.json', content: entries }], testFood);
const recipe = (slug: string) => catalogue.bySlug.get(slug)!;

function setUp(spinachBoughtOn: string, lentilsToo = false) {
  const purchases = [
    { ingredient: 'baby-spinach', quantity: 300, unit: 'g', purchased_on: spinachBoughtOn },
    { ingredient: 'white-rice', quantity: 2000, unit: 'g', purchased_on: TODAY },
    ...(lentilsToo ? [{ ingredient: 'brown-lentil', quantity: 500, unit: 'g', purchased_on: TODAY }] : []),
  ];
  const pantry = buildPantry(purchases, TODAY, testFood, 2);
  const supplies = buildSupplies(pantry, catalogue.recipes.flatMap((r) => [...r.grams_per_serving.keys()]), testFood, []);
  const candidateOf = (r: Recipe, portions: number) => toCandidate(r, supplies, 2 * portions, testFood);
  const pool = catalogue.recipes.map((r) => candidateOf(r, 1));
  const schedule: ScheduledMeal[] = [1, 2].flatMap((day) =>
    (['breakfast', 'lunch', 'dinner'] as const).map((meal) => ({ day, meal, recipe: recipe(`rice-${meal}-${day}`) })),
  );
  return { schedule, pool, pantry, days: 2, cuisinesAllowed: 9, candidateOf };
}

describe('useItUp', () => {
  it('swaps in a recipe for food the plan leaves to spoil, on a day it is still good', () => {
    // Bought 4 days ago, spinach (5 days) is good on day 1 only.
    const plan = useItUp(setUp('2025-03-06'));
    const spinach = plan.filter((m) => m.recipe.slug === 'spinach-dinner');
    expect(spinach).toHaveLength(1);
    expect(spinach[0]!.day).toBe(1);
    expect(['lunch', 'dinner']).toContain(spinach[0]!.meal);
    expect(plan).toHaveLength(6);
  });

  it('also finds a recipe for an item that keeps beyond the plan but that no meal uses', () => {
    // Bought today, spinach is good for the whole 2-day plan.
    const plan = useItUp(setUp(TODAY));
    expect(plan.filter((m) => m.recipe.slug === 'spinach-dinner')).toHaveLength(1);
  });

  it('sends nobody shopping to use food that keeps: lentils stay for later rather than buy tomatoes', () => {
    const input = setUp(TODAY, true);
    const schedule = input.schedule.map((m) => (m.day === 2 && m.meal === 'dinner' ? { ...m, recipe: recipe('spinach-dinner') } : m));
    expect(useItUp({ ...input, schedule })).toEqual(schedule);
  });

  it('leaves a plan alone when it uses every item and leaves nothing that spoils', () => {
    const input = setUp(TODAY);
    const schedule = input.schedule.map((m) => (m.day === 2 && m.meal === 'dinner' ? { ...m, recipe: recipe('spinach-dinner') } : m));
    expect(useItUp({ ...input, schedule })).toEqual(schedule);
  });
});
