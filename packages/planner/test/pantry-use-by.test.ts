import { describe, expect, it } from 'vitest';
import { defaultContext } from '../src/default-context';
import { buildPantry } from '../src/pantry';

const food = defaultContext().food;
const TODAY = '2025-06-02';

describe("a kitchen's use-by date", () => {
  it('replaces the shelf life from the purchase date: frozen salmon bought a week ago is still good', () => {
    const pantry = buildPantry(
      [{ ingredient: 'salmon', quantity: 400, unit: 'g', purchased_on: '2025-05-26', use_by: '2025-08-20' }],
      TODAY,
      food,
    );
    expect(pantry.ignored).toEqual([]);
    expect(pantry.byIngredient.get('salmon')?.goodThroughDay).toBe(80);
  });

  it('makes food used by today good on day 1 only, and food past it spoiled', () => {
    const pantry = buildPantry(
      [
        { ingredient: 'baby-spinach', quantity: 200, unit: 'g', purchased_on: TODAY, use_by: TODAY },
        { ingredient: 'whole-milk', quantity: 1, unit: 'l', purchased_on: TODAY, use_by: '2025-06-01' },
      ],
      TODAY,
      food,
    );
    expect(pantry.byIngredient.get('baby-spinach')?.goodThroughDay).toBe(1);
    expect(pantry.ignored).toEqual([{ ingredient: 'whole-milk', reason: 'spoiled: use by 2025-06-01' }]);
  });

  it('agrees with the shelf life when the use-by is the last day of it', () => {
    const fromShelfLife = buildPantry([{ ingredient: 'salmon', quantity: 1, unit: 'each', purchased_on: TODAY }], TODAY, food);
    const fromUseBy = buildPantry([{ ingredient: 'salmon', quantity: 1, unit: 'each', purchased_on: TODAY, use_by: '2025-06-03' }], TODAY, food);
    expect(fromUseBy.byIngredient.get('salmon')?.goodThroughDay).toBe(fromShelfLife.byIngredient.get('salmon')?.goodThroughDay);
  });
});
