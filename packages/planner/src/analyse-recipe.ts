import type { Ingredient } from '@forkcast/food';
import { dietViolations, type ResolvedLine } from './diet-rules';
import { DIET_LABELS, type Diet } from './recipe-schema';
import type { FoodKnowledge, NutritionPerServing, Recipe, RecipeFileEntry } from './types';

const STAPLE_CATEGORIES = new Set(['spices', 'oils', 'baking']);
const STAPLE_IDS = new Set([
  'water',
  'salt',
  'black-pepper',
  'ice',
  // Shelf-stable condiments that keep for months once opened and that most kitchens hold.
  // Soy sauce in the kinds recipes name (a kitchen holds one of them and cooks with it for all).
  'soy-sauce',
  'light-soy-sauce',
  'dark-soy-sauce',
  'tamari',
  'white-vinegar',
  'apple-cider-vinegar',
  'red-wine-vinegar',
  'white-wine-vinegar',
  'rice-vinegar',
  'balsamic-vinegar',
  'honey',
  'ketchup',
  'mustard',
  'dijon-mustard',
  'mayonnaise',
  'hot-sauce',
  'worcestershire-sauce',
  'maple-syrup',
  'chicken-stock',
  'vegetable-stock',
  'beef-stock',
]);
/** Liquids and staples never count as "the main ingredient" of a dish. */
const NOT_MAIN = /(^|-)(water|stock|broth|oil|vinegar|wine|sauce)$/;

/**
 * Salt, spices, oils, baking basics, stock and a few long-keeping condiments (soy sauce, vinegars, honey, ketchup,
 * mustard, mayonnaise): assumed in most kitchens, so buying them is cheap and rare.
 */
export function isPantryStaple(food: Ingredient | undefined, id: string): boolean {
  return STAPLE_IDS.has(id) || (food !== undefined && STAPLE_CATEGORIES.has(food.category));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function nutritionPerServing(lines: ResolvedLine[]): NutritionPerServing {
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 };
  for (const { food, gramsPerServing } of lines) {
    const f = gramsPerServing / 100;
    const n = food.nutrition;
    total.calories += n.kcal * f;
    total.protein += n.protein * f;
    total.carbs += n.carbs * f;
    total.fat += n.fat * f;
    total.fiber += n.fiber * f;
    total.sugar += n.sugar * f;
    total.sodium += n.sodiumMg * f;
  }
  return {
    calories: Math.round(total.calories),
    protein: round1(total.protein),
    carbs: round1(total.carbs),
    fat: round1(total.fat),
    fiber: round1(total.fiber),
    sugar: round1(total.sugar),
    sodium: Math.round(total.sodium),
  };
}

function mainIngredient(lines: ResolvedLine[]): string {
  let best: ResolvedLine | undefined;
  for (const line of lines) {
    if (isPantryStaple(line.food, line.food.id) || NOT_MAIN.test(line.food.id)) continue;
    if (!best || line.gramsPerServing > best.gramsPerServing) best = line;
  }
  return (best ?? lines[0])?.food.id ?? 'none';
}

export interface RecipeAnalysis {
  /** Undefined when an ingredient is unknown: the recipe cannot be planned. */
  recipe?: Recipe;
  problems: string[];
}

/** Grams per serving of each ingredient id, duplicate lines summed. */
export function servingGrams(entry: RecipeFileEntry): Map<string, number> {
  const grams = new Map<string, number>();
  for (const line of entry.ingredients) grams.set(line.ingredient, (grams.get(line.ingredient) ?? 0) + line.grams / entry.servings);
  return grams;
}

/** The writer's tags without diet tags: diets are computed, and `diets` carries the truth. */
export function ownTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => !(DIET_LABELS as readonly string[]).includes(tag));
}

/** Computes diets, nutrition and main ingredient from the ingredient list, and reports what contradicts the file. */
export function analyseRecipe(entry: RecipeFileEntry, food: FoodKnowledge): RecipeAnalysis {
  const grams = servingGrams(entry);
  const lines: ResolvedLine[] = [];
  const problems: string[] = [];
  for (const [id, gramsPerServing] of grams) {
    const known = food.getIngredient(id);
    if (known) lines.push({ food: known, gramsPerServing });
    else problems.push(`unknown ingredient id "${id}"`);
  }
  if (problems.length > 0) return { problems };

  const nutrition = nutritionPerServing(lines);
  const violations = dietViolations(lines, nutrition);
  const diets = DIET_LABELS.filter((diet) => violations[diet].length === 0);
  for (const tag of entry.tags) {
    const reasons = violations[tag as Diet];
    if (reasons && reasons.length > 0) problems.push(`tagged "${tag}" but ${reasons.join('; ')}`);
  }
  const recipe: Recipe = {
    ...entry,
    tags: ownTags(entry.tags),
    diets,
    nutritional_info: nutrition,
    main_ingredient: mainIngredient(lines),
    grams_per_serving: grams,
  };
  return { recipe, problems };
}
