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

  it('parts a short till marker glued after a known word ("BEANSORG", "BUTTERLS"), not other letters', () => {
    expect(split('BEANSORG')).toEqual(['BEANS', 'ORG']);
    expect(split('BUTTERLS')).toEqual(['BUTTER', 'LS']);
    expect(split('PEANUTXY')).toEqual(['PEANUTXY']);
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

describe('a long word OCR slipped on', () => {
  const entry = (id: string) => ({ id, ingredientId: id, name: id.replace(/-/g, ' '), category: 'pasta', aliases: [id.replace(/-/g, ' ')], food: true });
  const knowledge: MatchKnowledge = {
    entries: [entry('macaroni'), entry('agar'), entry('onion'), entry('chicken-nuggets'), entry('eis')],
    tokenExpansions: new Map([['ONI', 'onion'], ['NUGG', 'nuggets']]),
    brandPrefixes: new Set(['M']),
    nonFoodTerms: [],
  };
  const words = (name: string) => productWords(name, knowledge, 'none').join(' ');

  it('is kept whole for the matcher to put right, not split into words run together', () => {
    expect(words('ELBOW MAGARONI')).toBe('elbow magaroni');
    expect(words('CHICKEN NUGGEIS')).toBe('chicken nuggeis');
  });
});

describe('unit words', () => {
  const entry = (id: string, aliases: string[] = []) => ({ id, ingredientId: id, name: id.replace(/-/g, ' '), category: 'grains', aliases, food: true });
  const knowledge: MatchKnowledge = {
    entries: [
      entry('lo-mein', ['mein noodles']),
      entry('instant-noodle', ['noodles']),
      entry('chickpea-flour', ['gram flour']),
      entry('urad-dal', ['black gram']),
      entry('cake', ['pound cake']),
      entry('bottle-gourd'),
      entry('flour'),
      entry('cod'),
    ],
    tokenExpansions: new Map(),
    brandPrefixes: new Set(),
    nonFoodTerms: [],
  };
  const words = (name: string) => productWords(name, knowledge).join(' ');

  it('reads a time or count unit after a number as part of the size, not as an abbreviation', () => {
    expect(words('NISSIN 3 MIN NOODLES')).toBe('nissin noodles');
    expect(words('COD FILLET 4 PIECES')).toBe('cod fillet');
    expect(words('MIN NOODLES')).toBe('mein noodles');
  });

  it('keeps a unit word that is part of a food name printed around it', () => {
    expect(words('GRAM FLOUR')).toBe('gram flour');
    expect(words('TRS BLACK GRAM 1KG')).toBe('trs black gram');
    expect(words('POUND CAKE')).toBe('pound cake');
    expect(words('BOTTLE GOURD')).toBe('bottle gourd');
  });

  it('drops it after a number or where it names nothing', () => {
    expect(words('FLOUR 500 GRAM')).toBe('flour');
    expect(words('CAKE 1 POUND')).toBe('cake');
    expect(words('FLOUR BAG')).toBe('flour');
  });
});

describe('what a listed abbreviation names in brackets', () => {
  const knowledge: MatchKnowledge = {
    entries: [],
    tokenExpansions: new Map([['SHRP', 'sharp (cheddar)']]),
    brandPrefixes: new Set(),
    nonFoodTerms: [],
  };

  it('counts only when asked', () => {
    expect(productWords('SHRP 200G', knowledge)).toEqual(['sharp', 'cheddar']);
    expect(productWords('SHRP 200G', knowledge, 'all', false)).toEqual(['sharp']);
  });
});
