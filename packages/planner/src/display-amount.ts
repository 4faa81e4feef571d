import { HALF_PIECE_MIN_G, IN_TSP, scaleLine } from './scale-line';
import type { FoodKnowledge } from './types';

/** An amount as a cook reads it: '11 each' (eggs), '4 each' (curry leaves), '1/2 tsp', '450 g', '1.5 kg'. */
export interface DisplayAmount {
  quantity: number;
  unit: string;
}

/** How a food is measured: a recipe's unit and its weight, e.g. { unit: 'each', grams: 50 } for eggs. */
export interface Measure {
  unit: string;
  grams: number;
}

/** Up to this many teaspoons (a quarter cup) a list keeps spoon measures; more is weighed. */
const MAX_SPOON_TSP = 12;
/** A count this close below a whole number is that number: 11.04 eggs' worth needs 11 eggs, not 12. */
const COUNT_SLACK = 0.1;

/**
 * What to buy rounds counts up to whole items (you cannot buy 2.3 eggs); what is left rounds to the nearest
 * piece, or half piece of large items, as recipe lines do.
 */
export type Rounding = 'buy' | 'left';

/** The way the food knowledge counts a food that has no recipe line in the plan: by the piece, else by weight. */
export function foodMeasure(id: string, food: FoodKnowledge): Measure | null {
  const each = food.getIngredient(id)?.gramsPerEach;
  return each ? { unit: 'each', grams: each } : null;
}

function weighed(grams: number): DisplayAmount {
  const g = scaleLine({ quantity: grams, unit: 'g', grams }, 1).quantity;
  return g >= 1000 ? { quantity: Math.round(g / 100) / 10, unit: 'kg' } : { quantity: g, unit: 'g' };
}

/**
 * Grams of one food in the measure its recipes use (scale-line.ts rounding): a count for counted food, spoons for
 * small amounts of spooned food, grams (kg from 1000 g) for the rest and for amounts too small to count.
 */
export function displayAmount(grams: number, measure: Measure | null, rounding: Rounding): DisplayAmount {
  if (!(grams > 0)) return { quantity: 0, unit: measure && IN_TSP[measure.unit] === undefined ? measure.unit : 'g' };
  if (!measure || measure.unit === 'g' || !(measure.grams > 0)) return weighed(grams);
  const amount = grams / measure.grams;
  const inTsp = IN_TSP[measure.unit];
  if (inTsp !== undefined) {
    if (amount * inTsp > MAX_SPOON_TSP) return weighed(grams);
    const spoons = scaleLine({ quantity: amount, unit: measure.unit, grams }, 1);
    return { quantity: spoons.quantity, unit: spoons.unit };
  }
  if (rounding === 'buy') return { quantity: Math.max(1, Math.ceil(amount - COUNT_SLACK)), unit: measure.unit };
  const step = measure.grams >= HALF_PIECE_MIN_G ? 0.5 : 1;
  const count = Math.round(amount / step) * step;
  // Less than half a piece left is better told in grams than rounded to a piece that is not there.
  return count > 0 ? { quantity: count, unit: measure.unit } : weighed(grams);
}
