import type { Recipe } from '@forkcast/contracts';

export interface PlanDay<R> {
  day: number;
  recipes: R[];
}

/**
 * Recipes under their day, days ascending. Within a day the order given is kept: the repository reads a plan's
 * recipes breakfast -> lunch -> dinner -> snack.
 */
export function recipesByDay<R extends Pick<Recipe, 'day_number'>>(recipes: readonly R[]): PlanDay<R>[] {
  const days = new Map<number, R[]>();
  for (const recipe of [...recipes].sort((a, b) => a.day_number - b.day_number)) {
    const day = days.get(recipe.day_number);
    if (day) day.push(recipe);
    else days.set(recipe.day_number, [recipe]);
  }
  return [...days].map(([day, dayRecipes]) => ({ day, recipes: dayRecipes }));
}
