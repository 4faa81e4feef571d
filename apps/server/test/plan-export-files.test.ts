import type { MealPlan, Recipe } from '@forkcast/contracts';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, planToCsv } from '../src/modules/meal-plans/export/plan-csv.js';
import { renderPlanPdf } from '../src/modules/meal-plans/export/plan-pdf.js';
import { toWinAnsi } from '../src/modules/meal-plans/export/win-ansi-text.js';
import { pdfText } from './support/pdf-text.js';

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
  description: 'Uses the milk first.',
  days_count: 3,
  recipe_count: 2,
  prep_time_max: 60,
  recipes: [
    recipe({
      name: 'Spaghetti "Aglio", Olio e Peperoncino',
      meal_type: 'dinner',
      day_number: 2,
      ingredients: [
        { ingredient: 'spaghetti', name: 'spaghetti', quantity: 200, unit: 'g', grams: 200, from_purchase_g: 200, to_buy_g: 0 },
        { ingredient: 'garlic', name: 'garlic', quantity: 4, unit: 'clove', grams: 12, note: 'thinly sliced', from_purchase_g: 0, to_buy_g: 12 },
      ],
      instructions: ['Boil the spaghetti in salted water.', 'Warm the garlic in the oil, then toss.'],
    }),
    recipe({
      name: 'French Toast',
      ingredients: [{ ingredient: 'whole-milk', name: 'whole milk', quantity: 0.5, unit: 'cup', grams: 122, from_purchase_g: 122, to_buy_g: 0 }],
      instructions: ['Soak the bread in the milk.'],
    }),
  ],
} as unknown as MealPlan;

describe('planToCsv', () => {
  const lines = planToCsv(plan).replace(/^\uFEFF/, '').split('\r\n');

  it('starts with the columns of the spec', () => {
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[0]).toBe('Day,Recipe Name,Meal Type,Prep Time,Cook Time,Servings,Difficulty,Ingredients');
  });

  it('writes one row per recipe in day order with ingredients as plain strings, every line ending in CRLF', () => {
    expect(lines).toEqual([
      lines[0],
      '1,French Toast,breakfast,5,10,2,easy,½ cup whole milk',
      // Commas and quotes are escaped, so a spreadsheet sees exactly eight columns.
      '2,"Spaghetti ""Aglio"", Olio e Peperoncino",dinner,5,10,2,easy,200 g spaghetti; 4 cloves garlic (thinly sliced)',
      '',
    ]);
    expect(planToCsv(plan)).not.toMatch(/[^\r]\n/);
  });

  it('quotes a field with a line break', () => {
    const csv = planToCsv({ recipes: [recipe({ name: 'Two\nlines' })] });
    expect(csv).toContain('1,"Two\nlines",breakfast');
  });

  it('marks the file as UTF-8 for spreadsheet programs', () => {
    expect(planToCsv(plan).startsWith('\uFEFF')).toBe(true);
  });
});

describe('toWinAnsi', () => {
  it('keeps what the standard PDF fonts can show', () => {
    expect(toWinAnsi('Crème brûlée · ½ cup – 20 °C “hot” €3')).toBe('Crème brûlée · ½ cup – 20 °C “hot” €3');
  });

  it('writes other characters in their nearest plain form, or as ?', () => {
    expect(toWinAnsi('Imam bayıldı')).toBe('Imam bayildi');
    expect(toWinAnsi('⅓ cup and 1⅔ cups')).toBe('1/3 cup and 1 2/3 cups');
    expect(toWinAnsi('Łódź\tpierogi')).toBe('Lódz pierogi');
    expect(toWinAnsi('寿司 🍣')).toBe('?? ?');
  });
});

describe('renderPlanPdf', () => {
  it('writes a PDF with the plan by day and every recipe with its ingredients and steps', async () => {
    const pdf = await renderPlanPdf(plan, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('3-Day Plan: Spaghetti, Whole Milk & Pasta');
    // Day 1 comes first although the plan lists day 2's dinner first.
    expect(text.indexOf('Day 1')).toBeLessThan(text.indexOf('French Toast'));
    expect(text.indexOf('French Toast')).toBeLessThan(text.indexOf('Day 2'));
    expect(text.indexOf('Day 2')).toBeLessThan(text.indexOf('Spaghetti "Aglio", Olio e Peperoncino'));
    for (const part of ['½ cup whole milk', '200 g spaghetti', '4 cloves garlic (thinly sliced)', 'Soak the bread in the milk.', 'Warm the garlic in the oil, then toss.']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('5 min prep · 15 min total · 2 servings · easy');
    expect(text).toContain('Page 1 of 2');
    // A5: 148 x 210 mm.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 419\.53 595\.28\]/);
  });

  it('shows text outside the standard fonts in its plain form', async () => {
    const turkish = { ...plan, recipes: [recipe({ name: 'Imam bayıldı', ingredients: [{ ingredient: 'oil', name: 'olive oil', quantity: 1 / 3, unit: 'cup', grams: 70, from_purchase_g: 0, to_buy_g: 70 }] })] };
    const text = pdfText(await renderPlanPdf(turkish, { compress: false }));
    expect(text).toContain('Imam bayildi');
    expect(text).toContain('1/3 cup olive oil');
  });
});
