import { lotGrams } from './stock-rules.js';

/** A lot of stock as drawing sees it. */
export interface Lot {
  id: string;
  ingredient: string;
  quantity: number;
  unit: string;
  useBy: string;
}

/** Grams taken from one lot, and the same in the lot's unit. */
export interface Draw {
  lotId: string;
  ingredient: string;
  quantity: number;
  grams: number;
}

/** A recipe line as a plan stores it: what the line needs, and bought food the plan let stand in for it. */
export interface NeedLine {
  ingredient: string;
  grams: number;
  substituted_by?: ReadonlyArray<{ ingredient: string; grams: number }>;
}

/** Less than this is nothing: rounding leftovers of a gram's fraction are not stock. */
const CRUMB_G = 0.5;

/**
 * Grams per ingredient that recipe lines take from a kitchen. A stand-in the plan chose (crème fraîche for sour
 * cream) is taken as itself, the rest of the line as the line's own ingredient.
 */
export function recipeNeeds(lines: Iterable<NeedLine>, into = new Map<string, number>()): Map<string, number> {
  const add = (ingredient: string, grams: number) => {
    if (grams > 0) into.set(ingredient, (into.get(ingredient) ?? 0) + grams);
  };
  for (const line of lines) {
    let standIn = 0;
    for (const sub of line.substituted_by ?? []) {
      add(sub.ingredient, sub.grams);
      standIn += sub.grams;
    }
    add(line.ingredient, line.grams - standIn);
  }
  return into;
}

/** Lots still good on `today` that can be weighed, earliest use-by first. */
export function usableLots<L extends Lot>(lots: readonly L[], today: string): L[] {
  return lots
    .filter((lot) => lot.quantity > 0 && lot.useBy >= today && lotGrams(lot.ingredient, lot.quantity, lot.unit) !== null)
    .sort((a, b) => (a.useBy < b.useBy ? -1 : a.useBy > b.useBy ? 1 : a.id < b.id ? -1 : 1));
}

/**
 * Takes what the needs ask for from the lots still good on `today`, earliest use-by first, as far as they hold it.
 * Returns each draw (in grams and in the lot's unit) and, per ingredient, the grams the kitchen lacked.
 */
export function drawFromLots(
  needs: ReadonlyMap<string, number>,
  lots: readonly Lot[],
  today: string,
): { draws: Draw[]; missing: Map<string, number> } {
  const byIngredient = new Map<string, Lot[]>();
  for (const lot of usableLots(lots, today)) byIngredient.set(lot.ingredient, [...(byIngredient.get(lot.ingredient) ?? []), lot]);
  const draws: Draw[] = [];
  const missing = new Map<string, number>();
  for (const [ingredient, grams] of needs) {
    let wanted = grams;
    for (const lot of byIngredient.get(ingredient) ?? []) {
      if (wanted < CRUMB_G) break;
      const perUnit = lotGrams(lot.ingredient, 1, lot.unit)!;
      const held = lot.quantity * perUnit;
      const taken = Math.min(held, wanted);
      // Taking all but a crumb takes it all, so no lot is left holding 0.0001 of a can.
      const quantity = held - taken < CRUMB_G ? lot.quantity : taken / perUnit;
      draws.push({ lotId: lot.id, ingredient, quantity, grams: quantity * perUnit });
      wanted -= taken;
    }
    if (wanted >= CRUMB_G) missing.set(ingredient, wanted);
  }
  return { draws, missing };
}
