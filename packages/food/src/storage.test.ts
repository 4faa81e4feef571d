import { describe, expect, it } from 'vitest';
import { allIngredients, keepsInDays, shelfLifeDays, usualStorage } from './index';

describe('usualStorage', () => {
  it.each([
    ['chicken-breast', 'fridge'],
    ['whole-milk', 'fridge'],
    ['banana', 'fridge'],
    ['onion', 'pantry'],
    ['potato', 'pantry'],
    ['white-rice', 'pantry'],
    ['salt', 'pantry'],
  ])('keeps %s in the %s', (id, place) => {
    expect(usualStorage(id)).toBe(place);
  });

  it('keeps every frozen food in the freezer', () => {
    const frozen = allIngredients().filter((food) => food.category === 'frozen');
    expect(frozen.length).toBeGreaterThan(0);
    for (const food of frozen) expect(usualStorage(food.id), food.id).toBe('freezer');
  });

  it("keeps every food where it lasts its shelf life, so a use-by from the usual place agrees with the planner's", () => {
    for (const food of allIngredients()) expect(keepsInDays(food.id, usualStorage(food.id)), food.id).toBe(shelfLifeDays(food.id));
  });
});

describe('keepsInDays', () => {
  it('gives the freezer figure where FoodKeeper has one', () => {
    expect(keepsInDays('chicken-breast', 'freezer')).toBe(270);
    expect(keepsInDays('chicken-breast', 'fridge')).toBe(2);
  });

  it('promises a frozen egg no more than a cautious month, and a pantry shelf its fridge figure', () => {
    expect(keepsInDays('egg', 'freezer')).toBe(35);
    expect(keepsInDays('baby-spinach', 'freezer')).toBe(30);
    expect(keepsInDays('whole-milk', 'pantry')).toBe(7);
  });

  it('refuses an unknown food', () => {
    expect(() => usualStorage('no-such-food')).toThrow();
  });
});
