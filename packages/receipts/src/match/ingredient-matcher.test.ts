import { describe, expect, it } from 'vitest';
import { createIngredientMatcher } from './ingredient-matcher';
import type { MatchKnowledge } from './match-knowledge';
import { ocrSimilarity } from './ocr-edit-distance';

const entry = (id: string, category: string, aliases: string[] = []) => ({ id, name: id.replace(/-/g, ' '), category, aliases });

const knowledge: MatchKnowledge = {
  entries: [
    entry('whole-milk', 'dairy', ['milk', 'milch', 'vollmilch']),
    entry('chicken-breast', 'poultry', ['chicken breasts', 'hähnchenbrust']),
    entry('ground-beef', 'meat', ['hackfleisch', 'beef mince']),
    entry('banana', 'produce', ['bananas', 'bananen']),
    entry('egg', 'eggs', ['eggs']),
    entry('margarine', 'dairy'),
    entry('camembert', 'dairy'),
    entry('spaghetti', 'pasta'),
    entry('mushroom', 'produce', ['champignon']),
    entry('milk-chocolate', 'snacks'),
    entry('cola', 'drinks'),
  ],
  tokenExpansions: new Map([
    ['CHKN', 'chicken'],
    ['BRST', 'breast'],
    ['BNLS', 'boneless'],
    ['GRND BF', 'ground beef'],
    ['MLK', 'milk'],
    ['MINCE', 'ground meat'],
    ['WHL', 'whole'],
  ]),
  brandPrefixes: new Set(['GV', 'KS', 'REWE BESTE WAHL']),
  nonFoodTerms: ['paper towels', 'detergent', 'bags'],
};
const matcher = createIngredientMatcher(knowledge);

describe('ingredient matcher', () => {
  it.each([
    { name: 'GV WHL MLK 1GAL', id: 'whole-milk' },
    { name: 'BNLS CHKN BRST', id: 'chicken-breast' },
    { name: 'GRND BF 80/20', id: 'ground-beef' },
    { name: '430 XL EGGS', id: 'egg' },
    { name: 'Bananen Chiquita', id: 'banana' },
    { name: 'Hähnchenbrust', id: 'chicken-breast' },
    { name: 'HAHNCHENBRUST', id: 'chicken-breast' }, // umlaut lost by OCR
    { name: 'BANANAS', id: 'banana' },
    { name: 'BANANAE', id: 'banana' }, // one slip of OCR
    { name: 'MI1K', id: 'whole-milk' }, // digit read for a letter
    { name: 'SANELLA BACKMARGARINE', id: 'margarine' }, // German compound, ingredient last
    { name: 'BIO WEIDEMILCH', id: 'whole-milk' },
    { name: 'Alpenh.Camemb', id: 'camembert' }, // cut to the column width
    { name: 'REWE BESTE WAHL SPAGHETTI', id: 'spaghetti' },
    { name: 'MILK CHOCOLATE', id: 'milk-chocolate' }, // the longer name wins over 'milk'
    { name: 'BRITISH BEEF MINCE 5%', id: 'ground-beef' }, // known as printed, though MINCE alone expands
  ])('$name -> $id', ({ name, id }) => {
    const m = matcher.match(name);
    expect(m.entry?.id).toBe(id);
    expect(m.score).toBeGreaterThan(0.45);
    expect(m.score).toBeLessThanOrEqual(1);
  });

  it.each(['CHAMP SHORT', 'SCOTCH BRITE SPONGE', 'ZZZ', 'TABAK', '12.99'])('leaves %s unmatched', (name) => {
    expect(matcher.match(name).entry).toBeNull();
  });

  it('flags household goods', () => {
    expect(matcher.match('BOUNTY PAPER TOWELS 6PK').nonFood).toBe(true);
    expect(matcher.match('KS BAGS 60').nonFood).toBe(true);
    expect(matcher.match('Detergemt 2L').nonFood).toBe(true); // OCR slip in a household word
    expect(matcher.match('GV WHL MLK').nonFood).toBe(false);
  });

  it('is surer of an exact alias than of a repaired one', () => {
    expect(matcher.match('BANANAS').score).toBeGreaterThan(matcher.match('BANANAE').score);
  });
});

describe('ocrSimilarity', () => {
  it('charges less for OCR look-alikes than for other letters', () => {
    expect(ocrSimilarity('mi1k', 'milk')).toBeGreaterThan(ocrSimilarity('mink', 'milk'));
    expect(ocrSimilarity('milk', 'milk')).toBe(1);
    expect(ocrSimilarity('abc', 'xyz', 0.8)).toBe(0);
  });
});
