import type { Ingredient } from '@forkcast/food';
import type { Cuisine, Diet, Difficulty, MealType, RecipeFileEntry, RecipeIngredientInput } from './recipe-schema';

export type { Cuisine, Diet, Difficulty, MealType, RecipeFileEntry, RecipeIngredientInput };

/** The three meals a plan fills each day. */
export type PlanMeal = 'breakfast' | 'lunch' | 'dinner';
export const PLAN_MEALS: readonly PlanMeal[] = ['breakfast', 'lunch', 'dinner'];
/** Where a planned entry sits in its day: one of the three meals, or a snack (a snack recipe, or one tagged 'side'). */
export type PlanEntryMeal = PlanMeal | 'snack';

/** Food knowledge the planner needs; @forkcast/food provides it, tests may pass a small table. */
export interface FoodKnowledge {
  getIngredient(id: string): Ingredient | undefined;
  /** Grams for a quantity in a unit, or null when the unit does not apply to that ingredient. */
  toGrams(id: string, quantity: number, unit: string): number | null;
  /** Days from purchase before the ingredient spoils where a home cook would keep it. */
  shelfLifeDays(id: string): number;
}

/** Nutrition for one serving, rounded for display. Sodium in mg, the rest in g (calories in kcal). */
export interface NutritionPerServing {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
  sodium: number;
}

/** A catalogue recipe with everything the planner computes from its ingredients. `tags` holds no diet tags. */
export interface Recipe extends RecipeFileEntry {
  /** Diets the ingredients satisfy, computed (never typed by hand). */
  diets: Diet[];
  nutritional_info: NutritionPerServing;
  /** Heaviest ingredient that is not a pantry staple or a liquid: drives variety. */
  main_ingredient: string;
  /** Grams per serving of each ingredient id (duplicates summed). */
  grams_per_serving: ReadonlyMap<string, number>;
}

/** One line of what was bought. */
export interface Purchase {
  ingredient: string;
  quantity: number;
  unit: string;
  /** ISO date (YYYY-MM-DD) the item was bought. */
  purchased_on: string;
  /**
   * Last ISO date it is good, where the kitchen knows better than the shelf life from the purchase date (it went into
   * the freezer, or the cook set a date): the item is good through plan day `use_by - today + 1`.
   */
  use_by?: string;
}

export interface PlanOptions {
  /** 3, 5, 7, 10 or 14 (spec section 5). */
  days: number;
  /** 1 to 10 people; recipes are scaled to this many servings. */
  household_size: number;
  /** The hardest recipes allowed: medium allows easy and medium. */
  difficulty: Difficulty;
  /** Maximum hands-on prep_time in minutes (cook time is not counted), 15 to 180. */
  max_prep_time: number;
  /** Every restriction must hold for every recipe. */
  dietary_restrictions: Diet[];
  /** Cuisines to prefer: recipes of these rank first, others fill what they cannot. Empty: no preference. */
  cuisine_preferences: Cuisine[];
  /** The user's own ratings: 'would not make again' is never planned, higher ratings are preferred. */
  ratings: RecipeRating[];
  /** ISO date of plan day 1; with the purchase dates it decides what has spoiled by when. */
  today: string;
}

export interface RecipeRating {
  slug: string;
  /** 1 to 5 stars. */
  rating: number;
  would_make_again: boolean;
}

export interface PlannedIngredient {
  ingredient: string;
  name: string;
  /** Scaled to the household and rounded to what a cook measures (whole eggs, 1/4 tsp...); `unit` may be a smaller measure than the recipe's. */
  quantity: number;
  unit: string;
  /** Grams of the rounded quantity. */
  grams: number;
  note?: string;
  /** A garnish or finishing touch the dish is fine without: used when bought, never a reason to shop. */
  optional?: true;
  /** Grams taken from what was bought. */
  from_purchase_g: number;
  /** Grams the household still has to buy (or take from the pantry). */
  to_buy_g: number;
  /** Purchases used in place of this ingredient (creme fraiche for sour cream); their grams are part of from_purchase_g. */
  substituted_by?: { ingredient: string; name: string; grams: number }[];
}

export interface PlannedRecipe {
  slug: string;
  name: string;
  description: string;
  day_number: number;
  /** The slot this recipe fills; a dinner recipe may fill a lunch slot. Snacks and sides are 'snack'. */
  meal_type: PlanEntryMeal;
  /** A dinner cooked for twice the household: its second half is the lunch of this later day. */
  leftovers_for_day?: number;
  /**
   * A lunch of leftovers: the second half of the dinner cooked on this earlier day. Its name reads 'Leftovers: ...',
   * its ingredients are empty (the dinner holds them) and its one instruction says how to serve it.
   */
  leftovers_from_day?: number;
  recipe_meal_type: MealType;
  difficulty: Difficulty;
  cuisine_type: Cuisine;
  prep_time: number;
  cook_time: number;
  /** Servings after scaling: the household size. */
  servings: number;
  ingredients: PlannedIngredient[];
  instructions: string[];
  /** The writer's tags followed by the computed diets. */
  tags: string[];
  nutritional_info: NutritionPerServing;
}

export interface LeftoverItem {
  ingredient: string;
  name: string;
  purchased_g: number;
  used_g: number;
  leftover_g: number;
  /** leftover_g as the plan's recipes measure this food (display-amount.ts): '11 each' eggs, '1/2 tsp', '450 g'. */
  quantity: number;
  /** 'each' (a bare count), 'clove', 'can', 'slice', 'pinch', 'tsp', 'tbsp', 'cup', 'g' or 'kg'. */
  unit: string;
  /** Last plan day the item is still good (0 = already spoiled on day 1). */
  good_through_day: number;
  /**
   * The plan's dietary restrictions this food breaks in any amount (chicken under vegetarian, honey under vegan): no
   * recipe the plan may cook can use it. Absent when the diets allow it.
   */
  ruled_out_by?: Diet[];
}

export interface ShoppingItem {
  ingredient: string;
  name: string;
  grams: number;
  /** grams as the plan's recipes measure this food, counts rounded up to whole items: '9 each' eggs, '1 tsp', '250 g'. */
  quantity: number;
  /** As LeftoverItem's unit. */
  unit: string;
  /** Salt, spices, oils and baking basics most kitchens already hold. */
  pantry_staple: boolean;
  /** Only optional lines (garnishes) want it: nice to have, not counted in items_to_buy. */
  optional: boolean;
  /**
   * Other recipe ingredients this one purchase also covers, their grams included (jasmine rice bought for one
   * recipe cooks the white rice of another): each may stand in for the other, as a bought item would.
   */
  also_for?: { ingredient: string; name: string }[];
}

export interface PlanMetrics {
  purchased_g: number;
  used_g: number;
  /** used_g / purchased_g. */
  used_share_by_weight: number;
  /** Share of purchased items of which the plan uses any. */
  used_share_by_item: number;
  /**
   * The same, of the items the plan's diets allow (leftovers without `ruled_out_by`): what the planner could have
   * used. Equals used_share_by_item when the diets rule nothing out; 0 when they allow no item (as every share of
   * nothing here is 0).
   */
  used_share_of_allowed_items: number;
  /** Same as by weight, for items that keep 14 days or less. */
  perishable_share_used: number;
  /** Same as by weight, for items that stop being good within the plan's days. */
  spoiling_share_used: number;
  leftovers: LeftoverItem[];
  shopping_list: ShoppingItem[];
  /** Purchases cooked in place of a recipe ingredient, in grams per pair (bought reduced-fat-milk used as whole-milk). */
  substitutions: { bought: string; used_as: string; grams: number }[];
  /** Grams to buy, pantry staples and optional entries excluded. */
  extra_purchase_g: number;
  /** Purchases the planner could not use at all: unknown ingredient or unit. */
  ignored_purchases: { ingredient: string; reason: string }[];
  /** Shopping-list entries that are neither pantry staples nor optional. */
  items_to_buy: number;
  /** The plan's aim for items_to_buy (BUY_TARGET_PER_DAY per day); `buy_note` says why a plan asks for more. */
  items_to_buy_target: number;
  buy_note?: string;
  /** Meals (snacks aside) whose cuisine is not among the preferred ones, when there were preferences. */
  outside_preferences: { day_number: number; meal_type: PlanMeal; slug: string; name: string; cuisine_type: Cuisine }[];
  /** Lunches served from a dinner cooked for twice the household. */
  leftover_lunches: number;
}

export interface MealPlan {
  name: string;
  description: string;
  days_count: number;
  household_size: number;
  difficulty_level: Difficulty;
  prep_time_max: number;
  dietary_restrictions: Diet[];
  cuisine_preferences: Cuisine[];
  recipes: PlannedRecipe[];
  metrics: PlanMetrics;
  solver: { method: 'mip' | 'greedy'; status: string; candidates: number };
}
