import type { Ingredient } from '@forkcast/food';
import { DIET_LABELS, type Diet } from './recipe-schema';
import type { NutritionPerServing } from './types';

/** One ingredient line of a recipe with its food facts, grams per serving. */
export interface ResolvedLine {
  food: Ingredient;
  gramsPerServing: number;
}

// Thresholds the recipe format states (per serving).
const KETO_NET_CARBS_G = 10;
const LOW_CARB_NET_CARBS_G = 25;
const LOW_SODIUM_MG = 600;
const LOW_FAT_KCAL_SHARE = 0.3;
/** Produce with this many net carbs per 100 g is starchy (potato 15, corn 17, banana 20; onion 7, carrot 7). */
const STARCHY_NET_CARBS_PER_100G = 12;
/** Below this many grams per serving a starchy plant is seasoning (garlic, a spoon of shallot), not a starch. */
const STARCHY_MIN_GRAMS = 20;
/** Ghee is clarified butter: dairy, but paleo explicitly allows it. */
const PALEO_ALLOWED_DAIRY = new Set(['ghee', 'clarified-butter']);

/** No nutrients: what dietViolations says of one food this way comes from its facts alone. */
const NO_NUTRITION: NutritionPerServing = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 };

function isStarchyPlant(line: ResolvedLine): boolean {
  const { category, nutrition } = line.food;
  if (category !== 'produce' && category !== 'frozen') return false;
  const netCarbs = nutrition.carbs - nutrition.fiber;
  return netCarbs >= STARCHY_NET_CARBS_PER_100G && line.gramsPerServing >= STARCHY_MIN_GRAMS;
}

/**
 * Why a recipe fails each diet: an empty list means the diet holds.
 * Reasons name the ingredient or the nutrient, so a validation report can say what contradicts a tag.
 */
export function dietViolations(lines: ResolvedLine[], perServing: NutritionPerServing): Record<Diet, string[]> {
  const reasons = Object.fromEntries(DIET_LABELS.map((diet) => [diet, [] as string[]])) as Record<Diet, string[]>;
  const add = (diet: Diet, why: string) => reasons[diet].push(why);

  for (const line of lines) {
    const { diet: facts, name, id } = line.food;
    if (facts.meat || facts.seafood) {
      const why = `${name} is ${facts.meat ? 'meat' : 'seafood'}`;
      add('vegetarian', why);
      add('vegan', why);
    }
    if (facts.dairy) {
      add('vegan', `${name} is dairy`);
      add('dairy-free', `${name} is dairy`);
      if (!PALEO_ALLOWED_DAIRY.has(id)) add('paleo', `${name} is dairy`);
    }
    if (facts.egg) add('vegan', `${name} is egg`);
    if (facts.honey) add('vegan', `${name} is honey`);
    if (facts.gluten) add('gluten-free', `${name} contains gluten`);
    if (facts.grain) {
      add('keto', `${name} is a grain`);
      add('paleo', `${name} is a grain`);
    }
    if (facts.legume) {
      add('keto', `${name} is a legume`);
      add('paleo', `${name} is a legume`);
    }
    if (facts.addedSugar) {
      add('keto', `${name} is added sugar`);
      add('paleo', `${name} is added sugar`);
    }
    if (facts.processed) add('paleo', `${name} is processed`);
    if (isStarchyPlant(line)) add('keto', `${name} is a starchy vegetable`);
  }

  const netCarbs = perServing.carbs - perServing.fiber;
  if (netCarbs > KETO_NET_CARBS_G) add('keto', `${netCarbs.toFixed(1)} g net carbs per serving (max ${KETO_NET_CARBS_G})`);
  if (netCarbs > LOW_CARB_NET_CARBS_G) {
    add('low-carb', `${netCarbs.toFixed(1)} g net carbs per serving (max ${LOW_CARB_NET_CARBS_G})`);
  }
  if (perServing.sodium > LOW_SODIUM_MG) add('low-sodium', `${perServing.sodium} mg sodium per serving (max ${LOW_SODIUM_MG})`);
  if (perServing.calories > 0 && (perServing.fat * 9) / perServing.calories > LOW_FAT_KCAL_SHARE) {
    add('low-fat', `${Math.round(((perServing.fat * 9) / perServing.calories) * 100)}% of calories from fat (max 30%)`);
  }
  return reasons;
}

/**
 * The diets one food breaks by what it is (meat, dairy, gluten, processed...) at that many grams per serving of a dish:
 * only the keto rule on starchy vegetables weighs the amount. The nutrient limits (low-fat, low-sodium) judge whole
 * dishes, never one food.
 */
export function dietsBrokenByFood(food: Ingredient, gramsPerServing: number): Diet[] {
  const reasons = dietViolations([{ food, gramsPerServing }], NO_NUTRITION);
  return DIET_LABELS.filter((diet) => reasons[diet].length > 0);
}
