// Realistic grocery baskets for the planner benchmark, written for Forkcast from what typical shops sell (not from
// any single receipt), as the receipt reader links the lines to ingredients. Quantities as printed on receipts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Purchase } from '../packages/planner/src/types';

export interface Basket {
  name: string;
  /**
   * 'western' (US, UK, German shops) or the kind of grocer: the benchmark reports both groups; 'receipt': a real
   * receipt as the product's reader read it.
   */
  region: 'western' | 'korean' | 'chinese' | 'indian' | 'latin' | 'receipt';
  items: string;
  /** A receipt's food lines the reader kept without linking them to an ingredient: nothing can plan them. */
  unlinkedFood?: number;
}

export const BASKETS: Basket[] = [
  {
    name: 'US weekly (Walmart)',
    region: 'western',
    items:
      'reduced-fat-milk 1 gal, lean-ground-beef 1 lb, chicken-breast 2 lb, cheddar 8 oz, egg 12 each, banana 6 each, apple 6 each, ' +
      'baby-spinach 5 oz, roma-tomato 4 each, onion 3 each, potato 5 lb, greek-yogurt 32 oz, white-bread 1 pack',
  },
  {
    name: 'US taco night (Kroger)',
    region: 'western',
    items:
      'ground-beef 1 lb, mexican-cheese-blend 8 oz, sour-cream 16 oz, flour-tortilla 1 pack, iceberg-lettuce 1 each, tomato 3 each, ' +
      'avocado 3 each, lime 4 each, jalapeno 2 each, black-bean 2 can, red-onion 1 each, skim-milk 0.5 gal',
  },
  {
    name: 'US healthy (Whole Foods)',
    region: 'western',
    items:
      'skim-milk 0.5 gal, chicken-breast 1.5 lb, broccoli 1 each, sweet-potato 3 each, salmon 1 lb, quinoa 1 pack, blueberry 6 oz, ' +
      'strawberry 1 lb, low-fat-yogurt 32 oz, kale 1 pack, lemon 2 each, egg 12 each',
  },
  {
    name: 'US deli and snacks (Safeway)',
    region: 'western',
    items:
      'rotisserie-chicken 1 each, swiss-cheese 8 oz, sliced-turkey 8 oz, romaine-lettuce 1 each, cherry-tomato 1 pack, ' +
      'half-and-half 1 pt, bagel 1 pack, cream-cheese 8 oz, peach 4 each, pudding 1 pack, granola 1 pack, mini-cucumber 1 pack',
  },
  {
    name: 'UK big shop (Tesco)',
    region: 'western',
    items:
      'reduced-fat-milk 4 pt, ground-beef 500 g, chicken-thigh 1 kg, cheddar 400 g, mushroom 250 g, carrot 1 kg, potato 2.5 kg, ' +
      'onion 1 kg, cucumber 1 each, cherry-tomato 250 g, banana 5 each, strawberry 400 g, butter 250 g, egg 6 each, creme-fraiche 300 g',
  },
  {
    name: "UK midweek (Sainsbury's)",
    region: 'western',
    items:
      'skim-milk 2 pt, white-fish 400 g, pea 1 pack, baby-potato 750 g, leek 2 each, broccoli 1 each, plain-yogurt 500 g, ' +
      'red-onion 3 each, bell-pepper 3 each, pasta 500 g, canned-tomato 2 can, mozzarella 125 g, mandarin 600 g',
  },
  {
    name: 'UK student (Aldi)',
    region: 'western',
    items:
      'reduced-fat-milk 2 pt, mixed-ground-meat 500 g, spaghetti 500 g, canned-tomato 2 can, onion 3 each, garlic 1 each, ' +
      'egg 12 each, white-bread 1 pack, cheddar 400 g, apple 6 each, pea 1 pack, crispbread 1 pack',
  },
  {
    name: 'DE Wocheneinkauf (Rewe)',
    region: 'western',
    items:
      'reduced-fat-milk 1 l, mixed-ground-meat 500 g, swiss-cheese 200 g, gouda 400 g, quark 500 g, creme-fraiche 200 g, ' +
      'potato 2.5 kg, onion 1 kg, carrot 1 kg, cucumber 1 each, red-bell-pepper 3 each, apple 1 kg, rye-bread 1 pack, butter 250 g, egg 10 each',
  },
  {
    name: 'DE Familie (Edeka)',
    region: 'western',
    items:
      'whole-milk 2 l, bratwurst 4 each, sauerkraut 1 can, potato 2 kg, kohlrabi 2 each, cauliflower 1 each, quark 250 g, ' +
      'edam 400 g, plum 500 g, pudding 1 pack, crispbread 1 pack, egg 10 each, sour-cream 200 g',
  },
  {
    name: 'DE Bio (Alnatura)',
    region: 'western',
    items:
      'oat-milk 1 l, skyr 450 g, tofu 400 g, zucchini 2 each, spinach 500 g, tomato 500 g, red-lentil 500 g, lemon 2 each, ' +
      'nectarine 4 each, blueberry 250 g, rolled-oats 500 g, feta 200 g',
  },
  {
    name: 'DE Discounter (Lidl)',
    region: 'western',
    items:
      'reduced-fat-milk 1 l, chicken-breast 600 g, pork-chop 500 g, camembert 250 g, swiss-cheese 250 g, creme-fraiche 200 g, ' +
      'leek 2 each, mushroom 400 g, iceberg-lettuce 1 each, cherry-tomato 500 g, banana 5 each, pear 1 kg, crispbread 1 pack',
  },
  {
    name: 'DE Kaufland (mixed)',
    region: 'western',
    items:
      'low-fat-milk 1 l, mixed-ground-meat 1 kg, gouda 300 g, half-and-half 200 g, potato 2 kg, onion 1 kg, green-bell-pepper 2 each, ' +
      'red-cabbage 1 each, carrot 1 kg, apricot 500 g, plain-yogurt 500 g, egg 6 each, rye-bread 1 pack',
  },
  {
    name: 'KR weekly (Korean grocer)',
    region: 'korean',
    items:
      'white-rice 2 kg, kimchi 1 each, tofu 2 each, napa-cabbage 1 each, green-onion 1 bunch, pork-belly 600 g, egg 10 each, ' +
      'zucchini 2 each, bean-sprout 300 g, daikon 1 each, gochujang 1 each, enoki-mushroom 200 g, spinach 300 g, pear 3 each, seaweed-snack 1 pack',
  },
  {
    name: 'KR quick meals (Korean grocer)',
    region: 'korean',
    items:
      'ramen-noodle 1 pack, ribeye-steak 500 g, doenjang 1 each, shiitake-mushroom 200 g, egg 10 each, kimchi 400 g, cucumber 3 each, ' +
      'carrot 3 each, green-onion 1 bunch, tofu 1 each, glass-noodle 1 pack, soy-milk 1 l, apple 4 each',
  },
  {
    name: 'CN family (Chinese grocer)',
    region: 'chinese',
    items:
      'jasmine-rice 2 kg, bok-choy 500 g, ground-pork 500 g, chicken-thigh 1 kg, tofu 1 each, shiitake-mushroom 200 g, green-onion 1 bunch, ' +
      'ginger 100 g, garlic 1 each, egg 10 each, eggplant 2 each, dumpling-wrapper 1 pack, oyster-sauce 1 each, napa-cabbage 1 each, orange 4 each',
  },
  {
    name: 'CN quick (Chinese grocer)',
    region: 'chinese',
    items:
      'rice-noodle 1 pack, shrimp 400 g, bean-sprout 300 g, snow-pea 200 g, green-bean 400 g, tilapia 600 g, broccoli 1 each, ' +
      'hoisin-sauce 1 each, egg 10 each, frozen-dumpling 1 pack, cucumber 2 each, tofu 1 each, apple 6 each, soy-milk 1 l',
  },
  {
    name: 'IN staples (Indian grocer)',
    region: 'indian',
    items:
      'basmati-rice 2 kg, toor-dal 1 kg, paneer 400 g, okra 500 g, cauliflower 1 each, potato 2 kg, onion 2 kg, tomato 1 kg, ' +
      'cilantro 1 bunch, thai-chili 100 g, ginger 100 g, garlic 1 each, plain-yogurt 1 kg, ghee 500 g, naan 1 pack, spinach 500 g, banana 6 each',
  },
  {
    name: 'IN family (Indian grocer)',
    region: 'indian',
    items:
      'chickpea 2 can, chicken-thigh 1 kg, eggplant 2 each, pea 1 pack, mango 3 each, whole-milk 1 gal, plain-yogurt 1 kg, cucumber 2 each, ' +
      'lemon 3 each, onion 1 kg, tomato 6 each, curry-leaf 1 pack, red-lentil 1 kg, mango-chutney 1 each, flatbread 1 pack',
  },
  {
    name: 'MX weekly (Latin grocer)',
    region: 'latin',
    items:
      'corn-tortilla 1 pack, pinto-bean 2 can, ground-beef 1 lb, chicken-thigh 2 lb, tomatillo 1 lb, poblano-pepper 2 each, jalapeno 4 each, ' +
      'onion 3 each, tomato 5 each, cilantro 1 bunch, lime 6 each, avocado 4 each, queso-fresco 10 oz, white-rice 2 lb, mango 2 each, egg 12 each',
  },
  {
    name: 'Latin family (Latin grocer)',
    region: 'latin',
    items:
      'chorizo 12 oz, plantain 3 each, black-bean 2 can, cotija 8 oz, chayote 2 each, papaya 1 each, flour-tortilla 1 pack, ' +
      'pork-shoulder 3 lb, orange 4 each, zucchini 3 each, corn 4 each, tortilla-chip 1 pack, salsa 1 each, whole-milk 1 gal',
  },
];

/** A basket's lines as purchases bought on `day`. */
export function basketPurchases(basket: Basket, day: string): Purchase[] {
  return basket.items.split(',').map((entry) => {
    const [ingredient, quantity, ...unit] = entry.trim().split(/\s+/);
    return { ingredient: ingredient!, quantity: Number(quantity), unit: unit.join(' '), purchased_on: day };
  });
}

const RECEIPTS_DIR = join(import.meta.dirname, 'fixtures/planner-receipts');
/** Fewer food lines than this is not a shop to plan days from (a drugstore or a single snack). */
const MIN_RECEIPT_ITEMS = 3;

/**
 * Real receipt photos as the product's reader read them (bench/fixtures/planner-receipts, refreshed by
 * read-planner-receipts.ts), in the baskets' format; receipts with fewer than MIN_RECEIPT_ITEMS food lines are left out.
 */
export function receiptBaskets(): Basket[] {
  if (!existsSync(RECEIPTS_DIR)) return [];
  return readdirSync(RECEIPTS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const read = JSON.parse(readFileSync(join(RECEIPTS_DIR, file), 'utf8')) as {
        items: { ingredient: string; quantity: number; unit: string }[];
        unlinked_food?: string[];
      };
      return {
        name: file.replace(/\.json$/, ''),
        region: 'receipt' as const,
        items: read.items.map((i) => `${i.ingredient} ${i.quantity} ${i.unit}`).join(', '),
        unlinkedFood: read.unlinked_food?.length ?? 0,
      };
    })
    .filter((basket) => basket.items.split(',').length >= MIN_RECEIPT_ITEMS);
}
