import { readFileSync } from 'node:fs';
import { getIngredient } from './catalogue';
import { findIngredientByName } from './name-index';
import { readyDishFor } from './ready-dishes';
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
 * Aisles a dish bought ready is sold in. A fruit salad or leaf salad (produce), a choco pie (snacks) is no ready meal.
 */
const READY_DISH_AISLES = new Set<FoodCategory | null>(['deli', 'frozen', 'canned', 'pasta', 'grains', 'meat', 'poultry', 'seafood', null]);
/** A dish word after these is a dry mix to make it from ('dehydrated onion soup', 'instant noodle soup'). */
const DRY_MIX_WORDS = /\b(dehydrated|dried|instant|powder|powdered)\b/;

/**
 * A named food that is a dish bought ready ('turkey sandwich', 'cobb salad', 'kimbap') is the catalogue's generic
 * dish of that kind, unless a sweet food names it ('ice cream sandwich').
 */
function asReadyDish(p: Product): Product {
  if (p.ingredient !== null || !p.food || !READY_DISH_AISLES.has(p.category) || DRY_MIX_WORDS.test(p.name)) return p;
  const words = p.name.split(' ');
  const dish = readyDishFor(words);
  if (dish === undefined) return p;
  const before = words.slice(0, -1).join(' ');
  if (before !== '' && findIngredientByName(before)?.diet.addedSugar) return p;
  // Its own name stays one of the names the ingredient goes by.
  return { ...p, name: getIngredient(dish)!.name, aliases: [...new Set([p.name, ...p.aliases])], ingredient: dish, dishName: p.name };
}

/**
 * What shops sell: names of canonical ingredients ('ducks', 'dark beer') and foods of their own ('instant noodle
 * soup'), from the Open Food Facts taxonomies (ODbL, see data/ATTRIBUTION.md), and the international grocers' foods
 * those taxonomies lack ('pork floss', 'mandu', 'nopales': data/shop-foods.json, written for this project).
 * A dish bought ready joins its generic ingredient (`asReadyDish`). Parsed on first use.
 */
export function allProducts(): readonly Product[] {
  if (products) return products;
  const shop = shopFoods();
  products = Object.freeze(
    [...generatedProducts(shop), ...shop].map(asReadyDish).map((p) => Object.freeze({ ...p, aliases: Object.freeze(p.aliases) as string[], ...(p.frenchAliases ? { frenchAliases: Object.freeze(p.frenchAliases) as string[] } : {}) })),
  );
  return products;
}

const shopFoods = (): Product[] =>
  readData<{ foods: ShopFood[] }>('shop-foods.json').foods.map(({ food, ...rest }) => ({ ...rest, aliases: [rest.name, ...rest.aliases], food: food ?? true }));

/**
 * The taxonomies' products without the names the shop list claims: that list decides what its names are ('scotch
 * eggs' is a deli snack, which the category taxonomy files under eggs), and a product it names is its own.
 */
function generatedProducts(shop: readonly Product[]): Product[] {
  const claimed = new Set(shop.flatMap((f) => f.aliases));
  return readData<{ products: Product[] }>('products.generated.json')
    .products.filter((p) => !claimed.has(p.name))
    .map((p) => ({ ...p, aliases: p.aliases.filter((a) => !claimed.has(a)) }))
    .filter((p) => p.aliases.length > 0 || (p.frenchAliases?.length ?? 0) > 0);
}
