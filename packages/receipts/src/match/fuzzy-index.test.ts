import { describe, expect, it } from 'vitest';
import { createFuzzyIndex } from './fuzzy-index';
import { ocrSimilarity } from './ocr-edit-distance';

/** Small deterministic generator, so a failure names the same strings on every run. */
function randomWords(count: number, seed: number): string[] {
  let state = seed;
  const next = (): number => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  // Look-alikes and merge pairs are over-represented, where a wrong bound would show.
  const letters = 'aeimnorlcvwud01581 ';
  return Array.from({ length: count }, () => {
    const length = 3 + Math.floor(next() * 9);
    return Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join('').trim() || 'x';
  });
}

/** What the index must reproduce: every key scanned in order, the first best kept. */
function scanAll(keys: string[], phrase: string, minSimilarity: number, minLength: number, maxLength: number) {
  let best: { key: string; similarity: number } | null = null;
  for (const length of [...new Set(keys.map((k) => k.length))].sort((a, b) => a - b)) {
    if (length < minLength || length > maxLength) continue;
    for (const key of keys.filter((k) => k.length === length)) {
      const similarity = ocrSimilarity(phrase, key, minSimilarity);
      if (similarity >= minSimilarity && (!best || similarity > best.similarity)) best = { key, similarity };
    }
  }
  return best;
}

describe('fuzzy index', () => {
  it('finds exactly what a full scan finds', () => {
    const keys = [...new Set(randomWords(600, 7))];
    const index = createFuzzyIndex(keys);
    const phrases = [...randomWords(300, 11), ...keys.slice(0, 100).map((k) => k.replace('m', 'rn').replace('o', '0'))];
    let hits = 0;
    for (const phrase of phrases) {
      for (const minSimilarity of [0.6, 0.8, 0.85]) {
        const want = scanAll(keys, phrase, minSimilarity, phrase.length - 2, phrase.length + 2);
        expect(index.closest(phrase, minSimilarity, phrase.length - 2, phrase.length + 2)).toEqual(want);
        if (want) hits++;
      }
    }
    expect(hits).toBeGreaterThan(100);
  });

  it('keeps OCR slips: look-alikes and merged letter pairs', () => {
    const index = createFuzzyIndex(['mushrooms', 'milk', 'lemons', 'detergent']);
    expect(index.closest('mushroorns', 0.8)?.key).toBe('mushrooms');
    expect(index.closest('mi1k', 0.8)?.key).toBe('milk');
    expect(index.closest('lernons', 0.8)?.key).toBe('lemons');
    expect(index.closest('detergemt', 0.85)?.key).toBe('detergent');
    expect(index.closest('detergent', 0.8, 0, 5)).toBeNull();
    expect(index.closest('zzzz', 0.8)).toBeNull();
  });
});
