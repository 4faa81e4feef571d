import { isPantryStaple } from './analyse-recipe';
import { displayAmount, foodMeasure, type Measure } from './display-amount';
import type { Pantry } from './pantry';
import { scaleLine } from './scale-line';
import { drawFrom, type Supplies } from './supplies';
import { PLAN_MEALS } from './types';
import type { FoodKnowledge, PlanMeal, PlanMetrics, PlannedIngredient, PlannedRecipe, Recipe } from './types';

export interface ScheduledMeal {
  day: number;
  meal: PlanMeal;
  recipe: Recipe;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const share = (part: number, whole: number) => (whole > 0 ? round(part / whole, 4) : 0);

/**
 * The measure the plan's recipes use most (by weight) for each ingredient, so the shopping list and leftovers
 * count eggs and curry leaves and spoon salt as the recipes do.
 */
function recipeMeasures(schedule: readonly ScheduledMeal[]): Map<string, Measure> {
  const byUnit = new Map<string, Map<string, { grams: number; measure: Measure }>>();
  for (const { recipe } of schedule) {
    for (const line of recipe.ingredients) {
      if (!(line.quantity > 0)) continue;
      const units = byUnit.get(line.ingredient) ?? new Map<string, { grams: number; measure: Measure }>();
      const seen = units.get(line.unit);
      units.set(line.unit, { grams: (seen?.grams ?? 0) + line.grams, measure: seen?.measure ?? { unit: line.unit, grams: line.grams / line.quantity } });
      byUnit.set(line.ingredient, units);
    }
  }
  return new Map([...byUnit].map(([id, units]) => [id, [...units.values()].reduce((a, b) => (b.grams > a.grams ? b : a)).measure]));
}

/**
 * Walks the plan day by day and hands out what was bought, first come first served, never after an item's
 * last good day: each line takes the exact item first, then stand-ins (see supplies.ts); whatever a recipe still
 * needs goes on the shopping list. Quantities are scaled to the household and rounded (scale-line.ts).
 */
export function allocatePlan(
  schedule: readonly ScheduledMeal[],
  pantry: Pantry,
  supplies: Supplies,
  household: number,
  food: FoodKnowledge,
): { recipes: PlannedRecipe[]; metrics: Omit<PlanMetrics, 'ignored_purchases'> } {
  const remaining = new Map(pantry.items.map((item) => [item.ingredient, item.grams]));
  const toBuy = new Map<string, number>();
  const substituted = new Map<string, { bought: string; used_as: string; grams: number }>();
  const ordered = [...schedule].sort((a, b) => a.day - b.day || PLAN_MEALS.indexOf(a.meal) - PLAN_MEALS.indexOf(b.meal));

  const recipes = ordered.map(({ day, meal, recipe }): PlannedRecipe => {
    const factor = household / recipe.servings;
    const ingredients = recipe.ingredients.map((line): PlannedIngredient => {
      const scaled = scaleLine(line, factor);
      const standIns: NonNullable<PlannedIngredient['substituted_by']> = [];
      const fromPurchase = drawFrom(supplies.get(line.ingredient), scaled.grams, day, remaining, (source, grams) => {
        if (!source.substitute) return;
        const bought = source.item.ingredient;
        standIns.push({ ingredient: bought, name: source.item.name, grams: round(grams, 1) });
        const key = `${bought}>${line.ingredient}`;
        const total = substituted.get(key) ?? { bought, used_as: line.ingredient, grams: 0 };
        substituted.set(key, { ...total, grams: total.grams + grams });
      });
      const missing = scaled.grams - fromPurchase;
      if (missing > 1e-9) toBuy.set(line.ingredient, (toBuy.get(line.ingredient) ?? 0) + missing);
      return {
        ingredient: line.ingredient,
        name: food.getIngredient(line.ingredient)?.name ?? line.ingredient,
        quantity: scaled.quantity,
        unit: scaled.unit,
        grams: round(scaled.grams, 1),
        ...(line.note === undefined ? {} : { note: line.note }),
        from_purchase_g: round(fromPurchase, 1),
        to_buy_g: round(missing, 1),
        ...(standIns.length > 0 ? { substituted_by: standIns } : {}),
      };
    });
    return {
      slug: recipe.slug,
      name: recipe.name,
      description: recipe.description,
      day_number: day,
      meal_type: meal,
      recipe_meal_type: recipe.meal_type,
      difficulty: recipe.difficulty,
      cuisine_type: recipe.cuisine_type,
      prep_time: recipe.prep_time,
      cook_time: recipe.cook_time,
      servings: household,
      ingredients,
      instructions: recipe.instructions,
      tags: [...recipe.tags, ...recipe.diets],
      nutritional_info: recipe.nutritional_info,
    };
  });

  const measures = recipeMeasures(schedule);
  const measureOf = (id: string) => measures.get(id) ?? foodMeasure(id, food);
  let purchased = 0;
  let used = 0;
  let perishablePurchased = 0;
  let perishableUsed = 0;
  let itemsUsed = 0;
  const leftovers = pantry.items.map((item) => {
    const usedG = item.grams - (remaining.get(item.ingredient) ?? 0);
    purchased += item.grams;
    used += usedG;
    if (usedG > 0) itemsUsed++;
    if (item.perishable) {
      perishablePurchased += item.grams;
      perishableUsed += usedG;
    }
    return {
      ingredient: item.ingredient,
      name: item.name,
      purchased_g: round(item.grams, 1),
      used_g: round(usedG, 1),
      leftover_g: round(item.grams - usedG, 1),
      ...displayAmount(item.grams - usedG, measureOf(item.ingredient), 'left'),
      good_through_day: item.goodThroughDay,
    };
  });

  const shopping_list = [...toBuy]
    .map(([id, grams]) => {
      const known = food.getIngredient(id);
      return {
        ingredient: id,
        name: known?.name ?? id,
        grams: Math.ceil(grams),
        ...displayAmount(grams, measureOf(id), 'buy'),
        pantry_staple: isPantryStaple(known, id),
      };
    })
    .sort((a, b) => Number(a.pantry_staple) - Number(b.pantry_staple) || b.grams - a.grams);

  return {
    recipes,
    metrics: {
      purchased_g: round(purchased, 1),
      used_g: round(used, 1),
      used_share_by_weight: share(used, purchased),
      used_share_by_item: share(itemsUsed, pantry.items.length),
      perishable_share_used: share(perishableUsed, perishablePurchased),
      leftovers,
      shopping_list,
      substitutions: [...substituted.values()].map((sub) => ({ ...sub, grams: round(sub.grams, 1) })),
      extra_purchase_g: shopping_list.filter((s) => !s.pantry_staple).reduce((sum, s) => sum + s.grams, 0),
    },
  };
}
