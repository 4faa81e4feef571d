import type { ShoppingListEntry } from '@forkcast/contracts';
import { getIngredient } from '@forkcast/food';
import { isPantryStaple } from '@forkcast/planner';
import { aisleRank, buyingAmount } from './shopping-amount.js';
import { recipeNeeds, type NeedLine } from './stock-draw.js';
import { foodFacts } from './stock-rules.js';

/** A recipe line as the shopping list reads it: a garnish (`optional`) is worth buying only if wanted. */
export interface ShoppingLine extends NeedLine {
  unit: string;
  optional?: boolean;
}

/** Less than this missing is not worth a line. */
const MIN_TO_BUY_G = 1;

/**
 * What the lines need and the kitchen (`held`, grams per ingredient) lacks, as shop amounts by aisle. The kitchen
 * covers needed lines first; an entry only garnishes lack is `optional` and listed after the rest. An entry some
 * needed line lacks takes the garnish grams too, since that food is bought anyway.
 */
export function shoppingEntries(lines: readonly ShoppingLine[], held: ReadonlyMap<string, number>, ticks: ReadonlySet<string>): ShoppingListEntry[] {
  const needs = recipeNeeds(lines);
  const needed = recipeNeeds(lines.filter((line) => !line.optional));
  const counted = new Set(lines.filter((line) => line.unit === 'each').map((line) => line.ingredient));
  const entries: ShoppingListEntry[] = [];
  for (const [ingredient, total] of needs) {
    const inKitchen = held.get(ingredient) ?? 0;
    const grams = total - inKitchen;
    if (grams < MIN_TO_BUY_G) continue;
    entries.push({
      ingredient,
      ...foodFacts(ingredient),
      needed_g: Math.round(total),
      in_kitchen_g: Math.round(inKitchen),
      grams: Math.round(grams),
      ...buyingAmount(ingredient, grams, counted.has(ingredient)),
      staple: isPantryStaple(getIngredient(ingredient), ingredient),
      optional: (needed.get(ingredient) ?? 0) - inKitchen < MIN_TO_BUY_G,
      ticked: ticks.has(ingredient),
    });
  }
  return entries.sort((a, b) => Number(a.optional) - Number(b.optional) || aisleRank(a.aisle) - aisleRank(b.aisle) || a.name.localeCompare(b.name));
}
