import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CuratedCategory } from '../data/curated/schema';
import { parseCsv } from '../scripts/lib/csv';
import { foodBrandProblems, loadFoodBrands } from '../scripts/lib/food-brands';
import { chooseShelfLife, DEFAULT_DAYS } from '../scripts/lib/foodkeeper';
import { pluralOf } from '../scripts/lib/plural';
import { portionsFrom } from '../scripts/lib/portions';
import { curatedProblems } from '../scripts/lib/validate';
import { allIngredients, findIngredientByReceiptSpelling } from '../src/index';

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

describe('food brands', () => {
  const category = (items: CuratedCategory['items']): CuratedCategory => ({ category: 'snacks', items });
  const name = (id: string, n?: string) => n ?? id.replace(/-/g, ' ');
  const curated = [
    category([
      { id: 'potato-chip', ndb: '19411', fk: null, diet: [], rc: ['WALKERS'] },
      { id: 'hot-dog', ndb: '07022', fk: null, diet: [], en: ['franks'] },
    ]),
  ];

  it('accepts brands of known ingredients, also when the curated list spells them already', () => {
    expect(foodBrandProblems([{ brand: 'TAYTO', ingredient: 'potato-chip' }, { brand: 'WALKERS', ingredient: 'potato-chip' }], curated, name)).toEqual([]);
  });

  it('reports an unknown id, a repeated brand and a brand another ingredient goes by', () => {
    const problems = foodBrandProblems(
      [
        { brand: 'TAYTO', ingredient: 'potato-chip' },
        { brand: 'TAYTO', ingredient: 'potato-chip' },
        { brand: 'SMITHS', ingredient: 'crisps' },
        { brand: 'FRANKS', ingredient: 'potato-chip' },
      ],
      curated,
      name,
    );
    expect(problems).toEqual([
      'brand "TAYTO" is listed twice',
      'brand "SMITHS" names unknown ingredient "crisps"',
      'brand "FRANKS" (potato-chip) is already a name or spelling of hot-dog',
    ]);
  });

  it('are receipt spellings of their ingredient in the generated data', () => {
    const brands = loadFoodBrands(fileURLToPath(new URL('../data/food-brands.csv', import.meta.url)));
    expect(brands.length).toBeGreaterThan(300);
    const spellings = new Map(allIngredients().map((i) => [i.id, new Set(i.receiptSpellings)]));
    for (const { brand, ingredient } of brands) expect(spellings.get(ingredient)?.has(brand), `${brand} -> ${ingredient}`).toBe(true);
    expect(findIngredientByReceiptSpelling('TAYTO')?.id).toBe('potato-chip');
    expect(findIngredientByReceiptSpelling('BARRYS')?.id).toBe('black-tea');
    expect(findIngredientByReceiptSpelling('Daves Killer')?.id).toBe('white-bread');
    expect(findIngredientByReceiptSpelling('CATHEDRAL CITY')?.id).toBe('cheddar');
  });

  it('are also spelt without a spaced ampersand, as narrow tills print them', () => {
    expect(findIngredientByReceiptSpelling('BEN & JERRYS')?.id).toBe('ice-cream');
    expect(findIngredientByReceiptSpelling('BEN JERRYS')?.id).toBe('ice-cream');
    expect(findIngredientByReceiptSpelling('LEA PERRINS')?.id).toBe('worcestershire-sauce');
    expect(findIngredientByReceiptSpelling('M M')).toBeUndefined();
  });
});

describe('German-only names', () => {
  it('leaves out a German name that is an English one spelt with a hyphen', () => {
    const bbq = allIngredients().find((i) => i.id === 'barbecue-sauce')!;
    expect(bbq.synonyms).toContain('bbq sauce');
    expect(bbq.germanNames).not.toContain('bbq-sauce');
    expect(bbq.germanNames).toContain('grillsauce');
  });
});
