import { describe, expect, it } from 'vitest';
import {
  alsoForLabel,
  buyingSummary,
  dietAllowedShare,
  emptyLeftoversMessage,
  formatGrams,
  groceryAmount,
  keepsLabel,
  leftoversBySpoilage,
  outsidePreferencesSummary,
  percent,
  ruledOutLabel,
  setAsidePurchases,
  splitShoppingList,
} from './grocery-usage';

it('formatGrams uses grams below a kilo and one decimal of kilos above', () => {
  expect(formatGrams(350)).toBe('350 g');
  expect(formatGrams(1234)).toBe('1.2 kg');
  expect(formatGrams(999.7)).toBe('1 kg');
  expect(formatGrams(10360)).toBe('10.4 kg');
});

it('formatGrams shows nothing as 0 g and never rounds a small amount up to 1 g or down to 0', () => {
  expect(formatGrams(0)).toBe('0 g');
  expect(formatGrams(0.2)).toBe('<1 g');
  expect(formatGrams(1.4)).toBe('1 g');
});

describe('when nothing is left over', () => {
  it('only says the plan uses up everything when it had food and set none aside', () => {
    expect(emptyLeftoversMessage({ purchased_g: 800, ignored_purchases: [] })).toBe('Nothing: the plan uses up everything you bought.');
    expect(emptyLeftoversMessage({ purchased_g: 800 })).toBe('Nothing: the plan uses up everything you bought.');
  });

  it('says so plainly when no food could be planned with, or some was set aside', () => {
    const spoiled = [{ ingredient: 'milk', reason: 'spoiled: kept 7 days, bought 30 days ago' }];
    expect(emptyLeftoversMessage({ purchased_g: 0, ignored_purchases: spoiled })).toBe('Nothing counted: the plan had none of your food to work with.');
    expect(emptyLeftoversMessage({ purchased_g: 500, ignored_purchases: spoiled })).toMatch(/set aside/);
  });
});

it('setAsidePurchases names each item and gives its reason as a sentence', () => {
  const ignored_purchases = [
    { ingredient: 'swiss-cheese', reason: 'spoiled: kept 21 days, bought 40 days ago' },
    { ingredient: 'lamp oil', reason: 'unknown ingredient' },
  ];
  expect(setAsidePurchases({ ignored_purchases })).toEqual([
    { ingredient: 'swiss-cheese', name: 'swiss cheese', reason: 'Spoiled: kept 21 days, bought 40 days ago' },
    { ingredient: 'lamp oil', name: 'lamp oil', reason: 'Unknown ingredient' },
  ]);
  expect(setAsidePurchases({})).toEqual([]);
});

it('percent rounds and clamps a share', () => {
  expect(percent(0.3077)).toBe(31);
  expect(percent(1.2)).toBe(100);
  expect(percent(-0.1)).toBe(0);
});

describe('leftoversBySpoilage', () => {
  it('drops what the plan uses up and lists what spoils soonest first', () => {
    const item = (ingredient: string, leftover_g: number, good_through_day: number) => ({
      ingredient,
      name: ingredient,
      purchased_g: 500,
      used_g: 500 - leftover_g,
      leftover_g,
      good_through_day,
    });
    const leftovers = [item('candy', 800, 270), item('milk', 0, 4), item('peach', 150, 5), item('spinach', 40, 2), item('pasta', 0.4, 700)];
    expect(leftoversBySpoilage({ leftovers }).map((i) => i.ingredient)).toEqual(['spinach', 'peach', 'candy']);
  });
});

it('splitShoppingList keeps pantry staples and optional garnishes apart', () => {
  const shopping_list = [
    { ingredient: 'egg', name: 'egg', grams: 100, pantry_staple: false },
    { ingredient: 'parsley', name: 'parsley', grams: 8, pantry_staple: false, optional: true },
    { ingredient: 'salt', name: 'salt', grams: 2, pantry_staple: true },
  ];
  const { toBuy, optional, staples } = splitShoppingList({ shopping_list });
  expect(toBuy.map((i) => i.name)).toEqual(['egg']);
  expect(optional.map((i) => i.name)).toEqual(['parsley']);
  expect(staples.map((i) => i.name)).toEqual(['salt']);
});

it('alsoForLabel names the other ingredients one purchase covers', () => {
  expect(alsoForLabel({ also_for: [{ name: 'white rice' }] })).toBe('also for white rice');
  expect(alsoForLabel({ also_for: [{ name: 'penne' }, { name: 'macaroni' }] })).toBe('also for penne, macaroni');
  expect(alsoForLabel({})).toBeUndefined();
});

it('keepsLabel counts plan days for short keepers and weeks or months for long ones', () => {
  expect(keepsLabel(3)).toBe('Good through day 3');
  expect(keepsLabel(0)).toBe('Past its best');
  expect(keepsLabel(21)).toBe('Keeps about 3 weeks');
  expect(keepsLabel(270)).toBe('Keeps 9+ months');
});

describe('groceryAmount', () => {
  it('writes countable food and spoon measures as recipes do, not in grams', () => {
    expect(groceryAmount({ name: 'egg', quantity: 9, unit: 'each' }, 550)).toEqual({ name: 'eggs', amount: '9' });
    expect(groceryAmount({ name: 'egg', quantity: 1, unit: 'each' }, 60)).toEqual({ name: 'egg', amount: '1' });
    expect(groceryAmount({ name: 'olive oil', quantity: 2, unit: 'tbsp' }, 27)).toEqual({ name: 'olive oil', amount: '2 tbsp' });
    expect(groceryAmount({ name: 'garlic', quantity: 3, unit: 'clove' }, 15)).toEqual({ name: 'garlic', amount: '3 cloves' });
    expect(groceryAmount({ name: 'whole milk', quantity: 0.5, unit: 'cup' }, 120)).toEqual({ name: 'whole milk', amount: '½ cup' });
  });

  it('weighs entries without recipe units, as older plans have them', () => {
    expect(groceryAmount({ name: 'chicken breast' }, 550)).toEqual({ name: 'chicken breast', amount: '550 g' });
    expect(groceryAmount({ name: 'rice', quantity: 0, unit: 'each' }, 1234)).toEqual({ name: 'rice', amount: '1.2 kg' });
    expect(groceryAmount({ name: 'flour', quantity: 2 }, 250)).toEqual({ name: 'flour', amount: '250 g' });
  });
});

describe('what a plan asks to buy', () => {
  it('counts the things to buy against the aim, and says nothing on plans made before the aim', () => {
    expect(buyingSummary({ items_to_buy: 5, items_to_buy_target: 6 })).toBe('5 things to buy besides pantry staples (Forkcast aims for 6 or fewer).');
    expect(buyingSummary({ items_to_buy: 1, items_to_buy_target: 6 })).toBe('1 thing to buy besides pantry staples (Forkcast aims for 6 or fewer).');
    expect(buyingSummary({ items_to_buy: 0, items_to_buy_target: 6 })).toBe('Nothing to buy besides pantry staples.');
    expect(buyingSummary({})).toBeNull();
  });
});

describe('meals outside the cuisine preferences', () => {
  const outside = [{ day_number: 2, meal_type: 'dinner', slug: 'chana-masala', name: 'Chana Masala', cuisine_type: 'indian' }];
  it('names the preference and each meal outside it', () => {
    expect(outsidePreferencesSummary({ outside_preferences: outside }, ['italian', 'mexican'])).toEqual({
      sentence: '1 meal is not Italian or Mexican: too few Italian or Mexican recipes fit your other options, so others fill in.',
      meals: ['Day 2 dinner: Chana Masala (Indian)'],
    });
  });
  it('says nothing when every meal fits or there was no preference', () => {
    expect(outsidePreferencesSummary({ outside_preferences: [] }, ['italian'])).toBeNull();
    expect(outsidePreferencesSummary({}, ['italian'])).toBeNull();
    expect(outsidePreferencesSummary({ outside_preferences: outside }, [])).toBeNull();
  });
});

describe('purchases the diets rule out', () => {
  it("says in plain words which of the plan's diets leave the food out", () => {
    expect(ruledOutLabel({ ruled_out_by: ['vegetarian'] })).toBe('Not in a vegetarian plan');
    expect(ruledOutLabel({ ruled_out_by: ['vegan', 'gluten-free'] })).toBe('Not in a vegan or gluten-free plan');
    expect(ruledOutLabel({ ruled_out_by: ['vegan', 'gluten-free', 'paleo'] })).toBe('Not in a vegan, gluten-free or paleo plan');
  });

  it('says nothing of food the diets allow, nor on plans made before the planner said so', () => {
    expect(ruledOutLabel({ ruled_out_by: [] })).toBeUndefined();
    expect(ruledOutLabel({})).toBeUndefined();
  });

  const item = (ingredient: string, ruled_out_by?: string[]) => ({
    ingredient,
    name: ingredient,
    purchased_g: 500,
    used_g: 0,
    leftover_g: 500,
    good_through_day: 3,
    ...(ruled_out_by ? { ruled_out_by } : {}),
  });

  it('gives the share of the allowed items used when the diets rule some purchase out', () => {
    const leftovers = [item('chicken-breast', ['vegetarian']), item('tomato'), item('spinach')];
    expect(dietAllowedShare({ leftovers, used_share_of_allowed_items: 1 })).toBe(1);
  });

  it('has no row of its own when the diets rule nothing out, rule everything out, or the plan predates the figure', () => {
    expect(dietAllowedShare({ leftovers: [item('tomato')], used_share_of_allowed_items: 1 })).toBeNull();
    expect(dietAllowedShare({ leftovers: [item('salmon', ['vegan'])], used_share_of_allowed_items: 0 })).toBeNull();
    expect(dietAllowedShare({ leftovers: [item('salmon', ['vegan']), item('tomato')] })).toBeNull();
  });
});
