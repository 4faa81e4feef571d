import type { Cuisine, MealPlan, PlanOptions, PlannedRecipe, Recipe } from './types';

/** Objective value of a meal of a preferred cuisine: about what cooking 150 g of food that spoils tomorrow is worth. */
export const PREFERRED_CUISINE_BONUS = 1000;
/** Objective value per star above (or below) 3 of the user's own rating of a recipe. */
export const RATING_BONUS = 250;

/** Rated 'would not make again' by this user: never planned for them again. */
export function isRejected(recipe: Pick<Recipe, 'slug'>, options: Pick<PlanOptions, 'ratings'>): boolean {
  return options.ratings.some((r) => r.slug === recipe.slug && !r.would_make_again);
}

/** What the user's preferences add to a recipe's value: a preferred cuisine, and their own rating of it. */
export function preferenceBonus(recipe: Recipe, options: Pick<PlanOptions, 'cuisine_preferences' | 'ratings'>): number {
  const preferred = options.cuisine_preferences.includes(recipe.cuisine_type) ? PREFERRED_CUISINE_BONUS : 0;
  const rating = options.ratings.find((r) => r.slug === recipe.slug)?.rating;
  return preferred + (rating === undefined ? 0 : RATING_BONUS * (rating - 3));
}

/** The plan's meals (snacks aside) of a cuisine the user did not ask for, when they asked for some. */
export function outsidePreferences(recipes: readonly PlannedRecipe[], preferred: readonly Cuisine[]): MealPlan['metrics']['outside_preferences'] {
  if (preferred.length === 0) return [];
  return recipes
    .filter((r) => r.meal_type !== 'snack' && r.leftovers_from_day === undefined && !preferred.includes(r.cuisine_type))
    .map((r) => ({ day_number: r.day_number, meal_type: r.meal_type as Exclude<typeof r.meal_type, 'snack'>, slug: r.slug, name: r.name, cuisine_type: r.cuisine_type }));
}
