import type { MealPlan, Recipe } from '@forkcast/contracts';
import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';
import { CSV_COLUMNS, planToCsv } from './plan-csv';
import { planToJson } from './plan-json';

function recipe(overrides: Partial<Recipe>): Recipe {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    meal_plan_id: '00000000-0000-4000-8000-0000000000aa',
    name: 'Oats',
    description: '',
    meal_type: 'breakfast',
    difficulty: 'easy',
    cuisine_type: 'american',
    prep_time: 5,
    cook_time: 10,
    servings: 2,
    ingredients: [],
    instructions: [],
    tags: [],
    nutritional_info: null,
    day_number: 1,
    ...overrides,
  };
}

const plan = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: '3-Day Plan: Spaghetti, Whole Milk & Pasta',
  recipes: [
    recipe({
      name: 'Spaghetti "Aglio", Olio e Peperoncino',
      meal_type: 'dinner',
      day_number: 2,
      ingredients: [
        { ingredient: 'spaghetti', name: 'spaghetti', quantity: 200, unit: 'g', grams: 200, from_purchase_g: 200, to_buy_g: 0 },
        { ingredient: 'garlic', name: 'garlic', quantity: 4, unit: 'clove', grams: 12, note: 'thinly sliced', from_purchase_g: 0, to_buy_g: 12 },
      ],
    }),
    recipe({
      name: 'French Toast',
      ingredients: [{ ingredient: 'whole-milk', name: 'whole milk', quantity: 0.5, unit: 'cup', grams: 122, from_purchase_g: 122, to_buy_g: 0 }],
    }),
  ],
} as unknown as MealPlan;

describe('planToCsv', () => {
  const lines = planToCsv(plan).replace(/^\uFEFF/, '').trimEnd().split('\r\n');

  it('starts with the columns of the spec', () => {
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[0]).toBe('Day,Recipe Name,Meal Type,Prep Time,Cook Time,Servings,Difficulty,Ingredients');
  });

  it('writes one row per recipe in day order with ingredients as plain strings', () => {
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe('1,French Toast,breakfast,5,10,2,easy,½ cup whole milk');
    // Commas and quotes are escaped, so a spreadsheet sees exactly eight columns.
    expect(lines[2]).toBe(
      '2,"Spaghetti ""Aglio"", Olio e Peperoncino",dinner,5,10,2,easy,200 g spaghetti; 4 cloves garlic (thinly sliced)',
    );
  });

  it('marks the file as UTF-8 for spreadsheet programs', () => {
    expect(planToCsv(plan).startsWith('\uFEFF')).toBe(true);
  });
});

it('planToJson reads back as the same plan', () => {
  expect(JSON.parse(planToJson(plan))).toEqual(plan);
});

describe('exportFileName', () => {
  it('lower-cases the plan name and replaces everything unsafe with single hyphens', () => {
    expect(exportFileName(plan.name, 'csv')).toBe('3-day-plan-spaghetti-whole-milk-pasta.csv');
    expect(exportFileName('Crème Brûlée / Week #2', 'json')).toBe('creme-brulee-week-2.json');
  });

  it('falls back to a generic name when nothing usable is left', () => {
    expect(exportFileName('***', 'json')).toBe('meal-plan.json');
    expect(exportFileName('', 'csv')).toBe('meal-plan.csv');
  });

  it('keeps names short', () => {
    expect(exportFileName('a'.repeat(300), 'csv').length).toBeLessThanOrEqual(84);
  });
});
