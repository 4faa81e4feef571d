/**
 * Edit distance where the substitutions OCR makes on receipt print cost less than real spelling
 * differences: '0'/'o', '1'/'l'/'i', 'i'/'j', 'i'/'t', '5'/'s', '8'/'b', 'c'/'e', 'u'/'v', '2'/'z', '6'/'g'.
 */
export const LOOK_ALIKE_PAIRS = ['0o', '1l', '1i', 'il', 'ij', 'it', '5s', '8b', 'ce', 'uv', '2z', '6g'];
/** Letter pairs OCR may read for one letter ('rn' -> 'm', 'cl' -> 'd', 'vv' -> 'w'): one cheap step. */
export const MERGED_PAIRS: [pair: string, letter: string][] = [
  ['rn', 'm'],
  ['cl', 'd'],
  ['vv', 'w'],
];
export const CHEAP_COST = 0.4;

/** Substitution costs between ASCII codes; other characters cost 0 when equal, else 1. */
const ASCII = 128;
const SUBSTITUTION = new Float64Array(ASCII * ASCII).fill(1);
for (let c = 0; c < ASCII; c++) SUBSTITUTION[c * ASCII + c] = 0;
for (const [a, b] of LOOK_ALIKE_PAIRS) {
  const x = a!.charCodeAt(0);
  const y = b!.charCodeAt(0);
  SUBSTITUTION[x * ASCII + y] = CHEAP_COST;
  SUBSTITUTION[y * ASCII + x] = CHEAP_COST;
}
/** Code of the letter an ASCII pair may merge into, indexed by first * 128 + second; -1 for none. */
const MERGED = new Int32Array(ASCII * ASCII).fill(-1);
for (const [pair, letter] of MERGED_PAIRS) MERGED[pair.charCodeAt(0) * ASCII + pair.charCodeAt(1)] = letter.charCodeAt(0);

const substitutionCost = (x: number, y: number): number => (x < ASCII && y < ASCII ? SUBSTITUTION[x * ASCII + y]! : x === y ? 0 : 1);
const mergeOf = (s: string, k: number): number => {
  const x = s.charCodeAt(k - 2);
  const y = s.charCodeAt(k - 1);
  return x < ASCII && y < ASCII ? MERGED[x * ASCII + y]! : -1;
};

/** Work rows and per-position merge letters, grown on demand and reused: this runs for thousands of aliases per line. */
let rows = [new Float64Array(32), new Float64Array(32), new Float64Array(32)];
let mergesA = new Int32Array(32);
let mergesB = new Int32Array(32);
let codesB = new Int32Array(32);

function ensureCapacity(size: number): void {
  if (size <= rows[0]!.length) return;
  const n = Math.max(size, rows[0]!.length * 2);
  rows = [new Float64Array(n), new Float64Array(n), new Float64Array(n)];
  mergesA = new Int32Array(n);
  mergesB = new Int32Array(n);
  codesB = new Int32Array(n);
}

/**
 * Weighted Levenshtein distance between two lower-case strings, where a merged pair ('rn' for 'm') is one
 * cheap step; stops early and returns Infinity once every path exceeds `limit`, which keeps scans over
 * thousands of aliases fast.
 */
export function ocrEditDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) * CHEAP_COST > limit) return Infinity;
  const m = a.length;
  const n = b.length;
  ensureCapacity(Math.max(m, n) + 1);
  for (let i = 2; i <= m; i++) mergesA[i] = mergeOf(a, i);
  for (let j = 1; j <= n; j++) {
    codesB[j] = b.charCodeAt(j - 1);
    mergesB[j] = j >= 2 ? mergeOf(b, j) : -1;
  }
  let before = rows[0]!;
  let prev = rows[1]!;
  let curr = rows[2]!;
  for (let j = 0; j <= n; j++) prev[j] = j;
  let prevMin = 0;
  for (let i = 1; i <= m; i++) {
    curr[0] = i;
    let rowMin = i;
    const codeA = a.charCodeAt(i - 1);
    const mergeA = i >= 2 ? mergesA[i]! : -1;
    for (let j = 1; j <= n; j++) {
      const codeB = codesB[j]!;
      let v = prev[j]! + 1;
      const ins = curr[j - 1]! + 1;
      if (ins < v) v = ins;
      const sub = prev[j - 1]! + substitutionCost(codeA, codeB);
      if (sub < v) v = sub;
      if (mergeA === codeB) {
        const merged = before[j - 1]! + CHEAP_COST;
        if (merged < v) v = merged;
      }
      if (mergesB[j] === codeA) {
        const merged = prev[j - 2]! + CHEAP_COST;
        if (merged < v) v = merged;
      }
      curr[j] = v;
      if (v < rowMin) rowMin = v;
    }
    // A merge reaches back two rows, so only two rows past the limit end the search.
    if (rowMin > limit && prevMin > limit) return Infinity;
    prevMin = rowMin;
    const spare = before;
    before = prev;
    prev = curr;
    curr = spare;
  }
  return prev[n]! > limit ? Infinity : prev[n]!;
}

/** 1 for identical strings, falling towards 0 as edits pile up relative to the longer string. */
export function ocrSimilarity(a: string, b: string, minSimilarity = 0): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  const d = ocrEditDistance(a, b, (1 - minSimilarity) * longest);
  return d === Infinity ? 0 : 1 - d / longest;
}
