/**
 * Scales a recipe line to the household and rounds it to what a cook can measure: whole eggs and cloves (halves
 * of large items such as an onion or a can), 1/4 tsp and 1/2 tbsp steps, 1/4 cups, grams to 5 g (1 g under 10 g,
 * 10 g above 100 g, 25 g above 500 g). Small spoon and cup amounts move to the next smaller measure (0.17 cup ->
 * 2 1/2 tbsp, 0.33 tbsp -> 1 tsp, 0.08 tsp -> a pinch). Nothing rounds to 0. Grams follow the rounded amount,
 * so the plan's metrics add up what the cook really uses.
 */

export interface LineAmount {
  quantity: number;
  unit: string;
  grams: number;
}

/** A piece at least this heavy may be halved (half an onion, pepper, avocado, lemon or can; never half an egg). */
export const HALF_PIECE_MIN_G = 60;

/** Spoon and cup measures in teaspoons (US: 3 tsp a tbsp, 16 tbsp a cup; a pinch is 1/16 tsp). */
export const IN_TSP: Readonly<Record<string, number>> = { pinch: 1 / 16, tsp: 1, tbsp: 3, cup: 48 };
/** Step of each measure, and the smallest amount worth measuring in it; below that the next smaller measure is used. */
const MEASURES = [
  { unit: 'cup', step: 0.25, least: 0.25 },
  { unit: 'tbsp', step: 0.5, least: 1 },
  { unit: 'tsp', step: 0.25, least: 1 / 8 },
  { unit: 'pinch', step: 1, least: 0 },
] as const;
/** Metric units in their base unit. */
const METRIC: Readonly<Record<string, { base: string; size: number }>> = {
  g: { base: 'g', size: 1 },
  kg: { base: 'g', size: 1000 },
  ml: { base: 'ml', size: 1 },
  l: { base: 'ml', size: 1000 },
};

/** The nearest multiple of `step`, at least one step, without float dust (0.30000000000000004). */
const toStep = (value: number, step: number) => Math.max(step, Math.round(Math.round(value / step) * step * 100) / 100);

function metricStep(amount: number): number {
  if (amount < 10) return 1;
  if (amount <= 100) return 5;
  if (amount <= 500) return 10;
  return 25;
}

/** The line for `factor` times the recipe's servings, rounded; `grams` scales with the rounded amount. */
export function scaleLine(line: LineAmount, factor: number): LineAmount {
  const exact = line.quantity * factor;
  const gramsPerUnit = line.grams / line.quantity;
  const inTsp = IN_TSP[line.unit];
  if (inTsp !== undefined) {
    // Stay in the recipe's measure (6 tsp stays 6 tsp) unless the amount is too small for it.
    const own = MEASURES.findIndex((m) => m.unit === line.unit);
    const tsp = exact * inTsp;
    const measure = MEASURES.slice(own).find((m) => tsp / IN_TSP[m.unit]! >= m.least) ?? MEASURES[MEASURES.length - 1]!;
    const quantity = toStep(tsp / IN_TSP[measure.unit]!, measure.step);
    return { quantity, unit: measure.unit, grams: (gramsPerUnit * quantity * IN_TSP[measure.unit]!) / inTsp };
  }
  const metric = METRIC[line.unit];
  if (metric) {
    const base = exact * metric.size;
    const quantity = toStep(base, metricStep(base));
    return { quantity, unit: metric.base, grams: (gramsPerUnit * quantity) / metric.size };
  }
  // Countable: each, clove, slice, can...
  const quantity = toStep(exact, gramsPerUnit >= HALF_PIECE_MIN_G ? 0.5 : 1);
  return { quantity, unit: line.unit, grams: gramsPerUnit * quantity };
}
