import { describe, expect, it } from 'vitest';
import type { TaxonomyNode } from '../scripts/lib/open-food-facts';
import { buildProductVocabulary, singularWord, type CatalogueFood } from '../scripts/lib/product-vocabulary';
import { allIngredients, allProducts } from '../src/index';

const food = (id: string, category: CatalogueFood['category'], synonyms: string[] = [], receiptFood = true): CatalogueFood => {
  const name = id.replace(/-/g, ' ');
  return { id, name, category, names: [name, `${name}s`, ...synonyms], ownNames: [name, `${name}s`], spellings: [], receiptFood };
};
const node = (id: string, en: string[], parents: string[] = [], extra: Partial<TaxonomyNode> = {}): TaxonomyNode => ({
  id,
  en,
  de: [],
  fr: [],
  parents,
  additive: false,
  protectedName: false,
  ...extra,
});

const catalogue = [
  food('duck', 'poultry'),
  food('noodle', 'pasta'),
  food('beer', 'drinks', [], false),
  food('cheddar', 'dairy', ['cheese']),
  food('shortening', 'oils'),
  food('whole-milk', 'dairy', ['milk']),
  food('mayonnaise', 'condiments'),
];
const nodes = new Map(
  [
    node('en:poultries', ['Poultries']),
    node('en:ducks', ['Ducks', 'Duck meat'], ['en:poultries'], { de: ['Enten'], fr: ['Canards', 'canard', 'Canards'] }),
    node('en:smoked-ducks', ['Smoked ducks'], ['en:ducks']),
    node('en:duck-confit', ['Confit'], ['en:ducks']),
    node('en:noodles', ['Noodles']),
    node('en:instant-noodles', ['Instant noodles'], ['en:noodles']),
    node('en:instant-noodle-soups', ['Instant noodle soups'], ['en:instant-noodles'], { fr: ['Soupes de nouilles instantanées'] }),
    node('en:beverages', ['Beverages']),
    node('en:alcoholic-beverages', ['Alcoholic beverages'], ['en:beverages']),
    node('en:beers', ['Beers'], ['en:alcoholic-beverages']),
    node('en:stouts', ['Stouts', 'Dark beers'], ['en:beers']),
    node('en:ciders', ['Ciders'], ['en:alcoholic-beverages']),
    node('en:cheeses', ['Cheeses'], [], { fr: ['Fromages'] }),
    node('en:goat-cheeses', ['Goat cheeses'], ['en:cheeses']),
    node('en:oils-and-fats', ['Oils and fats']),
    node('en:fats', ['Fat', 'Shortening', 'Vegetable fat'], ['en:oils-and-fats'], { fr: ['Graisses', 'Graisses végétales', 'Produits gras et huiles'] }),
    node('en:beers-from-germany', ['Beers from Germany'], ['en:beers']),
    node('en:thickeners', ['Thickeners'], ['en:poultries'], { additive: true }),
    node('en:nahe', ['Nahe'], ['en:ciders'], { protectedName: true }),
    node('en:dairies', ['Dairies']),
    node('en:organic-milks', ['Organic milks'], ['en:dairies'], { de: ['Bio-Milch'] }),
    node('en:free-range-ducks', ['Free range ducks'], ['en:poultries']),
    node('en:uht-milks', ['UHT milks', 'Pasteurised milk'], ['en:dairies'], { de: ['ESL-Milch'], fr: ['Laits UHT', 'Lait'] }),
    node('en:egg-free-mayonnaises', ['Egg free mayonnaises'], ['en:sauces']),
    node('en:sauces', ['Sauces']),
    node('en:fish-oils', ['Fish oils'], ['en:oils-and-fats']),
  ].map((n) => [n.id, n]),
);
const { products } = buildProductVocabulary(catalogue, [{ nodes, rootAisles: { 'en:beverages': 'drinks', 'en:cheeses': 'dairy' } }], ['detergent', 'fish oil']);
const linked = (id: string) => products.find((p) => p.ingredient === id)?.aliases ?? [];
const own = (name: string) => products.find((p) => p.ingredient === null && p.name === name);

const french = (id: string) => products.find((p) => p.ingredient === id)?.frenchAliases ?? [];

describe('French names of the product vocabulary', () => {
  it('gives an ingredient the French names of the entries linked to it, accents kept, each spelling once', () => {
    expect(french('duck')).toEqual(['canards', 'canard']);
    // 'Cheeses' is cheese in English, a name of cheddar: its French name is that name too.
    expect(french('cheddar')).toEqual(['fromages']);
  });

  it('keeps only the longer French names of an entry joined through a synonym, never a grouping name', () => {
    // 'Fat' is joined to shortening by its synonym: 'graisses' alone would pick a default food.
    expect(french('shortening')).toEqual(['graisses végétales']);
    // 'UHT milks' is milk only once 'UHT' is dropped: 'lait' alone is no more than the generic word.
    expect(french('whole-milk')).toEqual(['laits uht']);
  });

  it('carries the French names of a food of its own beside its English ones', () => {
    expect(own('instant noodle soup')?.frenchAliases).toEqual(['soupes de nouilles instantanées']);
    expect(own('instant noodle soup')?.aliases.some((a) => a.includes('soupe'))).toBe(false);
  });

  it('ships French names for everyday foods from the Open Food Facts taxonomies', () => {
    const shipped = (id: string) => allProducts().find((p) => p.ingredient === id)?.frenchAliases ?? [];
    expect(shipped('egg')).toEqual(expect.arrayContaining(['œufs', 'œuf']));
    expect(shipped('white-bread')).toContain('pain blanc');
    expect(shipped('butter')).toContain('beurre salé');
    expect(shipped('apple')).toContain('pommes');
  });
});

describe('product vocabulary from a taxonomy', () => {
  it('links a product to the ingredient it is, by name or through a more general entry with the same head noun', () => {
    expect(linked('duck')).toEqual(expect.arrayContaining(['duck meat', 'enten', 'smoked ducks', 'smoked duck']));
    expect(linked('noodle')).toContain('instant noodles');
    expect(linked('beer')).toEqual(expect.arrayContaining(['stouts', 'stout', 'dark beers']));
  });

  it('links a product named for how it was grown, kept or sold to the food it is, and "free" alone is no such word', () => {
    expect(linked('whole-milk')).toEqual(expect.arrayContaining(['organic milk', 'bio milch']));
    expect(linked('duck')).toContain('free range duck');
    expect(linked('whole-milk')).toEqual(expect.arrayContaining(['uht milk', 'pasteurised milk', 'esl milch'])); // how it was kept
    expect(linked('mayonnaise')).toEqual([]);
  });

  it('keeps a product with another head noun as a food of its own, in its nearest ingredient aisle', () => {
    expect(linked('duck')).not.toContain('confit');
    expect(own('confit')).toMatchObject({ category: 'poultry', food: true });
    expect(own('instant noodle soup')).toMatchObject({ aliases: ['instant noodle soups', 'instant noodle soup'], category: 'pasta', food: true });
  });

  it('does not hand a generic synonym of one ingredient to the products under it', () => {
    // The catalogue calls cheddar 'cheese'; 'Cheeses', a grouping, is left out and its goat cheeses are no cheddar.
    expect(linked('cheddar')).toEqual([]);
    expect(own('goat cheese')).toMatchObject({ category: 'dairy' });
    // 'Fat' is joined to shortening by a synonym of its own: the single generic word stays out.
    expect(linked('shortening')).toEqual(['vegetable fat']);
  });

  it('marks drinks drunk as bought as not food, and leaves out groupings, additives and place names', () => {
    expect(own('cider')).toMatchObject({ category: 'drinks', food: false });
    const names = products.flatMap((p) => p.aliases);
    for (const left of ['beers from germany', 'thickeners', 'nahe', 'poultries', 'beverages']) expect(names).not.toContain(left);
  });

  it('leaves out a product whose shopping name the household list owns', () => {
    // 'Fish oils' is bought as fish oil, a supplement: the plural alone must not bring the name back.
    expect(products.some((p) => p.name === 'fish oil' || p.aliases.includes('fish oil'))).toBe(false);
  });
});

describe('singularWord', () => {
  it.each([
    ['ducks', 'duck'],
    ['berries', 'berry'],
    ['peaches', 'peach'],
    ['cheeses', 'cheese'],
    ['tomatoes', 'tomato'],
    ['glass', 'glass'],
    ['couscous', 'couscous'],
  ])('%s -> %s', (plural, singular) => expect(singularWord(plural)).toBe(singular));
});

describe('the committed product vocabulary', () => {
  it('knows the international grocers\' foods the taxonomies lack, as foods of their own or as ingredients', () => {
    const named = (alias: string) => allProducts().find((p) => p.aliases.includes(alias));
    expect(named('pork floss')).toMatchObject({ ingredient: null, food: true });
    expect(named('mandu')).toMatchObject({ ingredient: 'frozen-dumpling' });
    expect(named('jarritos')).toMatchObject({ food: false });
    expect(named('aguacate')).toMatchObject({ ingredient: 'avocado' });
    expect(named('choy sum')).toMatchObject({ ingredient: null, category: 'produce', food: true });
    expect(named('soju')).toMatchObject({ food: false });
    expect(named('empanadas')).toMatchObject({ ingredient: null, category: 'deli', food: true });
  });

  it('lets the shop list decide the names it lists over the taxonomies (scotch eggs are a deli snack, not eggs)', () => {
    const owners = allProducts().filter((p) => p.aliases.includes('scotch eggs'));
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({ name: 'scotch eggs', ingredient: null, category: 'deli' });
  });

  it('links only to ingredients that exist, and every name is lower case and claimed once', () => {
    const ids = new Set(allIngredients().map((i) => i.id));
    const seen = new Set<string>(allIngredients().flatMap((i) => [i.name, i.plural, ...i.synonyms].map((n) => n.toLowerCase())));
    for (const p of allProducts()) {
      if (p.ingredient !== null) expect(ids.has(p.ingredient)).toBe(true);
      for (const alias of p.aliases) {
        expect(alias).toBe(alias.toLowerCase());
        expect(seen.has(alias), alias).toBe(false);
        seen.add(alias);
      }
    }
  });
});
