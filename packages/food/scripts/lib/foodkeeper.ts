import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FoodCategory, ShelfLife } from '../../src/types';
import type { Storage } from '../../data/curated/schema';
import { parseCsv } from './csv';

/** Days from purchase in each storage place for one FoodKeeper product (null: no figure). */
export type StorageDays = Record<Storage, number | null>;

/** FoodKeeper's 'Indefinitely' (salt, sugar, spirits) is capped at two years so plans still rotate stock. */
export const INDEFINITE_DAYS = 730;

const COLUMN: Record<Storage, string> = { pantry: 'pantry', fridge: 'refrigerate', freezer: 'freeze' };

/**
 * Unopened storage time for one place: 'from date of purchase' first, then the general figure.
 * After-opening figures are not used: a sealed can of soda keeps for months though it lasts 3 days once opened.
 */
function daysFor(row: Record<string, string>, storage: Storage): number | null {
  const col = COLUMN[storage];
  for (const key of [`dop_${col}_max_days`, `${col}_max_days`]) {
    const value = Number(row[key]);
    if (row[key] && value > 0) return value;
  }
  return row[`${col}_metric`] === 'Indefinitely' ? INDEFINITE_DAYS : null;
}

export function loadFoodKeeper(dataDir: string): Map<number, StorageDays> {
  const rows = parseCsv(readFileSync(join(dataDir, 'usda-foodkeeper', 'foodkeeper_products_flat.csv'), 'utf8'));
  return new Map(
    rows.map((r) => [Number(r.id), { pantry: daysFor(r, 'pantry'), fridge: daysFor(r, 'fridge'), freezer: daysFor(r, 'freezer') }]),
  );
}

/** Where a home cook keeps each kind of food unless the curated entry says otherwise. */
export const USUAL_STORAGE: Record<FoodCategory, Storage> = {
  produce: 'fridge', meat: 'fridge', poultry: 'fridge', seafood: 'fridge', dairy: 'fridge', eggs: 'fridge', deli: 'fridge',
  frozen: 'freezer',
  bakery: 'pantry', grains: 'pantry', pasta: 'pantry', legumes: 'pantry', canned: 'pantry', condiments: 'pantry',
  spices: 'pantry', oils: 'pantry', baking: 'pantry', nuts: 'pantry', snacks: 'pantry', drinks: 'pantry',
};

/**
 * Shelf life when FoodKeeper has no product or no figure for that storage. Conservative, in days from purchase:
 * fresh meat and fish 2-3, fresh produce a week, bread 5, dairy a week, dry and canned goods one to two years.
 */
export const DEFAULT_DAYS: Record<FoodCategory, number> = {
  produce: 7, meat: 3, poultry: 2, seafood: 2, dairy: 7, eggs: 28, deli: 5, frozen: 180,
  bakery: 5, grains: 365, pasta: 365, legumes: 365, canned: 730, condiments: 180, spices: 730, oils: 365,
  baking: 365, nuts: 180, snacks: 90, drinks: 180,
};

export type ShelfLifeBasis = 'foodkeeper' | 'category-default' | 'curated';

/**
 * Pick the storage a home cook would use and its days. A pantry food with no pantry figure falls back to the
 * fridge figure and the other way round; neither ever falls back to the freezer, which would overstate freshness.
 */
export function chooseShelfLife(
  fk: StorageDays | undefined,
  preferred: Storage,
  category: FoodCategory,
  curatedDays: number | undefined,
): { shelfLife: ShelfLife; basis: ShelfLifeBasis } {
  const places: StorageDays = fk ?? { pantry: null, fridge: null, freezer: null };
  const order: Storage[] = preferred === 'pantry' ? ['pantry', 'fridge'] : preferred === 'fridge' ? ['fridge', 'pantry'] : ['freezer'];
  const found = order.map((s) => places[s]).find((d): d is number => d !== null);
  const base = { pantry: places.pantry, fridge: places.fridge, freezer: places.freezer };
  if (curatedDays !== undefined) {
    return { shelfLife: { ...base, [preferred]: base[preferred] ?? curatedDays, days: curatedDays }, basis: 'curated' };
  }
  if (found !== undefined) return { shelfLife: { ...base, days: found }, basis: 'foodkeeper' };
  const days = DEFAULT_DAYS[category];
  return { shelfLife: { ...base, [preferred]: days, days }, basis: 'category-default' };
}
