import { readFileSync } from 'node:fs';

export interface ReceiptToken {
  /** Upper case as printed: 'BNLS', 'GRND BF', 'WHL MLK'. */
  token: string;
  expansion: string;
  /** word | phrase | flag | size | unit | noise | ambiguous */
  kind: string;
  categoryHint: string | null;
  /** US | UK | both */
  region: string;
  /** high | medium | low: treat low as a guess. */
  confidence: string;
}

export interface StoreBrand {
  /** Upper-case prefix that precedes the product name on a receipt ('GV', 'KS', 'RBW'). */
  prefix: string;
  brand: string;
  retailer: string;
  country: string;
  confidence: string;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')) as T;

/** A grocery brand whose name on a receipt tells the food ('TAYTO' is potato chips), in its receipt spelling. */
export interface FoodBrand {
  brand: string;
  /** The ingredient id the brand's products are. */
  ingredient: string;
}

const vocabulary = readJson<{ tokens: ReceiptToken[]; storeBrands: StoreBrand[]; foodBrands: FoodBrand[] }>('receipt-vocabulary.generated.json');
const nonFood = readJson<{ en: string[]; de: string[] }>('non-food-terms.json');

/** Receipt abbreviations with kind, region and confidence, from the project's seed list. */
export const receiptTokenDetails: readonly ReceiptToken[] = Object.freeze(vocabulary.tokens);

/** Receipt abbreviation -> expansion ('BNLS' -> 'boneless', 'CRV' -> 'California redemption value (bottle deposit)'). */
export const receiptTokens: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(vocabulary.tokens.map((t) => [t.token, t.expansion])),
);

/** Store-brand prefixes (US, UK, DE, CA) to strip before matching a product ('GV WHL MLK' -> 'WHL MLK'). */
export const storeBrands: readonly StoreBrand[] = Object.freeze(vocabulary.storeBrands);

/** Brands that name one food (data/food-brands.csv); each is also a receipt spelling of its ingredient. */
export const foodBrands: readonly FoodBrand[] = Object.freeze(vocabulary.foodBrands);

/** Lower-case English and German words that mark a receipt line as not food (bags, Pfand, detergent, shampoo...). */
export const nonFoodTerms: readonly string[] = Object.freeze([...nonFood.en, ...nonFood.de]);
