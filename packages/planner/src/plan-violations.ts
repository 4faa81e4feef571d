import { meetsHardConstraints } from './candidates';
import type { Catalogue } from './catalogue';
import { LEFTOVER_FRIDGE_DAYS } from './leftovers';
import type { Pantry } from './pantry';
import { pantryAmount, pantryStandIn } from './pantry-stand-ins';
import { scaleLine } from './scale-line';
import { slotAccepts } from './slots';
import { SMALLEST_SNACK_SHARE } from './snacks';
import { canStandIn, keepsNutritionDiets } from './substitutes';
import { PLAN_MEALS, type FoodKnowledge, type MealPlan, type PlannedIngredient, type PlanOptions, type PlannedRecipe, type Recipe } from './types';

const TOLERANCE_G = 0.5;

/** One meal per slot; a leftover lunch is the second half of a dinner cooked for twice the household 1-3 days before. */
function slotViolations(recipes: readonly PlannedRecipe[], options: PlanOptions): string[] {
  const out: string[] = [];
  const meals = recipes.filter((r) => r.meal_type !== 'snack');
  for (let day = 1; day <= options.days; day++) {
    for (const meal of PLAN_MEALS) {
      const n = meals.filter((r) => r.day_number === day && r.meal_type === meal).length;
      if (n !== 1) out.push(`day ${day} ${meal}: ${n} recipes`);
    }
  }
  if (meals.length !== options.days * 3) out.push(`${meals.length} meals for ${options.days} days`);
  const cooked = new Set<string>();
  for (const r of meals) {
    const where = `day ${r.day_number} ${r.meal_type} ${r.slug}`;
    if (r.leftovers_from_day === undefined) {
      if (cooked.has(r.slug)) out.push(`${where}: repeated`);
      cooked.add(r.slug);
      continue;
    }
    const dinner = meals.find((d) => d.day_number === r.leftovers_from_day && d.meal_type === 'dinner' && d.slug === r.slug);
    const gap = r.day_number - r.leftovers_from_day;
    if (r.meal_type !== 'lunch' || !dinner || dinner.leftovers_for_day !== r.day_number || gap < 1 || gap > LEFTOVER_FRIDGE_DAYS) {
      out.push(`${where}: leftovers without a dinner cooked for them 1-${LEFTOVER_FRIDGE_DAYS} days before`);
    }
  }
  const snackDays = new Set<string>();
  for (const r of recipes.filter((x) => x.meal_type === 'snack')) {
    const key = `${r.day_number}:${r.slug}`;
    if (snackDays.has(key)) out.push(`day ${r.day_number} snack ${r.slug}: twice in a day`);
    snackDays.add(key);
  }
  return out;
}

/**
 * Checks a finished plan against every hard rule, independently of how it was made: one meal per slot, no cooked
 * recipe twice (a leftover lunch follows its doubled dinner within the fridge life), snacks from snack recipes, the
 * options' diet/difficulty/prep time and the user's 'would not make again', servings scaled to the household (twice
 * it for a dinner that leaves a lunch; a snack for 1 to all of them, or a smaller share for one) with measurable
 * quantities, purchased food only drawn while still good and never more than was bought, and stand-ins only where
 * they keep the plan's diets. Returns one line per violation.
 */
export function planViolations(
  plan: Pick<MealPlan, 'recipes'>,
  options: PlanOptions,
  catalogue: Catalogue,
  pantry: Pantry,
  food: FoodKnowledge,
): string[] {
  const out = slotViolations(plan.recipes, options);
  const drawn = new Map<string, number>();
  for (const planned of plan.recipes) {
    const where = `day ${planned.day_number} ${planned.meal_type} ${planned.slug}`;
    const recipe = catalogue.bySlug.get(planned.slug);
    if (!recipe) {
      out.push(`${where}: not in the catalogue`);
      continue;
    }
    const fits = planned.meal_type === 'snack' ? recipe.meal_type === 'snack' : slotAccepts(planned.meal_type, recipe.meal_type);
    if (!fits) out.push(`${where}: a ${recipe.meal_type} recipe`);
    if (!meetsHardConstraints(recipe, options)) out.push(`${where}: breaks diet, difficulty, prep time or a 'would not make again'`);
    if (planned.leftovers_from_day !== undefined) {
      if (planned.ingredients.length > 0) out.push(`${where}: leftovers list ingredients again`);
      continue;
    }
    const household = options.household_size;
    const servings = planned.servings;
    const servingsFit =
      planned.meal_type === 'snack'
        ? Number.isInteger(servings) && servings >= 1 && servings <= household
        : servings === household * (planned.leftovers_for_day === undefined ? 1 : 2);
    if (!servingsFit) out.push(`${where}: ${servings} servings`);
    // A snack for one may be a smaller share of the written serving (the last plum of two).
    const factors = [servings, ...(planned.meal_type === 'snack' && servings === 1 ? [SMALLEST_SNACK_SHARE] : [])].map((s) => s / recipe.servings);
    const scaledTo = (factor: number, line: Recipe['ingredients'][number], scaled: PlannedIngredient | undefined) => {
      let expected = scaleLine(line, factor);
      // A line the purchase gave nothing for may read as its pantry form (dried thyme for fresh), in proportion.
      const standIn = scaled?.ingredient === line.ingredient ? undefined : pantryStandIn(recipe, line, food);
      if (standIn && standIn.ingredient === scaled?.ingredient) expected = pantryAmount(standIn, expected.grams, food);
      else if (scaled?.ingredient !== line.ingredient) return false;
      return scaled !== undefined && scaled.quantity > 0 && scaled.unit === expected.unit && Math.abs(scaled.grams - expected.grams) <= TOLERANCE_G;
    };
    const factor = factors.find((f) => recipe.ingredients.every((line, i) => scaledTo(f, line, planned.ingredients[i]))) ?? factors[0]!;
    recipe.ingredients.forEach((line, i) => {
      const scaled = planned.ingredients[i];
      if (!scaledTo(factor, line, scaled)) out.push(`${where}: ${line.ingredient} not scaled`);
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
