import { afterEach, describe, expect, it } from 'vitest';
import { defaultReadingContext } from './default-context';
import { getIngredientMatcher } from './match/food-knowledge';
import type { IngredientMatcher } from './match/ingredient-matcher';
import { closeOcrEngine } from './ocr/select-engine';
import { prebuiltMatcher, storePrebuiltMatcher } from './prebuilt-matcher';

describe('the default reading context', () => {
  afterEach(async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('forkcast.prebuiltMatcher')];
    await closeOcrEngine();
  });

  it('builds the matcher from @forkcast/food when asked, in a process started without one', () => {
    expect(prebuiltMatcher()).toBeUndefined();
    expect(defaultReadingContext('tesseract-js').matcher).toBe(getIngredientMatcher);
  });

  it('reads with the matcher a snapshot process was started with', () => {
    const matcher: IngredientMatcher = { match: () => ({ entry: null, score: 0, nonFood: false, words: [], looksLikeFood: false }) };
    storePrebuiltMatcher(matcher);
    expect(defaultReadingContext('tesseract-js').matcher).toBe(matcher);
  });
});
