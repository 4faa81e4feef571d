import { describe, expect, it } from 'vitest';
import { consonantSkeleton, createAbbreviationReader } from './abbreviation-reader';

/** A small vocabulary with how many names use each word, as the matcher builds it from the food data. */
const vocabulary = new Map<string, number>([
  ['parsnip', 11],
  ['marshmallows', 7],
  ['horseradish', 5],
  ['tangerine', 18],
  ['rosemary', 17],
  ['mascarpone', 6],
  ['shallot', 9],
  ['shallots', 4],
  ['cabbage', 54],
  ['artichoke', 51],
  ['peaches', 12],
  ['clementine', 15],
  ['cranberry', 35],
  ['cranberries', 19],
  ['cornbread', 5],
  ['ramen', 17],
  ['romano', 14],
  ['romaine', 9],
  ['burrito', 40],
  ['plaice', 6],
  ['tallow', 3],
  ['turkey', 121],
  ['turkish', 3],
  ['quappe', 1],
  ['speck', 8],
  ['spicy', 30],
  ['spinach', 60],
  ['cheerios', 2],
  ['stuffed', 40],
  ['stuffing', 2],
  ['brezel', 5],
]);
const reader = createAbbreviationReader(vocabulary);

describe('consonantSkeleton', () => {
  it('keeps the first letter, drops vowels, doubles and the c of ck', () => {
    expect(consonantSkeleton('strawberry')).toBe('strwbry');
    expect(consonantSkeleton('chicken')).toBe('chkn');
    expect(consonantSkeleton('artichoke')).toBe('artchk');
  });
});

describe('abbreviation reader', () => {
  it('reads vowel-dropping abbreviations no list holds', () => {
    expect(reader.read('PRSNP')).toBe('parsnip');
    expect(reader.read('TNGRN')).toBe('tangerine');
    expect(reader.read('RSMRY')).toBe('rosemary');
    expect(reader.read('MSCRPN')).toBe('mascarpone');
    expect(reader.read('CBBG')).toBe('cabbage');
    expect(reader.read('ARTCHK')).toBe('artichoke');
    expect(reader.read('PCHS')).toBe('peaches');
    expect(reader.read('CLMNTN')).toBe('clementine');
  });

  it('treats singular and plural as one reading, and reads a cut end', () => {
    expect(reader.read('SHLLT')).toBe('shallot');
    // cranberry, cranberries and cornbread all fit 'CRNBR' cut short; cranberry is by far the commonest.
    expect(reader.read('CRNBR')).toBe('cranberry');
  });

  it('leaves ambiguous tokens unread on their own but lists the readings', () => {
    expect(reader.read('RMN')).toBeNull();
    expect(reader.readings('RMN').map((r) => r.word)).toEqual(expect.arrayContaining(['ramen', 'romano', 'romaine']));
  });

  it('reads a dropped consonant only as a reading for a neighbour to choose', () => {
    expect(reader.read('TKY')).toBeNull();
    expect(reader.readings('TKY')[0]).toMatchObject({ word: 'turkey', dropped: 1 });
  });

  it('leaves words, brands and noise unread', () => {
    // Whole words that keep their vowels: burrito, plaice and tallow are in the vocabulary but not what was printed.
    for (const token of ['BRIT', 'PLACE', 'TALL', 'KRAFT', 'TYSON', 'XZQW', 'QPP', 'SPK', 'PARSNIP', 'PS']) expect(reader.read(token)).toBeNull();
    expect(reader.readings('KRAFT')).toEqual([]);
    expect(reader.readings('XZQW')).toEqual([]);
  });

  it('reads a word cut at the column only from its start, five letters or more', () => {
    expect(reader.readCut('CHEERIO')).toBe('cheerios');
    expect(reader.readCut('STUFFE')).toBe('stuffed');
    expect(reader.readCut('BREZ')).toBeNull();
    expect(reader.readCut('CHRIOS')).toBeNull();
  });

  it('reads a token as shorthand though it keeps a vowel when no word prints its consonants in a row', () => {
    expect(reader.read('HORSRDSH')).toBe('horseradish');
    expect(reader.read('MARSHMLLWS')).toBe('marshmallows');
    expect(reader.read('TASCHE')).toBeNull(); // a word of its own: no run of five consonants
  });

  it('reads a long token that lost or misread its first letter, at a cost', () => {
    expect(reader.read('RSHMLLWS')).toBe('marshmallows'); // first letter lost
    expect(reader.read('NRSHMLLWS')).toBe('marshmallows'); // first letter misread
    expect(reader.readings('NRSHMLLWS')[0]).toMatchObject({ word: 'marshmallows', slippedStart: true, cost: 1 });
    expect(reader.readings('QXZRTPLKM')).toEqual([]);
  });
});
