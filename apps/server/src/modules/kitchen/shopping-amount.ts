import { getIngredient } from '@forkcast/food';

/** A count this close below a whole number is that number: 3.05 onions' worth needs 3 onions. */
const COUNT_SLACK = 0.1;

/**
 * Grams to buy as a shop sells them, in units the kitchen's stock takes: whole items for food the recipes count
 * (eggs, onions), else grams rounded up (to 1 g under 10 g, 5 g under 100 g, 10 g under 1 kg) or kilograms to 0.1.
 */
export function buyingAmount(ingredient: string, grams: number, counted: boolean): { quantity: number; unit: 'each' | 'g' | 'kg' } {
  const each = getIngredient(ingredient)?.gramsPerEach;
  if (counted && each) return { quantity: Math.max(1, Math.ceil(grams / each - COUNT_SLACK)), unit: 'each' };
  if (grams >= 1000) return { quantity: Math.ceil(grams / 100) / 10, unit: 'kg' };
  const step = grams < 10 ? 1 : grams < 100 ? 5 : 10;
  return { quantity: Math.max(step, Math.ceil(grams / step) * step), unit: 'g' };
}

/** The order of a walk through a shop; aisles not named go last. */
export const AISLE_ORDER = [
  'produce', 'bakery', 'meat', 'poultry', 'seafood', 'deli', 'dairy', 'eggs', 'frozen', 'grains', 'pasta',
  'legumes', 'canned', 'condiments', 'baking', 'spices', 'oils', 'nuts', 'snacks', 'drinks',
] as const;

export function aisleRank(aisle: string): number {
  const rank = (AISLE_ORDER as readonly string[]).indexOf(aisle);
  return rank === -1 ? AISLE_ORDER.length : rank;
}
