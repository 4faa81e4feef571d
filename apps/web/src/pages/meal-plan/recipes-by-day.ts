import type { Recipe } from '@forkcast/contracts';
import { MEAL_TYPE_ORDER, mealTypeOf } from '../../recipes/recipe-facts';

export interface PlanDay<R> {
  day: number;
  recipes: R[];
}

type Placed = Pick<Recipe, 'day_number' | 'meal_type'>;

/** Recipes under their day, days ascending, breakfast -> lunch -> dinner -> snack within a day. */
export function groupRecipesByDay<R extends Placed>(recipes: readonly R[]): PlanDay<R>[] {
  const mealRank = (recipe: R) => MEAL_TYPE_ORDER.indexOf(mealTypeOf(recipe.meal_type));
  const sorted = [...recipes].sort((a, b) => a.day_number - b.day_number || mealRank(a) - mealRank(b));
  const days: PlanDay<R>[] = [];
  for (const recipe of sorted) {
    const last = days.at(-1);
    if (last?.day === recipe.day_number) last.recipes.push(recipe);
    else days.push({ day: recipe.day_number, recipes: [recipe] });
  }
  return days;
}
