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
 * Weighted Levenshtein distance between two lower-case strings; stops early and returns Infinity
 * once every path exceeds `limit`, which keeps scans over thousands of aliases fast.
 */
export function ocrEditDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return Infinity;
  let prev = new Float64Array(b.length + 1);
  let curr = new Float64Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    let rowMin = curr[0];
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + substitutionCost(a[i - 1]!, b[j - 1]!));
      curr[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return Infinity;
    [prev, curr] = [curr, prev];
  }
  return prev[b.length]!;
}

/** 1 for identical strings, falling towards 0 as edits pile up relative to the longer string. */
export function ocrSimilarity(a: string, b: string, minSimilarity = 0): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  const d = ocrEditDistance(a, b, (1 - minSimilarity) * longest);
  return d === Infinity ? 0 : 1 - d / longest;
}
