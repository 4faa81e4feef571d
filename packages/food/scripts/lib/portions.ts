import type { Sr28Portion } from './sr28';

/** Millilitres in one US cup, tablespoon and teaspoon (the volumes SR28 measures use). */
export const ML_PER = { cup: 236.59, tbsp: 14.787, tsp: 4.929, 'fl oz': 29.574 } as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

// Measure words that name one whole item, best first: 'medium' is the typical size a recipe means by 'one'.
const EACH_RANK: [RegExp, number][] = [
  [/^medium\b/, 0],
  [/^(whole|each|item|unit|fruit|ear|bulb|head|nlea serving)\b/, 1],
  [/^(breast|thigh|drumstick|wing|leg|chop|steak|fillet|link|frank|patty|bagel|muffin|roll|bun|tortilla|pita|croissant|biscuit|pepper|onion|potato|tomato|shallot|pod|date|fig|prune|apricot|plum|nut|kernel|shell|cookie|cracker|bar|egg)\b/, 2],
  [/^large\b/, 3],
  [/^small\b/, 4],
  [/^extra large\b/, 5],
];

// Measures kept under their own unit name.
const NAMED_UNITS: [RegExp, string][] = [
  [/^(cup|cups)\b/, 'cup'],
  [/^(tbsp|tablespoon)\b/, 'tbsp'],
  [/^(tsp|teaspoon)\b/, 'tsp'],
  [/^fl oz\b/, 'fl oz'],
  [/^slice\b/, 'slice'],
  [/^clove\b/, 'clove'],
  [/^stalk\b/, 'stalk'],
  [/^sprig\b/, 'sprig'],
  [/^leaf\b/, 'leaf'],
  [/^link\b/, 'link'],
  [/^strip\b/, 'strip'],
  [/^stick\b/, 'stick'],
  [/^head\b/, 'head'],
  [/^can\b/, 'can'],
];

/** Grams per household unit for one food: cup, tbsp, tsp, slice, clove... plus 'ml' (grams per millilitre) and 'each'. */
export function portionsFrom(sr28: Sr28Portion[]): Record<string, number> {
  const out: Record<string, number> = {};
  // A plain 'cup' beats 'cup, chopped' or 'cup, sliced': SR28 lists several, first plain one wins.
  const ordered = [...sr28].sort((a, b) => Number(b.measure === 'cup') - Number(a.measure === 'cup'));
  for (const p of ordered) {
    const perUnit = p.grams / p.amount;
    for (const [pattern, unit] of NAMED_UNITS) {
      if (pattern.test(p.measure) && out[unit] === undefined) out[unit] = round1(perUnit);
    }
  }
  let bestRank = Infinity;
  for (const p of sr28) {
    const hit = EACH_RANK.find(([pattern]) => pattern.test(p.measure));
    if (hit && hit[1] < bestRank) {
      bestRank = hit[1];
      out.each = round1(p.grams / p.amount);
    }
  }
  fillVolumes(out);
  return out;
}

/** Derive missing cup/tbsp/tsp from each other and record density ('ml' = grams per millilitre). */
export function fillVolumes(out: Record<string, number>): void {
  const density =
    out.ml ??
    (out.cup !== undefined ? out.cup / ML_PER.cup
      : out.tbsp !== undefined ? out.tbsp / ML_PER.tbsp
      : out.tsp !== undefined ? out.tsp / ML_PER.tsp
      : out['fl oz'] !== undefined ? out['fl oz'] / ML_PER['fl oz']
      : undefined);
  if (density === undefined) return;
  out.ml = round3(density);
  out.cup ??= round1(density * ML_PER.cup);
  out.tbsp ??= round1(density * ML_PER.tbsp);
  out.tsp ??= round1(density * ML_PER.tsp);
}
