import { describe, expect, it } from 'vitest';
import { testFood, testRecipe } from '../test/fixtures';
import type { ScheduledMeal } from './allocate';
import { toCandidate } from './candidates';
import { buildCatalogue } from './catalogue';
import { cookOnceEatTwice, withRecipe } from './leftovers';
import { buildPantry } from './pantry';
import type { Recipe } from './types';

const entries = (['breakfast', 'lunch', 'dinner'] as const).flatMap((meal) =>
  [1, 2].map((k) => testRecipe({ slug: `${meal}-${k}`, meal_type: meal, lines: [['spaghetti', 300 + k], ['salt', 2]] })),
);
const catalogue = buildCatalogue([{ file: 'leftovers.json', content: entries }], testFood);
const recipe = (slug: string) => catalogue.bySlug.get(slug)!;
const pantry = buildPantry([], '2025-03-10', testFood, 2);
const candidateOf = (r: Recipe, portions: number) => toCandidate(r, new Map(), 2 * portions, testFood);

describe('cookOnceEatTwice', () => {
  it('serves a lunch day the solver left for leftovers from an earlier dinner, cooked twice as big', () => {
    const schedule: ScheduledMeal[] = [
      { day: 1, meal: 'breakfast', recipe: recipe('breakfast-1') },
      { day: 1, meal: 'lunch', recipe: recipe('lunch-1') },
      { day: 1, meal: 'dinner', recipe: recipe('dinner-1') },
      { day: 2, meal: 'breakfast', recipe: recipe('breakfast-2') },
      { day: 2, meal: 'dinner', recipe: recipe('dinner-2') },
    ];
    const plan = cookOnceEatTwice(schedule, 2, pantry, candidateOf, undefined, [2]);
    expect(plan.find((m) => m.day === 2 && m.meal === 'lunch')).toMatchObject({ recipe: recipe('dinner-1'), leftoversFrom: 1 });
    expect(plan.find((m) => m.day === 1 && m.meal === 'dinner')).toMatchObject({ portions: 2, leftoversFor: 2 });
    expect(plan).toHaveLength(6);
  });

  it('swaps a recipe in: a doubled dinner keeps its lunch, a lunch of leftovers is cooked and its dinner halved', () => {
    const dinner: ScheduledMeal = { day: 1, meal: 'dinner', recipe: recipe('dinner-1'), portions: 2, leftoversFor: 2 };
    const lunch: ScheduledMeal = { day: 2, meal: 'lunch', recipe: recipe('dinner-1'), leftoversFrom: 1 };
    const plan = [dinner, lunch];
    expect(withRecipe(plan, dinner, recipe('dinner-2'))).toEqual([
      { ...dinner, recipe: recipe('dinner-2') },
      { ...lunch, recipe: recipe('dinner-2') },
    ]);
    expect(withRecipe(plan, lunch, recipe('lunch-2'))).toEqual([
      { day: 1, meal: 'dinner', recipe: recipe('dinner-1') },
      { day: 2, meal: 'lunch', recipe: recipe('lunch-2') },
    ]);
  });
});
