import { describe, expect, it } from 'vitest';
import { scaleLine } from '../src/scale-line';

// [what a cook would otherwise read, recipe line (quantity, unit, grams), factor, expected quantity, expected unit]
const CASES: [string, number, string, number, number, number, string][] = [
  ['0.67 egg', 2, 'each', 100, 1 / 3, 1, 'each'],
  ['1.33 egg', 4, 'each', 200, 1 / 3, 1, 'each'],
  ['2.5 eggs', 5, 'each', 250, 0.5, 3, 'each'],
  ['0.67 clove garlic', 2, 'clove', 6, 1 / 3, 1, 'clove'],
  ['0.2 clove garlic', 1, 'clove', 3, 0.2, 1, 'clove'],
  ['0.33 onion', 1, 'each', 110, 1 / 3, 0.5, 'each'],
  ['0.67 onion', 1, 'each', 110, 2 / 3, 0.5, 'each'],
  ['0.8 avocado', 1, 'each', 150, 0.8, 1, 'each'],
  ['1.33 dried red chili', 4, 'each', 2, 1 / 3, 1, 'each'],
  ['0.5 can of tomatoes', 1, 'can', 400, 0.5, 0.5, 'can'],
  ['1.5 slices of bread', 3, 'slice', 90, 0.5, 2, 'slice'],
  ['166.67 g pork shoulder', 500, 'g', 500, 1 / 3, 170, 'g'],
  ['83.33 g spinach', 250, 'g', 250, 1 / 3, 85, 'g'],
  ['666.67 g potato', 1000, 'g', 1000, 2 / 3, 675, 'g'],
  ['3.33 g ginger', 10, 'g', 10, 1 / 3, 3, 'g'],
  ['0.4 g saffron', 1, 'g', 1, 0.4, 1, 'g'],
  ['0.08 tsp turmeric', 0.25, 'tsp', 0.8, 1 / 3, 1, 'pinch'],
  ['0.17 tsp salt', 0.5, 'tsp', 3, 1 / 3, 0.25, 'tsp'],
  ['0.67 tsp cumin', 2, 'tsp', 4, 1 / 3, 0.75, 'tsp'],
  ['0.5 pinch salt', 1, 'pinch', 0.4, 0.5, 1, 'pinch'],
  ['0.33 tbsp soy sauce', 1, 'tbsp', 16, 1 / 3, 1, 'tsp'],
  ['1.33 tbsp oil', 4, 'tbsp', 54, 1 / 3, 1.5, 'tbsp'],
  ['0.17 cup chia seed', 0.5, 'cup', 80, 1 / 3, 2.5, 'tbsp'],
  ['0.67 cup rice', 2, 'cup', 370, 1 / 3, 0.75, 'cup'],
  ['1.67 cup stock', 5, 'cup', 1200, 1 / 3, 1.75, 'cup'],
  ['doubling stays exact', 3, 'tbsp', 40, 2, 6, 'tbsp'],
];

describe('scaleLine rounds scaled quantities to what a cook can measure', () => {
  it.each(CASES)('%s', (_label, quantity, unit, grams, factor, expectedQuantity, expectedUnit) => {
    const scaled = scaleLine({ quantity, unit, grams }, factor);
    expect(scaled.quantity).toBe(expectedQuantity);
    expect(scaled.unit).toBe(expectedUnit);
  });

  it.each(CASES)('never 0 and grams follow the rounded amount: %s', (_label, quantity, unit, grams, factor) => {
    const scaled = scaleLine({ quantity, unit, grams }, factor);
    expect(scaled.quantity).toBeGreaterThan(0);
    expect(scaled.grams).toBeGreaterThan(0);
    const inTsp: Record<string, number> = { pinch: 1 / 16, tsp: 1, tbsp: 3, cup: 48 };
    const ratio = scaled.unit === unit ? 1 : inTsp[scaled.unit]! / inTsp[unit]!;
    expect(scaled.grams).toBeCloseTo((grams / quantity) * scaled.quantity * ratio, 6);
  });
});
