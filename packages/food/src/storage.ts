import { getIngredient } from './catalogue';
import type { StoragePlace } from './meal-vocabulary';
import type { FoodCategory } from './types';

/** Aisles a home cook puts in the fridge when FoodKeeper names no place for the food. */
const CHILLED: ReadonlySet<FoodCategory> = new Set(['produce', 'meat', 'poultry', 'seafood', 'dairy', 'eggs', 'deli']);
/**
 * FoodKeeper gives no freezer figure for some foods (eggs in the shell, salad leaves): freezing them is not advised,
 * so a month is a cautious guess rather than a promise.
 */
const FREEZER_FALLBACK_DAYS = 30;
/** Food taken out of the freezer keeps this long wherever it goes (FoodKeeper: thawed meat within 1-2 days). */
export const THAWED_DAYS = 2;

function known(id: string) {
  const ingredient = getIngredient(id);
  if (!ingredient) throw new Error(`unknown ingredient id "${id}"`);
  return ingredient;
}

/**
 * Where a home cook keeps this food: the place whose FoodKeeper figure is the food's shelf life (`shelfLifeDays`),
 * the freezer for frozen food, else the fridge for fresh aisles and the pantry for the rest.
 */
export function usualStorage(id: string): StoragePlace {
  const { category, shelfLife } = known(id);
  if (category === 'frozen') return 'freezer';
  if (shelfLife.fridge === shelfLife.days) return 'fridge';
  if (shelfLife.pantry === shelfLife.days) return 'pantry';
  if (shelfLife.freezer === shelfLife.days) return 'freezer';
  return CHILLED.has(category) ? 'fridge' : 'pantry';
}

/**
 * Days the food keeps in a place, counted from the day it went there. A place without a FoodKeeper figure borrows
 * the usual shelf life (pantry and fridge stand in for each other, as the food data does), except the freezer,
 * which never promises more than `FREEZER_FALLBACK_DAYS` without a figure.
 */
export function keepsInDays(id: string, place: StoragePlace): number {
  const { shelfLife } = known(id);
  const figure = shelfLife[place];
  if (figure !== null) return figure;
  return place === 'freezer' ? Math.max(shelfLife.days, FREEZER_FALLBACK_DAYS) : shelfLife.days;
}
