/**
 * Edit distance where the substitutions OCR makes on receipt print cost less than real spelling
 * differences: '0'/'o', '1'/'l'/'i', '5'/'s', '8'/'b', 'c'/'e', 'u'/'v', '2'/'z', '6'/'g'.
 */
const CHEAP_PAIRS = ['0o', '1l', '1i', 'il', 'ij', '5s', '8b', 'ce', 'uv', '2z', '6g'];
const CHEAP = new Set(CHEAP_PAIRS.flatMap(([a, b]) => [`${a}${b}`, `${b}${a}`]));
const CHEAP_COST = 0.4;

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  return CHEAP.has(a + b) ? CHEAP_COST : 1;
}

/**
 * The letter OCR may have read the pair s[k-2..k) as ('rn' -> 'm', 'cl' -> 'd', 'vv' -> 'w'), or ''. Compared
 * letter by letter: this runs for every cell of every alias scan.
 */
function mergedLetter(s: string, k: number): string {
  if (k < 2) return '';
  const first = s[k - 2];
  const second = s[k - 1];
  if (first === 'r' && second === 'n') return 'm';
  if (first === 'c' && second === 'l') return 'd';
  if (first === 'v' && second === 'v') return 'w';
  return '';
}

/**
 * Weighted Levenshtein distance between two lower-case strings, where a merged pair ('rn' for 'm') is one
 * cheap step; stops early and returns Infinity once every path exceeds `limit`, which keeps scans over
 * thousands of aliases fast.
 */
export function ocrEditDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) * CHEAP_COST > limit) return Infinity;
  let before = new Float64Array(b.length + 1);
  let prev = new Float64Array(b.length + 1);
  let curr = new Float64Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  let prevMin = 0;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    let rowMin = curr[0];
    const mergeA = mergedLetter(a, i);
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + substitutionCost(a[i - 1]!, b[j - 1]!));
      if (mergeA && mergeA === b[j - 1]) v = Math.min(v, before[j - 1]! + CHEAP_COST);
      if (j >= 2 && mergedLetter(b, j) === a[i - 1]) v = Math.min(v, prev[j - 2]! + CHEAP_COST);
      curr[j] = v;
      if (v < rowMin) rowMin = v;
    }
    // A merge reaches back two rows, so only two rows past the limit end the search.
    if (rowMin > limit && prevMin > limit) return Infinity;
    prevMin = rowMin;
    [before, prev, curr] = [prev, curr, before];
  }
  return prev[b.length]! > limit ? Infinity : prev[b.length]!;
}

/** 1 for identical strings, falling towards 0 as edits pile up relative to the longer string. */
export function ocrSimilarity(a: string, b: string, minSimilarity = 0): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  const d = ocrEditDistance(a, b, (1 - minSimilarity) * longest);
  return d === Infinity ? 0 : 1 - d / longest;
}
