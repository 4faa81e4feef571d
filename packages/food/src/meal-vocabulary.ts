/**
 * The words meals and kitchens are described in (spec section 5, and where food is kept), shared by the planner, the API contracts and the web app.
 * Plain values with no imports, so a browser bundle can take them on their own ('@forkcast/food/meal-vocabulary').
 */
export const CUISINES = [
  'italian',
  'asian',
  'mexican',
  'indian',
  'american',
  'mediterranean',
  'french',
  'thai',
  'japanese',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The eight restrictions a user can pick when generating a plan. */
export const DIETARY_RESTRICTIONS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'dairy-free',
  'keto',
  'paleo',
  'low-carb',
  'low-sodium',
] as const;
export type DietaryRestriction = (typeof DIETARY_RESTRICTIONS)[number];

/** Where a kitchen keeps food. */
export const STORAGE_PLACES = ['fridge', 'freezer', 'pantry'] as const;
export type StoragePlace = (typeof STORAGE_PLACES)[number];
