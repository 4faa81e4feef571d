import { CUISINES, DIETS, MEAL_TYPES } from './recipe-schema';
import { slotShortfalls } from './slots';
import type { Recipe } from './types';

export const MIN_RECIPES = 400;
export const MIN_PER_CUISINE = 30;
/** The longest plan (spec section 5) must exist under every single diet. */
export const LONGEST_PLAN_DAYS = 14;

/** What the catalogue as a whole lacks; empty when it covers every cuisine, meal type and diet. */
export function coverageProblems(recipes: readonly Recipe[]): string[] {
  const problems: string[] = [];
  if (recipes.length < MIN_RECIPES) problems.push(`${recipes.length} valid recipes; need at least ${MIN_RECIPES}`);
  for (const cuisine of CUISINES) {
    const count = recipes.filter((r) => r.cuisine_type === cuisine).length;
    if (count < MIN_PER_CUISINE) problems.push(`${cuisine}: ${count} recipes; need at least ${MIN_PER_CUISINE}`);
  }
  for (const meal of MEAL_TYPES) {
    if (!recipes.some((r) => r.meal_type === meal)) problems.push(`no ${meal} recipes`);
  }
  for (const diet of DIETS) {
    const suitable = recipes.filter((r) => r.diets.includes(diet));
    for (const s of slotShortfalls(suitable, LONGEST_PLAN_DAYS)) {
      const what = s.kind === 'lunch' ? 'lunches (after dinners are used)' : `${s.kind}s`;
      problems.push(`${diet}: ${s.available} ${what}; a ${LONGEST_PLAN_DAYS}-day plan needs ${s.needed}`);
    }
  }
  return problems;
}
