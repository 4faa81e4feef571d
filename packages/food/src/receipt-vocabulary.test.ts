import { describe, expect, it } from 'vitest';
import { allIngredients, nonFoodTerms, receiptTokenDetails, receiptTokens, storeBrands } from './index';
import { normalizeName } from './name-index';

describe('receipt vocabulary', () => {
  it('expands the seed abbreviations', () => {
    expect(receiptTokens.BNLS).toBe('boneless');
    expect(receiptTokens['WHL MLK']).toBe('whole milk');
    expect(receiptTokens.GRND).toBe('ground');
    expect(receiptTokenDetails.find((t) => t.token === 'CRV')?.kind).toBe('noise');
  });

  it('lists store-brand prefixes for US, UK, German and Canadian chains', () => {
    const prefixes = new Map(storeBrands.map((b) => [b.prefix, b]));
    expect(prefixes.get('GV')?.brand).toBe('Great Value');
    expect(prefixes.get('KS')?.retailer).toBe('Costco');
    expect(prefixes.get('JS')?.country).toBe('UK');
    expect(prefixes.get('RBW')?.country).toBe('DE');
    expect(prefixes.get('PC')?.country).toBe('CA');
    for (const brand of storeBrands) expect(brand.prefix).toBe(brand.prefix.toUpperCase());
  });

  it('names non-food receipt words in English and German', () => {
    for (const term of ['bag fee', 'detergent', 'batteries', 'paper towels', 'shampoo', 'pfand', 'leergut', 'waschmittel', 'toilettenpapier']) {
      expect(nonFoodTerms, term).toContain(term);
    }
  });

  it('never calls a food name non-food', () => {
    const foodNames = new Set(allIngredients().flatMap((i) => [i.name, i.plural, ...i.synonyms].map(normalizeName)));
    const clashes = nonFoodTerms.filter((term) => foodNames.has(term));
    expect(clashes).toEqual([]);
  });
});
