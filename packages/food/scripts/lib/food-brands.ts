import { readFileSync } from 'node:fs';
import type { CuratedCategory } from '../../data/curated/schema';
import { parseCsv } from './csv';
import { normalSpelling } from './validate';

/** A grocery brand whose name on a receipt tells the food ('TAYTO' is crisps, 'BARRYS' tea). */
export interface FoodBrand {
  brand: string;
  ingredient: string;
}

/** Tills short of width drop a brand's ampersand ('BEN & JERRYS' prints as 'BEN JERRYS'); 'M&M' keeps it. */
const withoutAmpersand = (brand: string): string | null => (/ & /.test(brand) ? brand.replace(/ & /g, ' ') : null);

/**
 * Rows of data/food-brands.csv (brand,ingredient,region,notes), the brand in its receipt spelling, and a brand
 * written with a spaced ampersand once more without it.
 */
export function loadFoodBrands(path: string): FoodBrand[] {
  return parseCsv(readFileSync(path, 'utf8')).flatMap((r) => {
    const brand = normalSpelling(r.brand ?? '');
    const ingredient = (r.ingredient ?? '').trim();
    const bare = withoutAmpersand(brand);
    return bare === null ? [{ brand, ingredient }] : [{ brand, ingredient }, { brand: bare, ingredient }];
  });
}

/** The form the receipt matcher compares names in: accents, apostrophes and punctuation gone, '&' read as 'and'. */
const matchKey = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/(^|\s)&(?=\s|$)/g, '$1and')
    .replace(/[^a-z0-9%&]+/g, ' ')
    .trim();

/**
 * Brand rows the build cannot take: an unknown ingredient id, a brand listed twice, or a brand that already is a
 * name or receipt spelling of another ingredient (the receipt matcher would pick one of the two by chance).
 */
export function foodBrandProblems(brands: FoodBrand[], categories: CuratedCategory[], displayName: (id: string, name?: string) => string): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const owner = new Map<string, string>();
  for (const { items } of categories) {
    for (const item of items) {
      ids.add(item.id);
      for (const name of [displayName(item.id, item.name), ...(item.en ?? []), ...(item.de ?? []), ...(item.rc ?? [])]) {
        if (!owner.has(matchKey(name))) owner.set(matchKey(name), item.id);
      }
    }
  }
  const seen = new Set<string>();
  for (const { brand, ingredient } of brands) {
    const key = matchKey(brand);
    if (!key) problems.push(`a row has no brand (ingredient "${ingredient}")`);
    else if (seen.has(key)) problems.push(`brand "${brand}" is listed twice`);
    seen.add(key);
    if (!ids.has(ingredient)) problems.push(`brand "${brand}" names unknown ingredient "${ingredient}"`);
    const other = owner.get(key);
    if (other !== undefined && other !== ingredient) problems.push(`brand "${brand}" (${ingredient}) is already a name or spelling of ${other}`);
  }
  return problems;
}
