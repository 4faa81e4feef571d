import { describe, expect, it } from 'vitest';
import { foldText, nameFolder, type MatchKnowledge } from './match-knowledge';

describe('foldText', () => {
  it.each([
    ["Hellmann's Real Mayo", 'hellmanns real mayo'],
    ['MAC & CHS', 'mac and chs'],
    ['H&H BAGELS', 'h&h bagels'],
    ['M & M`S', 'm and ms'],
    ['2% MILK 1GAL', '2% milk 1gal'],
    ['  GV--WHOLE.MILK  ', 'gv whole milk'],
    ['Käse & Brötchen', 'kase and brotchen'],
    ['Weißwurst', 'weisswurst'],
    ['Hellmann’s', 'hellmanns'],
    ['Crème fraîche', 'creme fraiche'],
  ])('%j -> %j', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('folds ASCII text exactly as the general path does', () => {
    // A trailing 'ä' sends the same text down the general path; it folds to a word 'a' of its own.
    const alphabet = "aZq09 &'`\t\n%-.,/()";
    let seed = 7;
    const next = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let k = 0; k < 5_000; k++) {
      let text = '';
      for (let length = next(12); length > 0; length--) text += alphabet[next(alphabet.length)];
      const general = foldText(`${text} ä`);
      expect(foldText(text), JSON.stringify(text)).toBe(general === 'a' ? '' : general.slice(0, -2));
    }
  });
});

describe('nameFolder', () => {
  it('folds each name as foldText does, for the knowledge it was asked for', () => {
    const knowledge = { entries: [], tokenExpansions: new Map(), brandPrefixes: new Set(), nonFoodTerms: [] } as MatchKnowledge;
    const fold = nameFolder(knowledge);
    expect(fold('Grüne Bohnen')).toBe('grune bohnen');
    expect(fold('Grüne Bohnen')).toBe(foldText('Grüne Bohnen'));
    expect(nameFolder(knowledge)('PORK & BNS')).toBe('pork and bns');
  });
});
