import { readFileSync } from 'node:fs';
import type { FoodCategory, Product } from './types';

let products: readonly Product[] | undefined;

/** An entry of data/shop-foods.json: `food` is false only for drinks drunk as bought. */
interface ShopFood {
  name: string;
  aliases: string[];
  ingredient: string | null;
  category: FoodCategory;
  food?: boolean;
}

const readData = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')) as T;

/**
 * What shops sell: names of canonical ingredients ('ducks', 'dark beer') and foods of their own ('instant noodle
 * soup'), from the Open Food Facts taxonomies (ODbL, see data/ATTRIBUTION.md), and the international grocers' foods
 * those taxonomies lack ('pork floss', 'mandu', 'nopales': data/shop-foods.json, written for this project).
 * Parsed on first use.
 */
export function allProducts(): readonly Product[] {
  products ??= Object.freeze(
    [
      ...readData<{ products: Product[] }>('products.generated.json').products,
      ...readData<{ foods: ShopFood[] }>('shop-foods.json').foods.map(({ food, ...rest }) => ({ ...rest, aliases: [rest.name, ...rest.aliases], food: food ?? true })),
    ].map((p) => Object.freeze({ ...p, aliases: Object.freeze(p.aliases) as string[] })),
  );
  return products;
}
