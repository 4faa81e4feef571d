import { ingredientLine, type MealPlan } from '@forkcast/contracts';
import { recipesByDay } from './recipes-by-day.js';

/** Columns of spec section 9, in order. */
export const CSV_COLUMNS = ['Day', 'Recipe Name', 'Meal Type', 'Prep Time', 'Cook Time', 'Servings', 'Difficulty', 'Ingredients'] as const;

/** RFC 4180: quote a field holding a comma, quote or line break, doubling inner quotes. */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One row per recipe, by day (within a day in the plan's meal order); ingredients as plain strings
 * joined with '; '.
 */
export function planToCsv(plan: Pick<MealPlan, 'recipes'>): string {
  const rows = recipesByDay(plan.recipes).flatMap(({ recipes }) =>
    recipes.map((recipe) => [
      recipe.day_number,
      recipe.name,
      recipe.meal_type,
      recipe.prep_time,
      recipe.cook_time,
      recipe.servings,
      recipe.difficulty,
      recipe.ingredients.map(ingredientLine).join('; '),
    ]),
  );
  return csvDocument([CSV_COLUMNS, ...rows]);
}

/**
 * Rows as a CSV file: CRLF line ends as RFC 4180 asks, and a leading byte-order mark that lets spreadsheet programs
 * read the UTF-8 (½, accents) correctly.
 */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return '\uFEFF' + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
