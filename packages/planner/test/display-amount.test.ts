import { describe, expect, it } from 'vitest';
import { displayAmount, foodMeasure, type Measure, type Rounding } from '../src/display-amount';
import { testFood } from './fixtures';

const EGG: Measure = { unit: 'each', grams: 50 };
const CURRY_LEAF: Measure = { unit: 'each', grams: 0.3 };
const ONION: Measure = { unit: 'each', grams: 110 };
const GARLIC: Measure = { unit: 'clove', grams: 3 };
const SALT: Measure = { unit: 'tsp', grams: 6 };
const OIL: Measure = { unit: 'tbsp', grams: 13.5 };
const MILK: Measure = { unit: 'cup', grams: 244 };
const RICE: Measure = { unit: 'g', grams: 1 };

// [what the list said before, grams, measure, rounding, quantity, unit]
const CASES: [string, number, Measure | null, Rounding, number, string][] = [
  ['Egg 550 g to buy', 550, EGG, 'buy', 11, 'each'],
  ['Egg 560 g to buy', 560, EGG, 'buy', 12, 'each'],
  ['Egg 552 g to buy (a rounding crumb, not a 12th egg)', 552, EGG, 'buy', 11, 'each'],
  ['Egg 450 g left', 450, EGG, 'left', 9, 'each'],
  ['Curry Leaf 1 g to buy (3.3 leaves)', 1, CURRY_LEAF, 'buy', 4, 'each'],
  ['Curry Leaf 1.5 g left', 1.5, CURRY_LEAF, 'left', 5, 'each'],
  ['Onion 40 g to buy', 40, ONION, 'buy', 1, 'each'],
  ['Onion 165 g left', 165, ONION, 'left', 1.5, 'each'],
  ['Garlic 10 g to buy (3.3 cloves)', 10, GARLIC, 'buy', 4, 'clove'],
  ['Salt 3 g', 3, SALT, 'buy', 0.5, 'tsp'],
  ['Salt 0.4 g', 0.4, SALT, 'buy', 1, 'pinch'],
  ['Olive Oil 40 g', 40, OIL, 'buy', 3, 'tbsp'],
  ['Olive Oil 300 g (more than a quarter cup is weighed)', 300, OIL, 'buy', 300, 'g'],
  ['Whole Milk 30 g', 30, MILK, 'left', 2, 'tbsp'],
  ['Whole Milk 480 g (two cups is weighed)', 480, MILK, 'left', 480, 'g'],
  ['White Rice 1840 g', 1840, RICE, 'buy', 1.9, 'kg'],
  ['Brown Lentil 333 g, never in a recipe', 333, null, 'left', 330, 'g'],
  ['Egg 10 g left (a fifth of an egg is no egg)', 10, EGG, 'left', 10, 'g'],
  ['Egg 0 g left', 0, EGG, 'left', 0, 'each'],
];

describe('displayAmount', () => {
  it.each(CASES)('%s', (_before, grams, measure, rounding, quantity, unit) => {
    expect(displayAmount(grams, measure, rounding)).toEqual({ quantity, unit });
  });

  it('counts food sold by the piece when no recipe measures it, and weighs the rest', () => {
    expect(foodMeasure('egg', testFood)).toEqual({ unit: 'each', grams: 50 });
    expect(foodMeasure('brown-lentil', testFood)).toBeNull();
  });
});
