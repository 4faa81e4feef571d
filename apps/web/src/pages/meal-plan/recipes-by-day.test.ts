import { expect, it } from 'vitest';
import { groupRecipesByDay } from './recipes-by-day';

it('groups recipes under ascending days with meals in the order they are eaten', () => {
  const recipes = [
    { name: 'stew', day_number: 2, meal_type: 'dinner' },
    { name: 'oats', day_number: 1, meal_type: 'breakfast' },
    { name: 'soup', day_number: 1, meal_type: 'dinner' },
    { name: 'toast', day_number: 2, meal_type: 'breakfast' },
    { name: 'salad', day_number: 1, meal_type: 'lunch' },
    { name: 'chips', day_number: 10, meal_type: 'snack' },
  ];
  expect(groupRecipesByDay(recipes).map((d) => [d.day, d.recipes.map((r) => r.name)])).toEqual([
    [1, ['oats', 'salad', 'soup']],
    [2, ['toast', 'stew']],
    [10, ['chips']],
  ]);
});

it('leaves the input untouched and answers an empty plan with no days', () => {
  const recipes = [
    { day_number: 2, meal_type: 'lunch' },
    { day_number: 1, meal_type: 'lunch' },
  ];
  groupRecipesByDay(recipes);
  expect(recipes[0]?.day_number).toBe(2);
  expect(groupRecipesByDay([])).toEqual([]);
});
