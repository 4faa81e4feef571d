import { CHEAP_COST, LOOK_ALIKE_PAIRS, MERGED_PAIRS, ocrSimilarity } from './ocr-edit-distance';

/**
 * Letter classes: look-alikes share one ('1', 'l', 'i', 'j'), so a cheap substitution leaves the class counts
 * unchanged. Characters outside ASCII share the last class (a coarser class only weakens the bound).
 */
const CLASS_COUNT = 128;
const CLASS_OF = new Int32Array(CLASS_COUNT).map((_, c) => c);
for (let changed = true; changed; ) {
  changed = false;
  for (const [a, b] of LOOK_ALIKE_PAIRS) {
    const x = a!.charCodeAt(0);
    const y = b!.charCodeAt(0);
    const low = Math.min(CLASS_OF[x]!, CLASS_OF[y]!);
    for (let c = 0; c < CLASS_COUNT; c++) {
      if ((CLASS_OF[c] === CLASS_OF[x] || CLASS_OF[c] === CLASS_OF[y]) && CLASS_OF[c] !== low) {
        CLASS_OF[c] = low;
        changed = true;
      }
    }
  }
}
const classOf = (code: number): number => CLASS_OF[Math.min(code, CLASS_COUNT - 1)]!;
// Module-level copies: imported bindings are read through getters once transpiled, too slow for the scan loop.
const MERGE_KINDS = MERGED_PAIRS.length;
const MERGE_COST = CHEAP_COST;
const similarity = ocrSimilarity;

/** What the distance bound needs of a string: class counts, and the letters and pairs a merge can use. */
interface Profile {
  length: number;
  /** Distinct classes and their counts, side by side. */
  classes: number[];
  counts: number[];
  /** Per merge kind: occurrences of its letter and of its pair. */
  mergeLetters: number[];
  mergePairs: number[];
}

function occurrences(s: string, needle: string): number {
  let n = 0;
  for (let k = s.indexOf(needle); k >= 0; k = s.indexOf(needle, k + 1)) n++;
  return n;
}

function profile(s: string): Profile {
  const classes: number[] = [];
  const counts: number[] = [];
  for (let k = 0; k < s.length; k++) {
    const c = classOf(s.charCodeAt(k));
    const at = classes.indexOf(c);
    if (at < 0) {
      classes.push(c);
      counts.push(1);
    } else counts[at]!++;
  }
  const mergeLetters: number[] = [];
  const mergePairs: number[] = [];
  for (const [pair, letter] of MERGED_PAIRS) {
    mergeLetters.push(occurrences(s, letter));
    mergePairs.push(occurrences(s, pair));
  }
  return { length: s.length, classes, counts, mergeLetters, mergePairs };
}

/**
 * A lower bound on ocrEditDistance(a, b). With M merges, S full substitutions and I insertions or deletions, the
 * distance is at least 0.4M + S + I. The class-count difference H grows by at most 3 per merge, 2 per full
 * substitution, 1 per insertion or deletion and 0 per look-alike substitution, so H <= 3M + 2S + I; the length
 * difference D <= M + I; and M cannot exceed the merges the two strings have letters and pairs for.
 */
function distanceLowerBound(a: Profile, aCounts: Int32Array, b: Profile): number {
  let shared = 0;
  for (let k = 0; k < b.classes.length; k++) shared += Math.min(b.counts[k]!, aCounts[b.classes[k]!]!);
  const h = a.length + b.length - 2 * shared;
  const d = Math.abs(a.length - b.length);
  let w = 0;
  for (let k = 0; k < MERGE_KINDS; k++) {
    w += Math.min(a.mergePairs[k]!, b.mergeLetters[k]!) + Math.min(b.mergePairs[k]!, a.mergeLetters[k]!);
  }
  const byClasses = MERGE_COST * Math.min(w, h / 3) + Math.max(0, h - 3 * w) / 2;
  const byLength = MERGE_COST * Math.min(w, d) + Math.max(0, d - w);
  return Math.max(byClasses, byLength);
}

/** Guards the bound against rounding in the distance's sums: prune only when clearly past the limit. */
const ROUNDING_MARGIN = 1e-9;

export interface FuzzyHit {
  key: string;
  similarity: number;
}

export interface FuzzyIndex {
  /**
   * The key of length minLength..maxLength most similar to `phrase` with ocrSimilarity >= minSimilarity, the
   * first in key order on a tie; exactly what scanning every such key would return, skipping keys the
   * distance bound rules out.
   */
  closest(phrase: string, minSimilarity: number, minLength?: number, maxLength?: number): FuzzyHit | null;
}

export function createFuzzyIndex(keys: Iterable<string>): FuzzyIndex {
  const byLength = new Map<number, { key: string; profile: Profile }[]>();
  for (const key of keys) {
    const bucket = byLength.get(key.length) ?? [];
    bucket.push({ key, profile: profile(key) });
    byLength.set(key.length, bucket);
  }
  const lengths = [...byLength.keys()].sort((x, y) => x - y);
  const phraseCounts = new Int32Array(CLASS_COUNT);

  return {
    closest(phrase, minSimilarity, minLength = 0, maxLength = Infinity) {
      const p = profile(phrase);
      for (let k = 0; k < p.classes.length; k++) phraseCounts[p.classes[k]!] = p.counts[k]!;
      let best: FuzzyHit | null = null;
      for (const length of lengths) {
        if (length < minLength || length > maxLength) continue;
        const limit = (1 - minSimilarity) * Math.max(phrase.length, length);
        for (const { key, profile: keyProfile } of byLength.get(length)!) {
          if (distanceLowerBound(p, phraseCounts, keyProfile) > limit + ROUNDING_MARGIN) continue;
          const s = similarity(phrase, key, minSimilarity);
          if (s >= minSimilarity && (!best || s > best.similarity)) best = { key, similarity: s };
        }
      }
      for (let k = 0; k < p.classes.length; k++) phraseCounts[p.classes[k]!] = 0;
      return best;
    },
  };
}
