/** Where an ingredient sits in a shop and on a receipt. */
export type FoodCategory =
  | 'produce'
  | 'meat'
  | 'poultry'
  | 'seafood'
  | 'dairy'
  | 'eggs'
  | 'bakery'
  | 'grains'
  | 'pasta'
  | 'legumes'
  | 'canned'
  | 'condiments'
  | 'spices'
  | 'oils'
  | 'baking'
  | 'nuts'
  | 'frozen'
  | 'snacks'
  | 'drinks'
  | 'deli';

/** Facts about what an ingredient is, enough to decide every diet of spec section 5 together with nutrition. */
export interface DietFacts {
  meat: boolean; // red meat or poultry, incl. gelatin, lard, meat stock
  seafood: boolean; // fish and shellfish, incl. fish sauce, anchovy paste
  dairy: boolean; // milk, cream, butter, ghee, cheese, yogurt, whey
  egg: boolean;
  honey: boolean;
  gluten: boolean; // wheat, barley, rye, spelt, regular soy sauce, malt
  grain: boolean; // any cereal grain or flour, incl. rice, corn, oats
  legume: boolean; // beans, lentils, chickpeas, peas, peanuts, soy
  addedSugar: boolean; // sugar, syrups, sweetened products
  processed: boolean; // refined seed oils, processed meats, ultra-processed products
}

/** Nutrition per 100 g edible portion, from USDA SR28. */
export interface Nutrition100g {
  kcal: number;
  protein: number;
  fat: number;
  carbs: number;
  fiber: number;
  sugar: number;
  sodiumMg: number;
}

/** Shelf life in days from the day of purchase, from USDA FoodKeeper (null where it does not apply). */
export interface ShelfLife {
  pantry: number | null;
  fridge: number | null;
  freezer: number | null;
  /** Days before it spoils where a home cook would keep it (the shortest sensible storage). */
  days: number;
}

export interface Ingredient {
  id: string; // kebab-case, singular: 'chicken-breast', 'whole-milk', 'egg'
  name: string; // English display name, singular: 'chicken breast'
  plural: string; // 'chicken breasts'
  category: FoodCategory;
  synonyms: string[]; // other English names and German names, lower case
  /** The German names among those that English does not share, lower case: a receipt in English never prints them. */
  germanNames?: string[];
  receiptSpellings: string[]; // upper-case receipt tokens/abbreviations: 'WHL MLK', 'BNLS SKLS CHKN BRST'
  diet: DietFacts;
  nutrition: Nutrition100g;
  /** Weight of one typical item ('each'), where countable: an egg 50 g, an onion 110 g. */
  gramsPerEach: number | null;
  /** Typical package weight or volume-as-weight on a shelf, to read '1 pack' on a receipt. */
  gramsPerPackage: number | null;
  /**
   * Pieces in that package, for food sold in packs of countable items (eggs 12, bagels 6, hot dog buns 8): a receipt's
   * '2 @ 3.49 XL EGGS' is two packs. Null for food sold loose or by weight.
   */
  piecesPerPack: number | null;
  /** grams per unit for household measures: { cup: 240, tbsp: 15, tsp: 5, ... } from SR28 portions. */
  portions: Record<string, number>;
  shelfLife: ShelfLife;
  /** False for drinks a receipt lists that nobody cooks with or eats (soda, mineral water, beer, spirits); absent means true. */
  receiptFood?: boolean;
  /**
   * For a generic dish bought ready (a shop's salad, soup, sandwich, sushi, hot dish): the words that end the names of
   * such dishes ('salad', 'sub', 'pad thai'), so a 'COBB SALAD' no other food names is this one.
   */
  dishWords?: string[];
  source: {
    ndbNo: string | null;
    foodKeeperId: number | null;
    /** 'sr28': the food itself; 'sr28-proxy': a close SR28 food stands in; 'label': typical package label values. */
    nutritionBasis?: 'sr28' | 'sr28-proxy' | 'label';
    /** 'foodkeeper': FoodKeeper's figure; 'category-default': the documented default for the aisle; 'curated': set by hand. */
    shelfLifeBasis?: 'foodkeeper' | 'category-default' | 'curated';
  };
}

/**
 * What shops sell, from the Open Food Facts taxonomies (see data/ATTRIBUTION.md): either more names of a canonical
 * ingredient ('ducks', 'Enten' -> duck; a chocolate stout is beer) or a food in its own right that no recipe
 * ingredient stands for ('instant noodle soups', 'rice crackers').
 */
export interface Product {
  /** English display name, lower case; for a product that is an ingredient, the ingredient's name. */
  name: string;
  /** Names it goes by in shops, English and German, lower case (the display name included for a food of its own). */
  aliases: string[];
  /**
   * Its French names (Open Food Facts' 'fr' names and synonyms), lower case, accents kept: for receipts printed in
   * French (Quebec), never read on English or German ones. Absent when the taxonomies give none.
   */
  frenchAliases?: string[];
  /** The canonical ingredient it is, or null for a food of its own. */
  ingredient: string | null;
  /** Aisle: the ingredient's, else the nearest more general product's that is an ingredient; null when none is. */
  category: FoodCategory | null;
  /** False for drinks drunk as bought (beer, soft drinks, water), as `Ingredient.receiptFood`. */
  food: boolean;
  /** A dish bought ready that joined its generic ingredient ('meat salad' joined prepared salad): its own name. */
  dishName?: string;
}
