import { getIngredient, keepsInDays, THAWED_DAYS, toGrams, usualStorage, type StoragePlace } from '@forkcast/food';

const DAY_MS = 86_400_000;

/** `2025-06-02` plus `days` -> `2025-06-05` (UTC calendar days). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The last day food is good when it went into `place` on `day`: a food that keeps 7 days, bought on Monday, is good
 * through Sunday. The planner reads the same date the same way (good through plan day `use_by - today + 1`).
 */
export function useByFrom(ingredient: string, place: StoragePlace, day: string): string {
  return addDays(day, keepsInDays(ingredient, place) - 1);
}

/** A new lot's storage place and use-by: the food's usual place and its shelf life there, unless the cook said otherwise. */
export function newLotDates(ingredient: string, purchasedOn: string, given: { place?: StoragePlace; useBy?: string }) {
  const place = given.place ?? usualStorage(ingredient);
  return { place, useBy: given.useBy ?? useByFrom(ingredient, place, purchasedOn) };
}

/**
 * The use-by after moving a lot on `today`. Into the freezer, the clock restarts at the freezer's figure (never
 * earlier than before); out of the freezer, thawed food keeps `THAWED_DAYS` at most; between fridge and pantry it
 * keeps the new place's shelf life from the purchase day.
 */
export function movedUseBy(
  lot: { ingredient: string; place: StoragePlace; purchasedOn: string; useBy: string },
  to: StoragePlace,
  today: string,
): string {
  if (to === lot.place) return lot.useBy;
  if (to === 'freezer') {
    const frozen = useByFrom(lot.ingredient, 'freezer', today);
    return frozen > lot.useBy ? frozen : lot.useBy;
  }
  if (lot.place === 'freezer') return addDays(today, Math.min(keepsInDays(lot.ingredient, to), THAWED_DAYS) - 1);
  return useByFrom(lot.ingredient, to, lot.purchasedOn);
}

/** Grams of a quantity of a lot, null when the unit does not weigh that food. */
export function lotGrams(ingredient: string, quantity: number, unit: string): number | null {
  const grams = toGrams(ingredient, quantity, unit);
  return grams !== null && Number.isFinite(grams) ? grams : null;
}

/** The ingredient's display name and aisle; an id no longer in the food data keeps the name stored with the lot. */
export function foodFacts(ingredient: string, storedName?: string): { name: string; aisle: string } {
  const food = getIngredient(ingredient);
  return { name: food?.name ?? storedName ?? ingredient, aisle: food?.category ?? 'other' };
}
