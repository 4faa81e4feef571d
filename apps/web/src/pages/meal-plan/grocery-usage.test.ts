import { describe, expect, it } from 'vitest';
import { formatGrams, keepsLabel, leftoversBySpoilage, percent, splitShoppingList } from './grocery-usage';

it('formatGrams uses grams below a kilo and one decimal of kilos above', () => {
  expect(formatGrams(350)).toBe('350 g');
  expect(formatGrams(0.2)).toBe('1 g');
  expect(formatGrams(1234)).toBe('1.2 kg');
  expect(formatGrams(10360)).toBe('10.4 kg');
});

it('percent rounds and clamps a share', () => {
  expect(percent(0.3077)).toBe(31);
  expect(percent(1.2)).toBe(100);
  expect(percent(-0.1)).toBe(0);
});

describe('leftoversBySpoilage', () => {
  it('drops what the plan uses up and lists what spoils soonest first', () => {
    const item = (ingredient: string, leftover_g: number, good_through_day: number) => ({
      ingredient,
      name: ingredient,
      purchased_g: 500,
      used_g: 500 - leftover_g,
      leftover_g,
      good_through_day,
    });
    const leftovers = [item('candy', 800, 270), item('milk', 0, 4), item('peach', 150, 5), item('spinach', 40, 2), item('pasta', 0.4, 700)];
    expect(leftoversBySpoilage({ leftovers }).map((i) => i.ingredient)).toEqual(['spinach', 'peach', 'candy']);
  });
});

it('splitShoppingList keeps pantry staples apart', () => {
  const shopping_list = [
    { ingredient: 'egg', name: 'egg', grams: 100, pantry_staple: false },
    { ingredient: 'salt', name: 'salt', grams: 2, pantry_staple: true },
  ];
  const { toBuy, staples } = splitShoppingList({ shopping_list });
  expect(toBuy.map((i) => i.name)).toEqual(['egg']);
  expect(staples.map((i) => i.name)).toEqual(['salt']);
});

it('keepsLabel counts plan days for short keepers and weeks or months for long ones', () => {
  expect(keepsLabel(3)).toBe('Good through day 3');
  expect(keepsLabel(0)).toBe('Past its best');
  expect(keepsLabel(21)).toBe('Keeps about 3 weeks');
  expect(keepsLabel(270)).toBe('Keeps 9+ months');
});
