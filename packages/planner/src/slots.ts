import type { MealType } from './recipe-schema';
import type { PlanMeal, Recipe } from './types';

/**
 * Which recipes may fill a slot. Lunch also takes dinner recipes: a hearty dinner dish makes a fine lunch,
 * while the catalogue has fewer dedicated lunch recipes. Snacks never fill a slot.
 */
export function slotAccepts(slot: PlanMeal, recipeMeal: MealType): boolean {
  if (slot === 'lunch') return recipeMeal === 'lunch' || recipeMeal === 'dinner';
  return slot === recipeMeal;
}

/** A snack-type recipe tagged 'side' (kimchi, pickles, bread on the side): served with a meal rather than between them. */
export function isSide(recipe: Pick<Recipe, 'meal_type' | 'tags'>): boolean {
  return recipe.meal_type === 'snack' && recipe.tags.includes('side');
}

/**
 * A meal tagged 'heat-and-eat' (a ready meal, a frozen pizza, canned soup) is the shop's food made hot: worth planning
 * only to eat what was bought, never as a reason to go and buy it.
 */
export function isHeatAndEat(recipe: Pick<Recipe, 'tags'>): boolean {
  return recipe.tags.includes('heat-and-eat');
}

export interface SlotShortfall {
  /** What runs short: breakfasts, dinners, or lunches-and-dinners together. */
  kind: 'breakfast' | 'dinner' | 'lunch';
  available: number;
  needed: number;
}

/**
 * Shortfalls that make a no-repeat plan of `days` impossible. With lunch taking lunch or dinner recipes,
 * a plan exists exactly when there are >= days breakfasts, >= days dinners and >= 2 x days lunch+dinner recipes.
 */
export function slotShortfalls(recipes: readonly Pick<Recipe, 'meal_type'>[], days: number): SlotShortfall[] {
  let breakfasts = 0;
  let lunches = 0;
  let dinners = 0;
  for (const { meal_type } of recipes) {
    if (meal_type === 'breakfast') breakfasts++;
    else if (meal_type === 'lunch') lunches++;
    else if (meal_type === 'dinner') dinners++;
  }
  const shortfalls: SlotShortfall[] = [];
  if (breakfasts < days) shortfalls.push({ kind: 'breakfast', available: breakfasts, needed: days });
  if (dinners < days) shortfalls.push({ kind: 'dinner', available: dinners, needed: days });
  else if (lunches + dinners < 2 * days) {
    // Dinners cover their own slots; what is left over must cover lunch.
    shortfalls.push({ kind: 'lunch', available: lunches + dinners - days, needed: days });
  }
  return shortfalls;
}
