import { describe, expect, it } from 'vitest';
import { createIngredientMatcher } from './ingredient-matcher';
import type { CatalogueEntry, MatchKnowledge } from './match-knowledge';

/** A canonical ingredient with curated names, and generated product names matched only as printed. */
const ingredient = (id: string, category: string, aliases: string[] = [], exactAliases: string[] = [], food = true): CatalogueEntry => ({
  id,
  ingredientId: id,
  name: id.replace(/-/g, ' '),
  category,
  aliases,
  exactAliases,
  food,
});
/** A named food of the product vocabulary: no ingredient stands for it. */
const namedFood = (name: string, category: string): CatalogueEntry => ({
  id: `product:${name}`,
  ingredientId: null,
  name,
  category,
  aliases: [],
  exactAliases: [name, `${name}s`],
  food: true,
});

const knowledge: MatchKnowledge = {
  entries: [
    ingredient('bread', 'bakery', ['breads', 'loaf']),
    ingredient('melon', 'produce', ['melons']),
    ingredient('carrot', 'produce', ['carrots']),
    ingredient('zucchini', 'produce', ['courgette']),
    ingredient('pumpkin', 'produce', [], ['squash', 'squashes']),
    ingredient('chocolate', 'snacks', ['chocolate bar']),
    ingredient('gummy-bears', 'snacks'),
    ingredient('beer', 'drinks', ['lager'], ['stout', 'stouts', 'dark beer'], false),
    ingredient('cola', 'drinks', [], [], false),
    ingredient('apple-juice', 'drinks'),
    ingredient('chicken', 'poultry', ['whole chicken']),
    ingredient('potato-salad', 'deli'),
    ingredient('noodle', 'pasta', ['noodles']),
    ingredient('rice-noodle', 'pasta', ['rice noodles']),
    ingredient('egg-noodle', 'pasta', ['egg noodles']),
    ingredient('instant-noodle', 'pasta', ['instant noodles']),
    ingredient('cake', 'bakery', ['cakes']),
    namedFood('juice box', 'drinks'),
    namedFood('crab cake', 'seafood'),
    namedFood('spaghetti squash', 'produce'),
    namedFood('roast chicken', 'poultry'),
    namedFood('chicken tikka', 'frozen'),
    namedFood('fruit salad', 'frozen'),
    namedFood('lentil salad', 'frozen'),
    namedFood('rice salad', 'frozen'),
    namedFood('vegetable soup', 'frozen'),
  ],
  tokenExpansions: new Map(),
  brandPrefixes: new Set(),
  nonFoodTerms: ['dish soap', 'detergent', 'sponge'],
};
const matcher = createIngredientMatcher(knowledge);
const read = (line: string) => {
  const m = matcher.match(line);
  return { id: m.entry?.id ?? null, ingredient: m.entry?.ingredientId ?? null, looksLikeFood: m.looksLikeFood, nonFood: m.nonFood };
};

describe('the head noun decides the product', () => {
  it.each([
    ['CHOCOLATE STOUT', 'beer'], // a drink after one flavour word is the product
    ['GUMMY BEARS COLA', 'gummy-bears'], // after a snack's full name it is the flavour
    ['STOUTS', 'beer'],
    ['ZUCCHINI SQUASH', 'zucchini'], // a generated name at the head yields to the curated kind before it
    ['PUMPKIN SQUASH', 'pumpkin'],
    ['SQUASH', 'pumpkin'],
    ['APPLE JUICE BOX', 'apple-juice'], // a curated ingredient beats a named food that covers no more words
    ['JUICE BOX', 'product:juice box'],
    ['CHICKEN TIKKA', 'product:chicken tikka'], // a named dish, not a whole chicken
    ['CHICKEN', 'chicken'],
    ['CRAB CAKES', 'product:crab cake'], // a named food printed whole beats its last word
    ['SPAGHETTI SQUASH', 'product:spaghetti squash'], // of the same aisle when the word only reached a synonym
    ['ROAST CHICKEN', 'chicken'], // a named food of the aisle ending in the ingredient's own name is a kind of it
    ['SPONGE CAKE', 'cake'],
  ])('%s -> %s', (line, id) => {
    expect(read(line).id).toBe(id);
  });

  it('names no ingredient for a named food, and no ingredient for a dish made of one', () => {
    expect(read('CHICKEN TIKKA').ingredient).toBeNull();
    // 'salad' ends several ready meals and no ingredient outside the ready aisles: a carrot salad is a salad.
    expect(read('CARROT SALAD')).toMatchObject({ id: null, looksLikeFood: true });
    expect(read('ORGANIC MELON SALAD')).toMatchObject({ id: null, looksLikeFood: true });
    // 'soup' ends one ready meal only here: too few to call it a kind of dish.
    expect(read('MELON SOUP').id).toBe('melon');
    // A curated name at the head is read as before.
    expect(read('CARROT POTATO SALAD').id).toBe('potato-salad');
  });
});

describe('generated names are matched only as printed', () => {
  it.each(['STOUTZ', 'SQUASHE', 'DARK BEEF'])('%s is no beer or pumpkin', (line) => {
    expect(['beer', 'pumpkin']).not.toContain(read(line).id);
  });
});

describe('an unsure one-word guess never overrides a food the line names exactly', () => {
  it('keeps the exact food when a word after it only resembles a food of another aisle', () => {
    expect(read('BREAD MELLON').id).toBe('bread'); // 'mellon' is a letter away from melon: a brand or variety here
    expect(read('MELLON').id).toBe('melon'); // alone, the OCR slip is still read
  });
});

describe('unknown lines', () => {
  it('reads as food when the head noun names foods, and not otherwise', () => {
    expect(read('HAPPY DRAGON NOODLES').looksLikeFood).toBe(false); // 'noodles' is a name itself: matched
    expect(read('HAPPY DRAGON NOODLES').id).toBe('noodle');
    expect(read('GOLDEN LAKE SALADS')).toMatchObject({ id: null, looksLikeFood: true });
    expect(read('QX 4471 ZZT')).toMatchObject({ id: null, looksLikeFood: false });
    expect(read('DISH SOAP SALAD')).toMatchObject({ nonFood: true, looksLikeFood: false }); // household words win
  });
});
