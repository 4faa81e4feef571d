import { describe, expect, it } from 'vitest';
import type { MatchKnowledge } from './match-knowledge';
import { productWords, splitRunTogether } from './product-words';

const abbreviations = new Map([
  ['ORG', 'organic'],
  ['PNT', 'peanut'],
  ['BTR', 'butter'],
  ['GRN', 'green'],
]);
const known = new Set(['EGG', 'PEANUT', 'BUTTER', 'GREEN', 'BEANS', 'BEAN', 'SPAGHETTI', 'PEA', 'NUT', 'SUN', 'LIGHT', ...abbreviations.keys()]);
const brands = new Set(['KS', 'GV']);
const split = (token: string) => splitRunTogether(token, known, brands, abbreviations);

describe('words a till printed without spaces', () => {
  it('splits a token into a leading store brand and known words, with a size glued to the end kept apart', () => {
    expect(split('KSORGEGG24')).toEqual(['KS', 'ORG', 'EGG', '24']);
    expect(split('GRNBEANS')).toEqual(['GRN', 'BEANS']);
    expect(split('PEANUTBTR')).toEqual(['PEANUT', 'BTR']);
    expect(split('EGG24')).toEqual(['EGG', '24']);
  });

  it('prefers the fewest and longest pieces ("PEANUT", not "PEA" and "NUT")', () => {
    expect(split('GVPEANUTBTR')).toEqual(['GV', 'PEANUT', 'BTR']);
  });

  it('keeps words that only make other words as one name: a brand ("SUNLIGHT") or a compound', () => {
    expect(split('SUNLIGHT')).toEqual(['SUNLIGHT']);
    expect(split('PEANUTBUTTER')).toEqual(['PEANUTBUTTER']);
  });

  it('leaves known words, short abbreviations, codes and unknown letters as printed', () => {
    expect(split('SPAGHETTI')).toEqual(['SPAGHETTI']);
    expect(split('CHRIOS')).toEqual(['CHRIOS']);
    expect(split('GREENXYZQ')).toEqual(['GREENXYZQ']);
    expect(split('ORGEGGKS')).toEqual(['ORGEGGKS']);
    expect(split('4011')).toEqual(['4011']);
    expect(split('ABC24')).toEqual(['ABC24']);
  });
});

describe('two shortened words a till printed without a space', () => {
  const entry = (id: string, aliases: string[] = []) => ({ id, ingredientId: id, name: id.replace(/-/g, ' '), category: 'canned', aliases, food: true });
  const knowledge: MatchKnowledge = {
    entries: [entry('chicken-broth'), entry('chicken-stock'), entry('ground-turkey'), entry('cheddar', ['cheese'])],
    tokenExpansions: new Map(),
    brandPrefixes: new Set(),
    nonFoodTerms: ['cheese grater'],
  };
  const words = (name: string) => productWords(name, knowledge).join(' ');

  it('reads the halves as the two words of a name', () => {
    expect(words('CHKNBRTH')).toBe('chicken broth');
    expect(words('GRNDTRKY 1LB')).toBe('ground turkey');
    expect(words('CHSGRTR')).toBe('cheese grater');
  });

  it('leaves the token as printed when no name fits', () => {
    expect(words('QXPLMBRT')).toBe('qxplmbrt');
  });
});
