/**
 * Shape of the hand-curated ingredient list. The build script (scripts/build-food-data.ts) joins each entry with
 * USDA SR28 (nutrients, household portions) and USDA FSIS FoodKeeper (storage times) to produce the Ingredient records.
 */
import type { DietFacts, FoodCategory } from '../../src/types';

export type DietFlag = keyof DietFacts;
export type Storage = 'pantry' | 'fridge' | 'freezer';

/** Per 100 g: kcal, protein g, fat g, carbs g, fiber g, sugar g, sodium mg. */
export type NutritionRow = readonly [number, number, number, number, number, number, number];

export interface CuratedIngredient {
  id: string;
  /** Display name when it is not the id with spaces ('jalapeño', 'crème fraîche'). */
  name?: string;
  /** Plural when the English rule gets it wrong, or the name itself for mass nouns that have no plural. */
  plural?: string;
  /** SR28 NDB number of the closest food, or null when SR28 has nothing close (then `label` is required). */
  ndb: string | null;
  /** True when the NDB food is a stand-in (same kind of food, not the food itself). */
  proxy?: true;
  /** Typical per-100 g values from product labels, for foods SR28 lacks. */
  label?: NutritionRow;
  /** Grams per millilitre, for label-only foods measured by volume (SR28 portions give it for the rest). */
  ml?: number;
  /** FoodKeeper product id whose storage times fit, or null. */
  fk: number | null;
  diet: DietFlag[];
  /** Other English names (US/UK/CA spellings and shop names), lower case. */
  en?: string[];
  /** German names, lower case. */
  de?: string[];
  /** Receipt abbreviations in upper case ('BNLS SKLS CHKN BRST'); full upper-case names are added by the build. */
  rc?: string[];
  /** Grams of one item when SR28 has no usable count portion, or when SR28's differs from what shops sell. */
  each?: number;
  /** Grams in the usual shop package (a can, a tub, a bag); for canned beans the drained weight, which is what a recipe's 'can' means. */
  pack?: number;
  /**
   * Pieces in the usual shop package, for food sold in packs of countable items (a dozen eggs, six bagels); `pack`
   * must weigh that many of `each`. A count printed before such a product on a receipt counts packs.
   */
  count?: number;
  /** Grams in one slice, where SR28's slice describes another loaf or cut. */
  slice?: number;
  /** Grams in a bunch, for herbs and bunched vegetables. */
  bunch?: number;
  /** Where a home cook keeps it, when not the category's usual place. */
  store?: Storage;
  /** Shelf life in days when FoodKeeper has no matching product (otherwise the category default applies). */
  days?: number;
  /** Dish words of a generic dish bought ready ('salad', 'sub'): see `Ingredient.dishWords`. */
  dish?: string[];
  /** False for drinks a receipt lists that nobody cooks with or eats as food (soda, energy drinks, spirits). */
  receiptFood?: false;
}

export interface CuratedCategory {
  category: FoodCategory;
  items: CuratedIngredient[];
}
