import { describe, expect, it } from 'vitest';
import { allIngredients, normalizeUnit, toGrams } from './index';

describe('toGrams', () => {
  it.each([
    ['egg', 2, 'each', 100, 5],
    ['whole-milk', 1, 'cup', 244, 3],
    ['chicken-breast', 1, 'lb', 453.6, 0.1],
    ['flour', 0, 'g', 0, 0],
    ['rice', 1, 'kg', 1000, 0],
    ['butter', 4, 'oz', 113.4, 0.1],
    ['water', 250, 'ml', 250, 1],
    ['whole-milk', 1, 'l', 1030, 10],
    ['olive-oil', 2, 'tbsp', 27, 1],
    ['salt', 1, 'tsp', 6, 0.5],
    ['all-purpose-flour', 1, 'cup', 125, 5],
    ['garlic', 3, 'clove', 9, 1],
    ['onion', 1, 'each', 110, 10],
    ['white-bread', 2, 'slice', 58, 6],
    ['black-bean', 1, 'can', 240, 10], // drained, as a recipe uses it
    ['butter', 1, 'stick', 113, 1],
    ['egg', 1, 'dozen', 600, 10],
    ['cilantro', 1, 'bunch', 60, 10],
    ['whole-milk', 1, 'fl oz', 30.5, 1],
  ])('%s: %d %s is about %d g', (id, quantity, unit, grams, tolerance) => {
    const resolved = id === 'flour' ? 'all-purpose-flour' : id === 'rice' ? 'white-rice' : id;
    const result = toGrams(resolved, quantity, unit);
    expect(result).not.toBeNull();
    expect(Math.abs((result ?? 0) - grams)).toBeLessThanOrEqual(tolerance);
  });

  it('reads unit spellings from recipes and receipts in English and German', () => {
    expect(toGrams('olive-oil', 1, 'Tablespoons')).toBe(toGrams('olive-oil', 1, 'tbsp'));
    expect(toGrams('olive-oil', 1, 'EL')).toBe(toGrams('olive-oil', 1, 'tbsp'));
    expect(toGrams('egg', 3, 'Stk')).toBe(toGrams('egg', 3, 'each'));
    expect(toGrams('chicken-breast', 2, 'LBS')).toBe(toGrams('chicken-breast', 2, 'lb'));
    expect(normalizeUnit('Tbsp.')).toBe('tbsp');
  });

  it('weighs one package of foods not sold by the piece', () => {
    expect(toGrams('whole-milk', 1, 'pack')).toBeGreaterThan(900);
    expect(toGrams('whole-milk', 1, 'each')).toBe(toGrams('whole-milk', 1, 'pack'));
    expect(toGrams('coconut-milk', 1, 'can')).toBe(400);
  });

  it('gives a pinch of salt a fraction of a gram', () => {
    const pinch = toGrams('salt', 1, 'pinch') ?? 0;
    expect(pinch).toBeGreaterThan(0.1);
    expect(pinch).toBeLessThan(1);
  });

  it('returns null when the unit or ingredient is unknown or does not apply', () => {
    expect(toGrams('egg', 1, 'furlong')).toBeNull();
    expect(toGrams('no-such-food', 1, 'g')).toBeNull();
    expect(toGrams('chicken-breast', 1, 'clove')).toBeNull();
    expect(toGrams('egg', -1, 'each')).toBeNull();
    expect(toGrams('egg', Number.NaN, 'each')).toBeNull();
  });

  it('can weigh every ingredient by volume or by the piece', () => {
    // The planner needs some non-mass unit for each food: a cup/tbsp/ml measure or an item or package weight.
    for (const { id } of allIngredients()) {
      const weighable = ['tbsp', 'each', 'pack'].some((unit) => toGrams(id, 1, unit) !== null);
      expect(weighable, id).toBe(true);
    }
  });
});
