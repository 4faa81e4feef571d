import { describe, expect, it } from 'vitest';
import { nameAccepted, scoreReceipt, summarise, type LabelItem } from './label-score';

const label = (ingredient: string, price: string, food = true, accept: string[] = []): LabelItem => ({ raw: ingredient, food, ingredient, accept, price });

describe('nameAccepted (README rule)', () => {
  it.each([
    ['whole milk', 'milk', true],
    ['milk', 'whole milk', true],
    ['milk chocolate', 'milk', false],
    ['egg', 'egg', true],
    ['eggs', 'egg', false],
    ['green apple', 'apple', true],
  ])('%s for %s: %s', (predicted, ingredient, ok) => {
    expect(nameAccepted(predicted, { ingredient })).toBe(ok);
  });
  it('uses the accepted names too', () => {
    expect(nameAccepted('tortilla chip', { ingredient: 'tortilla chips', accept: ['tortilla chip'] })).toBe(true);
  });
});

describe('scoreReceipt', () => {
  it('counts each labelled line once, and a food guess at a non-food price as a leak', () => {
    const labels = [label('milk', '1.00'), label('milk', '1.00'), label('banana', '0.50'), label('dish soap', '2.00', false)];
    const score = scoreReceipt(
      [
        { name: 'whole milk', price: 1, isFood: true },
        { name: 'whole milk', price: 1, isFood: true },
        { name: 'whole milk', price: 1, isFood: true },
        { name: 'lemon', price: 2, isFood: true },
      ],
      labels,
    );
    expect(score).toMatchObject({ truePositives: 2, predictedFood: 4, labelledFood: 3, nonFoodLines: 1, nonFoodRejected: 0, pricesRight: 2 });
    const s = summarise([score]);
    expect(s.precision).toBe(0.5);
    expect(s.recall).toBeCloseTo(2 / 3);
  });
});
