import { meetsHardConstraints } from './candidates';
import type { Catalogue } from './catalogue';
import type { Pantry } from './pantry';
import { slotAccepts } from './slots';
import { PLAN_MEALS, type MealPlan, type PlanOptions } from './types';

const TOLERANCE_G = 0.5;

/**
 * Checks a finished plan against every hard rule, independently of how it was made: one recipe per slot,
 * no repeats, the options' diet/difficulty/prep/cuisine, servings scaled to the household, and purchased
 * food only drawn while still good and never more than was bought. Returns one line per violation.
 */
export function planViolations(plan: Pick<MealPlan, 'recipes'>, options: PlanOptions, catalogue: Catalogue, pantry: Pantry): string[] {
  const out: string[] = [];
  for (let day = 1; day <= options.days; day++) {
    for (const meal of PLAN_MEALS) {
      const n = plan.recipes.filter((r) => r.day_number === day && r.meal_type === meal).length;
      if (n !== 1) out.push(`day ${day} ${meal}: ${n} recipes`);
    }
  }
  if (plan.recipes.length !== options.days * 3) out.push(`${plan.recipes.length} recipes for ${options.days} days`);

  const seen = new Set<string>();
  const drawn = new Map<string, number>();
  for (const planned of plan.recipes) {
    const where = `day ${planned.day_number} ${planned.meal_type} ${planned.slug}`;
    if (seen.has(planned.slug)) out.push(`${where}: repeated`);
    seen.add(planned.slug);
    const recipe = catalogue.bySlug.get(planned.slug);
    if (!recipe) {
      out.push(`${where}: not in the catalogue`);
      continue;
    }
    if (!slotAccepts(planned.meal_type, recipe.meal_type)) out.push(`${where}: a ${recipe.meal_type} recipe`);
    if (!meetsHardConstraints(recipe, options)) out.push(`${where}: breaks diet, difficulty, prep time or cuisine`);
    if (planned.servings !== options.household_size) out.push(`${where}: ${planned.servings} servings`);
    const factor = options.household_size / recipe.servings;
    recipe.ingredients.forEach((line, i) => {
      const scaled = planned.ingredients[i];
      if (!scaled || Math.abs(scaled.grams - line.grams * factor) > TOLERANCE_G) out.push(`${where}: ${line.ingredient} not scaled`);
      if (!scaled || scaled.from_purchase_g <= 0) return;
      const item = pantry.byIngredient.get(scaled.ingredient);
      if (!item) out.push(`${where}: draws ${scaled.ingredient} that was not bought`);
      else if (planned.day_number > item.goodThroughDay) out.push(`${where}: uses ${scaled.ingredient} after its shelf life`);
      drawn.set(scaled.ingredient, (drawn.get(scaled.ingredient) ?? 0) + scaled.from_purchase_g);
    });
  }
  for (const [id, grams] of drawn) {
    const bought = pantry.byIngredient.get(id)?.grams ?? 0;
    if (grams > bought + 2 * TOLERANCE_G) out.push(`${id}: uses ${grams} g of ${bought} g bought`);
  }
  return out;
}
