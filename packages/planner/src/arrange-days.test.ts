import { describe, expect, it } from 'vitest';
import { testFood, testRecipe } from '../test/fixtures';
import { arrangeDays, type ChosenRecipe } from './arrange-days';
import { toCandidate } from './candidates';
import { buildCatalogue } from './catalogue';
import type { PlanMeal } from './types';

const meals = ['breakfast', 'lunch', 'dinner'] as const;
const entries = meals.flatMap((meal) => [1, 2, 3].map((k) => testRecipe({ slug: `${meal}-${k}`, meal_type: meal, lines: [['white-rice', 200 + k]] })));
const catalogue = buildCatalogue([{ file: 'arrange.json', content: entries }], testFood);
const chosen = (meal: PlanMeal, k: number, deadline = 3): ChosenRecipe => ({
  candidate: toCandidate(catalogue.bySlug.get(`${meal}-${k}`)!, new Map(), 2, testFood),
  meal,
  deadline,
});
const breakfastsAndDinners = [1, 2, 3].flatMap((k) => [chosen('breakfast', k), chosen('dinner', k)]);

describe('arrangeDays with lunches of leftovers', () => {
  it('leaves lunch days from day 2 on for leftovers, never day 1', () => {
    const { schedule, leftoverDays } = arrangeDays([...breakfastsAndDinners, chosen('lunch', 1)], 3, 2);
    expect(leftoverDays).toEqual([2, 3]);
    expect(schedule.filter((m) => m.meal === 'lunch').map((m) => m.day)).toEqual([1]);
    expect(schedule).toHaveLength(7);
  });

  it('cooks the lunches due early first, so their deadlines hold', () => {
    const { schedule, leftoverDays } = arrangeDays([...breakfastsAndDinners, chosen('lunch', 1, 2), chosen('lunch', 2, 2)], 3, 1);
    expect(leftoverDays).toEqual([3]);
    expect(schedule.filter((m) => m.meal === 'lunch').map((m) => m.day)).toEqual([1, 2]);
  });

  it('fills every lunch when there are no leftovers', () => {
    const { schedule, leftoverDays } = arrangeDays([...breakfastsAndDinners, ...[1, 2, 3].map((k) => chosen('lunch', k))], 3);
    expect(leftoverDays).toEqual([]);
    expect(schedule).toHaveLength(9);
  });
});
