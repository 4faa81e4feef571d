// A small food table and recipe builder for unit tests, independent of the full food index.
import type { DietFacts, FoodCategory, Ingredient, Nutrition100g } from '@forkcast/food';
import type { FoodKnowledge, RecipeFileEntry } from '../src/types';

const NO_FLAGS: DietFacts = {
  meat: false,
  seafood: false,
  dairy: false,
  egg: false,
  honey: false,
  gluten: false,
  grain: false,
  legume: false,
  addedSugar: false,
  processed: false,
};

function food(
  id: string,
  category: FoodCategory,
  nutrition: [kcal: number, protein: number, fat: number, carbs: number, fiber: number, sodiumMg: number],
  shelfDays: number,
  flags: Partial<DietFacts> = {},
  gramsPerEach: number | null = null,
): Ingredient {
  const [kcal, protein, fat, carbs, fiber, sodiumMg] = nutrition;
  const n: Nutrition100g = { kcal, protein, fat, carbs, fiber, sugar: 0, sodiumMg };
  return {
    id,
    name: id.replace(/-/g, ' '),
    plural: `${id.replace(/-/g, ' ')}s`,
    category,
    synonyms: [],
    receiptSpellings: [],
    diet: { ...NO_FLAGS, ...flags },
    nutrition: n,
    gramsPerEach,
    gramsPerPackage: null,
    piecesPerPack: null,
    portions: {},
    shelfLife: { pantry: null, fridge: shelfDays, freezer: null, days: shelfDays },
    source: { ndbNo: null, foodKeeperId: null },
  };
}

// Figures are rounded SR28-like values; shelf lives are FoodKeeper-like fridge/pantry days.
export const TEST_FOODS: Ingredient[] = [
  food('salmon-fillet', 'seafood', [208, 20, 13, 0, 0, 59], 2, { seafood: true }),
  food('chicken-breast', 'poultry', [120, 22, 3, 0, 0, 45], 2, { meat: true }),
  food('baby-spinach', 'produce', [23, 3, 0.4, 3.6, 2.2, 79], 5),
  food('tomato', 'produce', [18, 0.9, 0.2, 3.9, 1.2, 5], 7, {}, 120),
  food('potato', 'produce', [77, 2, 0.1, 17, 2.2, 6], 30, {}, 170),
  food('egg', 'eggs', [143, 12.6, 9.5, 0.7, 0, 142], 21, { egg: true }, 50),
  food('whole-milk', 'dairy', [61, 3.2, 3.3, 4.8, 0, 43], 7, { dairy: true }),
  food('butter', 'dairy', [717, 0.9, 81, 0.1, 0, 11], 60, { dairy: true }),
  food('ghee', 'dairy', [876, 0.3, 99.5, 0, 0, 2], 90, { dairy: true }),
  food('brown-lentil', 'legumes', [352, 25, 1, 63, 11, 6], 365, { legume: true }),
  food('white-rice', 'grains', [365, 7, 0.7, 80, 1.3, 5], 730, { grain: true }),
  food('spaghetti', 'pasta', [371, 13, 1.5, 75, 3.2, 6], 730, { grain: true, gluten: true }),
  food('honey', 'condiments', [304, 0.3, 0, 82, 0.2, 4], 730, { honey: true, addedSugar: true }),
  food('olive-oil', 'oils', [884, 0, 100, 0, 0, 2], 540),
  food('salt', 'spices', [0, 0, 0, 0, 0, 38758], 1825),
];

export const testFood: FoodKnowledge = {
  getIngredient: (id) => TEST_FOODS.find((f) => f.id === id),
  toGrams: (id, quantity, unit) => {
    const known = TEST_FOODS.find((f) => f.id === id);
    if (!known) return null;
    if (unit === 'g') return quantity;
    if (unit === 'kg') return quantity * 1000;
    if (unit === 'each') return known.gramsPerEach === null ? null : quantity * known.gramsPerEach;
    return null;
  },
  shelfLifeDays: (id) => TEST_FOODS.find((f) => f.id === id)?.shelfLife.days ?? 365,
};

let counter = 0;
/** A valid recipe of 4 servings; ingredients as [id, grams] for the whole recipe. */
export function testRecipe(overrides: Partial<RecipeFileEntry> & { lines?: [string, number][] } = {}): RecipeFileEntry {
  counter++;
  const { lines = [['tomato', 400], ['olive-oil', 27], ['salt', 3]], ...rest } = overrides;
  return {
    slug: `test-recipe-${counter}`,
    name: `Test Recipe ${counter}`,
    description: 'A plain dish used by the planner tests.',
    meal_type: 'dinner',
    difficulty: 'easy',
    cuisine_type: 'italian',
    prep_time: 10,
    cook_time: 20,
    servings: 4,
    ingredients: lines.map(([ingredient, grams]) => ({ ingredient, quantity: grams, unit: 'g' as const, grams })),
    instructions: [
      'Prepare every ingredient as listed.',
      'Heat a wide pan over medium heat.',
      'Cook the main ingredient until done.',
      'Season to taste with salt.',
      'Serve at once while hot.',
    ],
    tags: [],
    ...rest,
  };
}
