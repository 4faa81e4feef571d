import type { FoodKnowledge, Purchase } from './types';

/** Food that keeps this many days or fewer counts as perishable in the metrics. */
export const PERISHABLE_SHELF_LIFE_DAYS = 14;
/** How much more a gram is worth when it spoils tomorrow rather than never: weight = 1 + URGENCY / days left. */
const URGENCY = 6;
/**
 * What is not eaten of food that goes bad before the plan ends is thrown away: each such gram is worth this much
 * more again, so that a purchase to cook it (BUY_ITEM_COST) is worth making for a few hundred grams.
 */
export const WASTE_WEIGHT = 6;

/** What was bought, merged per ingredient, in grams, with the last plan day it is still good. */
export interface PantryItem {
  ingredient: string;
  name: string;
  grams: number;
  shelfLifeDays: number;
  /** Last plan day (1 = the plan's first day) on which it may be cooked. */
  goodThroughDay: number;
  /** Objective value of cooking one gram of it: the sooner it spoils, the more. */
  weight: number;
  perishable: boolean;
}

export interface Pantry {
  items: PantryItem[];
  byIngredient: ReadonlyMap<string, PantryItem>;
  ignored: { ingredient: string; reason: string }[];
}

const DAY_MS = 86_400_000;

export function parseIsoDate(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
    throw new RangeError(`"${value}" is not a date in the form YYYY-MM-DD`);
  }
  return ms;
}

/**
 * Turns purchase lines into grams per ingredient. Lots of one ingredient are merged and keep the earliest
 * spoil day, so the plan never counts on food past its shelf life; lots already spoiled on day 1 are set aside.
 */
export function buildPantry(purchases: readonly Purchase[], today: string, food: FoodKnowledge, days = 0): Pantry {
  const todayMs = parseIsoDate(today);
  const merged = new Map<string, PantryItem>();
  const ignored: Pantry['ignored'] = [];

  for (const purchase of purchases) {
    const known = food.getIngredient(purchase.ingredient);
    if (!known) {
      ignored.push({ ingredient: purchase.ingredient, reason: 'unknown ingredient' });
      continue;
    }
    const grams = food.toGrams(known.id, purchase.quantity, purchase.unit);
    if (grams === null || !(grams > 0)) {
      ignored.push({ ingredient: known.id, reason: `cannot weigh ${purchase.quantity} ${purchase.unit}` });
      continue;
    }
    const ageDays = Math.max(0, Math.round((todayMs - parseIsoDate(purchase.purchased_on)) / DAY_MS));
    const shelfLifeDays = food.shelfLifeDays(known.id);
    const goodThroughDay =
      purchase.use_by === undefined ? shelfLifeDays - ageDays : Math.round((parseIsoDate(purchase.use_by) - todayMs) / DAY_MS) + 1;
    if (goodThroughDay < 1) {
      const reason = purchase.use_by === undefined ? `kept ${shelfLifeDays} days, bought ${ageDays} days ago` : `use by ${purchase.use_by}`;
      ignored.push({ ingredient: known.id, reason: `spoiled: ${reason}` });
      continue;
    }
    const existing = merged.get(known.id);
    const through = Math.min(goodThroughDay, existing?.goodThroughDay ?? Infinity);
    merged.set(known.id, {
      ingredient: known.id,
      name: known.name,
      grams: (existing?.grams ?? 0) + grams,
      shelfLifeDays,
      goodThroughDay: through,
      weight: 1 + URGENCY / through + (through <= days ? WASTE_WEIGHT : 0),
      perishable: shelfLifeDays <= PERISHABLE_SHELF_LIFE_DAYS,
    });
  }
  const items = [...merged.values()];
  return { items, byIngredient: merged, ignored };
}
