import { meetsHardConstraints } from './candidates';
import type { Catalogue } from './catalogue';
import type { Pantry } from './pantry';
import { scaleLine } from './scale-line';
import { slotAccepts } from './slots';
import { canStandIn, keepsNutritionDiets } from './substitutes';
import { PLAN_MEALS, type FoodKnowledge, type MealPlan, type PlanOptions } from './types';

const TOLERANCE_G = 0.5;

/**
 * Checks a finished plan against every hard rule, independently of how it was made: one recipe per slot,
 * no repeats, the options' diet/difficulty/prep/cuisine, servings scaled to the household with measurable
 * quantities, purchased food only drawn while still good and never more than was bought, and stand-ins only
 * where they keep the plan's diets. Returns one line per violation.
 */
export function planViolations(
  plan: Pick<MealPlan, 'recipes'>,
  options: PlanOptions,
  catalogue: Catalogue,
  pantry: Pantry,
  food: FoodKnowledge,
): string[] {
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
      const expected = scaleLine(line, factor);
      if (!scaled || scaled.quantity <= 0 || scaled.unit !== expected.unit || Math.abs(scaled.grams - expected.grams) > TOLERANCE_G) {
        out.push(`${where}: ${line.ingredient} not scaled`);
      }
      if (!scaled || scaled.from_purchase_g <= 0) return;
      const standIns = scaled.substituted_by ?? [];
      const draws = [
        { id: scaled.ingredient, grams: scaled.from_purchase_g - standIns.reduce((sum, s) => sum + s.grams, 0) },
        ...standIns.map((s) => ({ id: s.ingredient, grams: s.grams })),
      ];
      for (const { id, grams } of draws) {
        if (grams <= TOLERANCE_G) continue;
        const item = pantry.byIngredient.get(id);
        if (!item) out.push(`${where}: draws ${id} that was not bought`);
        else if (planned.day_number > item.goodThroughDay) out.push(`${where}: uses ${id} after its shelf life`);
        drawn.set(id, (drawn.get(id) ?? 0) + grams);
        if (id === scaled.ingredient) continue;
        const bought = food.getIngredient(id);
        const wanted = food.getIngredient(scaled.ingredient);
        if (!bought || !wanted || !canStandIn(bought, wanted) || !keepsNutritionDiets(bought, wanted, options.dietary_restrictions)) {
          out.push(`${where}: ${id} may not stand in for ${scaled.ingredient}`);
        }
      }
    });
  }
  for (const [id, grams] of drawn) {
    const bought = pantry.byIngredient.get(id)?.grams ?? 0;
    if (grams > bought + 2 * TOLERANCE_G) out.push(`${id}: uses ${grams} g of ${bought} g bought`);
  }
  return out;
}
