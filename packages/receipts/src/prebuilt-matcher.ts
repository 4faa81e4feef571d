import type { IngredientMatcher } from './match/ingredient-matcher';

/**
 * Where a process started from the matcher snapshot (matcher-snapshot.ts, built by scripts/extract.mjs) finds the
 * ingredient matcher already built: about a second of CPU a fresh process would otherwise spend on it.
 */
const KEY = Symbol.for('forkcast.prebuiltMatcher');

type WithMatcher = { [KEY]?: IngredientMatcher };

export function storePrebuiltMatcher(matcher: IngredientMatcher): void {
  (globalThis as WithMatcher)[KEY] = matcher;
}

/** The matcher the process was started with, or undefined when it was started without one (the usual case). */
export function prebuiltMatcher(): IngredientMatcher | undefined {
  return (globalThis as WithMatcher)[KEY];
}
