import type { Sr28Portion } from './sr28';

/** Millilitres in one US cup, tablespoon and teaspoon (the volumes SR28 measures use). */
export const ML_PER = { cup: 236.59, tbsp: 14.787, tsp: 4.929, 'fl oz': 29.574 } as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

// Measures that are amounts of food rather than one item ('cup, diced', 'small box (1.5 oz)', 'dash', 'quart').
const NOT_ONE_ITEM = /\b(cups?|tbsp|tablespoons?|tsp|teaspoons?|oz|lb|package|pkg|packet|box|container|can|jar|pouch|bag|bottle|serving|slices?|cubic|yield|pat|stick|scoop|strip|portion|nlea|dash|pinch|bunch|quart|pint|liter|litre|gallon|block|head|stalk|leaf|leaves|sprig|spear)\b/;
// Words that mean one whole item of whatever food it is.
const ITEM_WORD = /^(whole|each|item|unit|fruit|ear|piece)\b/;
// Among one-item measures, the typical size first: a recipe's 'one onion' is a medium onion.
const SIZE_RANK: [RegExp, number][] = [
  [/\bmedium\b/, 0],
  [/\b(extra large|jumbo)\b/, 4],
  [/\blarge\b/, 2],
  [/\bsmall\b/, 3],
];

/** True when the measure names the food itself: 'drumstick with skin' for a drumstick, '50 raisins' for a raisin. */
function namesTheFood(measure: string, name: string): boolean {
  const head = name.split(' ').at(-1) ?? name;
  const stem = head.replace(/(es|s)$/, '');
  return new RegExp(`\\b${stem}(s|es)?\\b`).test(measure);
}

/** Grams of one whole item, from SR28 measures such as 'Potato medium (2-1/4" dia)', 'drumstick', '50 raisins'. */
function gramsPerItem(sr28: Sr28Portion[], name: string): number | undefined {
  let best: { rank: number; grams: number } | undefined;
  for (const p of sr28) {
    if (NOT_ONE_ITEM.test(p.measure)) continue;
    const size = SIZE_RANK.find(([pattern]) => pattern.test(p.measure))?.[1];
    if (size === undefined && !ITEM_WORD.test(p.measure) && !namesTheFood(p.measure, name)) continue;
    const rank = size ?? 1;
    if (best === undefined || rank < best.rank) best = { rank, grams: p.grams / p.amount };
  }
  return best === undefined ? undefined : round1(best.grams);
}

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
export function portionsFrom(sr28: Sr28Portion[], name: string): Record<string, number> {
  const out: Record<string, number> = {};
  // SR28 lists several cups: a plain or fluid cup first, a whipped one (cream doubles in volume) last.
  const cupRank = (m: string) => (m === 'cup' || /fluid|fl oz/.test(m) ? 0 : /whipped/.test(m) ? 2 : 1);
  const ordered = [...sr28].sort((a, b) => cupRank(a.measure) - cupRank(b.measure));
  for (const p of ordered) {
    const perUnit = p.grams / p.amount;
    for (const [pattern, unit] of NAMED_UNITS) {
      if (pattern.test(p.measure) && out[unit] === undefined) out[unit] = round1(perUnit);
    }
  }
  const each = gramsPerItem(sr28, name);
  if (each !== undefined) out.each = each;
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
