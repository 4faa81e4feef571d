import { describe, expect, it } from 'vitest';
import type { CuratedCategory } from '../data/curated/schema';
import { parseCsv } from '../scripts/lib/csv';
import { chooseShelfLife, DEFAULT_DAYS } from '../scripts/lib/foodkeeper';
import { pluralOf } from '../scripts/lib/plural';
import { portionsFrom } from '../scripts/lib/portions';
import { curatedProblems } from '../scripts/lib/validate';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const rows = parseCsv('a,b\n"x, y","say ""hi"""\n"multi\nline",2\n');
    expect(rows).toEqual([
      { a: 'x, y', b: 'say "hi"' },
      { a: 'multi\nline', b: '2' },
    ]);
  });
});

describe('portionsFrom', () => {
  it('maps SR28 measures to household units and picks the medium item', () => {
    const p = portionsFrom(
      [
        { amount: 0.5, measure: 'cup, diced', grams: 75 },
        { amount: 1, measure: 'potato large (3" to 4-1/4" dia)', grams: 369 },
        { amount: 1, measure: 'potato medium (2-1/4" to 3-1/4" dia)', grams: 213 },
        { amount: 1, measure: 'potato small', grams: 170 },
      ],
      'potato',
    );
    expect(p.each).toBe(213);
    expect(p.cup).toBe(150);
    expect(p.tbsp).toBeCloseTo(9.4, 1);
    expect(p.ml).toBeCloseTo(0.634, 3);
  });

  it('reads counted measures ("50 raisins") and ignores packages', () => {
    const p = portionsFrom(
      [
        { amount: 1, measure: 'small box (1.5 oz)', grams: 43 },
        { amount: 50, measure: 'raisins', grams: 26 },
      ],
      'raisin',
    );
    expect(p.each).toBe(0.5);
  });

  it('keeps slice and clove weights', () => {
    expect(portionsFrom([{ amount: 1, measure: 'slice', grams: 29 }], 'white bread').slice).toBe(29);
    expect(portionsFrom([{ amount: 1, measure: 'clove', grams: 3 }], 'garlic').clove).toBe(3);
  });
});

describe('chooseShelfLife', () => {
  const fk = { pantry: null, fridge: 5, freezer: 270 };

  it('uses the storage a home cook would', () => {
    expect(chooseShelfLife(fk, 'fridge', 'produce', undefined)).toMatchObject({ shelfLife: { days: 5 }, basis: 'foodkeeper' });
  });

  it('falls back between pantry and fridge but never to the freezer', () => {
    expect(chooseShelfLife(fk, 'pantry', 'produce', undefined).shelfLife.days).toBe(5);
    const milk = chooseShelfLife({ pantry: null, fridge: null, freezer: 90 }, 'fridge', 'dairy', undefined);
    expect(milk).toMatchObject({ shelfLife: { days: DEFAULT_DAYS.dairy, fridge: DEFAULT_DAYS.dairy }, basis: 'category-default' });
  });

  it('uses the category default without FoodKeeper, and a curated figure over both', () => {
    expect(chooseShelfLife(undefined, 'fridge', 'seafood', undefined).shelfLife.days).toBe(DEFAULT_DAYS.seafood);
    expect(chooseShelfLife(fk, 'fridge', 'produce', 10)).toMatchObject({ shelfLife: { days: 10 }, basis: 'curated' });
  });
});

describe('pluralOf', () => {
  it.each([
    ['cherry', 'produce', 'cherries'],
    ['peach', 'produce', 'peaches'],
    ['potato', 'produce', 'potatoes'],
    ['chicken breast', 'poultry', 'chicken breasts'],
    ['flour', 'baking', 'flour'],
    ['cumin seed', 'spices', 'cumin seeds'],
  ] as const)('%s -> %s', (name, category, plural) => {
    expect(pluralOf(name, category)).toBe(plural);
  });
});

describe('curatedProblems', () => {
  const category = (items: CuratedCategory['items']): CuratedCategory => ({ category: 'produce', items });
  const name = (id: string, n?: string) => n ?? id.replace(/-/g, ' ');

  it('accepts a clean list', () => {
    expect(curatedProblems([category([{ id: 'leek', ndb: '11246', fk: 289, diet: [] }])], name)).toEqual([]);
  });

  it('reports bad and repeated ids, missing nutrition and shared names or spellings', () => {
    const problems = curatedProblems(
      [
        category([
          { id: 'Leek', ndb: '11246', fk: null, diet: [] },
          { id: 'onion', ndb: null, fk: null, diet: [], de: ['zwiebel'], rc: ['ONN'] },
          { id: 'onion', ndb: '11282', fk: null, diet: [] },
          { id: 'red-onion', ndb: '11282', fk: null, diet: [], de: ['zwiebel'], rc: ['ONN'] },
        ]),
      ],
      name,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('not kebab-case'),
        expect.stringContaining('appears twice'),
        expect.stringContaining('neither an NDB number nor label values'),
        expect.stringContaining('name "zwiebel"'),
        expect.stringContaining('receipt spelling "ONN"'),
      ]),
    );
  });
});
