import { describe, expect, it } from 'vitest';
import { drawFromLots, recipeNeeds } from './stock-draw.js';

const TODAY = '2025-06-02';

describe('recipeNeeds', () => {
  it('sums lines per ingredient and takes a stand-in as itself', () => {
    const needs = recipeNeeds([
      { ingredient: 'egg', grams: 100 },
      { ingredient: 'egg', grams: 50 },
      { ingredient: 'sour-cream', grams: 120, substituted_by: [{ ingredient: 'creme-fraiche', grams: 80 }] },
    ]);
    expect(Object.fromEntries(needs)).toEqual({ egg: 150, 'creme-fraiche': 80, 'sour-cream': 40 });
  });
});

describe('drawFromLots', () => {
  it('takes from the lot that spoils first, skips spoiled lots and reports what was lacking', () => {
    const lots = [
      { id: 'late', ingredient: 'egg', quantity: 12, unit: 'each', useBy: '2025-06-30' },
      { id: 'early', ingredient: 'egg', quantity: 2, unit: 'each', useBy: '2025-06-05' },
      { id: 'spoiled', ingredient: 'egg', quantity: 6, unit: 'each', useBy: '2025-06-01' },
      { id: 'milk', ingredient: 'whole-milk', quantity: 100, unit: 'g', useBy: '2025-06-04' },
    ];
    const { draws, missing } = drawFromLots(new Map([['egg', 200], ['whole-milk', 250], ['salmon', 300]]), lots, TODAY);
    expect(draws.map((d) => [d.lotId, Math.round(d.quantity * 100) / 100])).toEqual([
      ['early', 2],
      ['late', 2],
      ['milk', 100],
    ]);
    expect(Object.fromEntries([...missing].map(([id, g]) => [id, Math.round(g)]))).toEqual({ 'whole-milk': 150, salmon: 300 });
  });

  it('takes a whole lot when only a crumb would be left', () => {
    const { draws } = drawFromLots(new Map([['egg', 99.8]]), [{ id: 'a', ingredient: 'egg', quantity: 2, unit: 'each', useBy: TODAY }], TODAY);
    expect(draws).toEqual([{ lotId: 'a', ingredient: 'egg', quantity: 2, grams: 100 }]);
  });
});
