import { describe, expect, it } from 'vitest';
import { cardNutrition, formatQuantity, ingredientCount, ingredientLine, mealTypeOf, nutritionFacts, pluralise, timeSummary, visibleTags } from './recipe-facts';

describe('mealTypeOf', () => {
  it('keeps the four known meals and styles anything else as dinner', () => {
    expect(mealTypeOf('breakfast')).toBe('breakfast');
    expect(mealTypeOf('Snack')).toBe('snack');
    expect(mealTypeOf('brunch')).toBe('dinner');
    expect(mealTypeOf('')).toBe('dinner');
  });
});

describe('formatQuantity', () => {
  it.each([
    [2, '2'],
    [0.5, '½'],
    [1.25, '1¼'],
    [0.333, '⅓'],
    [0.67, '⅔'],
    [1.6, '1.6'],
    [0.125, '⅛'],
    [0.17, '⅙'],
  ])('%d -> %s', (quantity, text) => expect(formatQuantity(quantity)).toBe(text));
});

describe('ingredientLine', () => {
  const base = { ingredient: 'x', grams: 1, from_purchase_g: 0, to_buy_g: 0 };
  it('writes quantity, unit, name and note; a bare count has no unit', () => {
    expect(ingredientLine({ ...base, name: 'whole milk', quantity: 0.5, unit: 'cup' })).toBe('½ cup whole milk');
    expect(ingredientLine({ ...base, name: 'egg', quantity: 1, unit: 'each' })).toBe('1 egg');
    expect(ingredientLine({ ...base, name: 'brioche', quantity: 1, unit: 'slice', note: 'a day old' })).toBe('1 slice brioche (a day old)');
    expect(ingredientLine({ ...base, name: 'parsley', quantity: 2, unit: 'tbsp', note: 'chopped', optional: true })).toBe('2 tbsp parsley (chopped; optional)');
    expect(ingredientLine({ ...base, name: 'lime', quantity: 1, unit: 'each', optional: true })).toBe('1 lime (optional)');
  });

  it('counts above one in the plural: the name for a bare count, a worded unit otherwise', () => {
    expect(ingredientLine({ ...base, name: 'bell pepper', quantity: 3, unit: 'each' })).toBe('3 bell peppers');
    expect(ingredientLine({ ...base, name: 'egg', quantity: 1.5, unit: 'each' })).toBe('1½ eggs');
    expect(ingredientLine({ ...base, name: 'garlic', quantity: 2, unit: 'clove' })).toBe('2 cloves garlic');
    expect(ingredientLine({ ...base, name: 'flour', quantity: 2, unit: 'cup' })).toBe('2 cups flour');
    expect(ingredientLine({ ...base, name: 'salt', quantity: 2, unit: 'tsp' })).toBe('2 tsp salt');
    expect(ingredientLine({ ...base, name: 'egg', quantity: 0.5, unit: 'each' })).toBe('½ egg');
  });
});

describe('pluralise', () => {
  it.each([
    ['tomato', 'tomatoes'],
    ['curry leaf', 'curry leaves'],
    ['berry', 'berries'],
    ['pinch', 'pinches'],
    ['green onion', 'green onions'],
    ['date', 'dates'],
    ['day', 'days'],
    ['basil', 'basil'],
    ['fresh thyme', 'fresh thyme'],
  ])('%s -> %s', (singular, plural) => expect(pluralise(singular)).toBe(plural));
});

it('timeSummary gives prep and total apart, since plans cap prep time', () => {
  expect(timeSummary({ prep_time: 15, cook_time: 35 })).toBe('15 min prep · 50 min total');
  expect(timeSummary({ prep_time: 10, cook_time: 0 })).toBe('10 min prep · no cooking');
});

it('visibleTags shows three and counts the rest', () => {
  expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
});

it('nutritionFacts rounds, suffixes grams for protein, carbs and fat, and lists calories first', () => {
  expect(nutritionFacts({ fat: 12.6, protein: 30.2, calories: 512.4, carbs: 40.5, sodium: 480.2 })).toEqual([
    { key: 'calories', label: 'Calories', value: '512' },
    { key: 'protein', label: 'Protein', value: '30g' },
    { key: 'carbs', label: 'Carbs', value: '41g' },
    { key: 'fat', label: 'Fat', value: '13g' },
    { key: 'sodium', label: 'Sodium', value: '480mg' },
  ]);
});

it("cardNutrition gives the card's calories and protein, rounded, and leaves out what the server did not send", () => {
  expect(cardNutrition({ calories: 511.6, protein: 30.4, carbs: 40 })).toBe('512 cal · 30g protein');
  expect(cardNutrition({ calories: 250 })).toBe('250 cal');
  expect(cardNutrition({ fat: 9 })).toBeNull();
});

describe('ingredientCount', () => {
  it('says "1 ingredient" for a one-ingredient snack and counts the rest in the plural', () => {
    expect(ingredientCount(1)).toBe('1 ingredient');
    expect(ingredientCount(2)).toBe('2 ingredients');
    expect(ingredientCount(11)).toBe('11 ingredients');
  });
});
