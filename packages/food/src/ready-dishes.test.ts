import { describe, expect, it } from 'vitest';
import { allProducts, getIngredient } from './index';
import { readyDishFor, readyDishIn, type ReadyDish } from './ready-dishes';

const dishes: ReadyDish[] = [
  { id: 'salad', words: ['salad'], meatFree: false },
  { id: 'veggie-salad', words: ['salad'], meatFree: true },
  { id: 'hot-dish', words: ['pad thai', 'curry'], meatFree: false },
];

describe('the ready dish a name ends in', () => {
  it.each([
    [['cobb', 'salad'], 'salad'],
    [['salads'], 'salad'],
    [['garden', 'salad'], 'veggie-salad'], // the name says it has no meat
    [['vegan', 'salad'], 'veggie-salad'],
    [['pad', 'thai'], 'hot-dish'],
    [['veggie', 'curries'], 'hot-dish'], // no meat-free kind: the generic one
    [['salad', 'dressing'], undefined], // the dish word must end the name
  ])('%j -> %s', (words, id) => {
    expect(readyDishIn(words, dishes)).toBe(id);
  });

  it('reads the catalogue: shop salads, soups, sandwiches, sushi and hot dishes, meat-free only when the name says so', () => {
    expect(readyDishFor(['cobb', 'salad'])).toBe('prepared-salad');
    expect(readyDishFor(['greek', 'salad'])).toBe('garden-salad');
    expect(readyDishFor(['sprague', 'soup'])).toBe('ready-soup');
    expect(readyDishFor(['veggie', 'soup'])).toBe('vegetable-soup');
    expect(readyDishFor(['turkey', 'sub'])).toBe('deli-sandwich');
    expect(readyDishFor(['kimbap'])).toBe('sushi');
    expect(readyDishFor(['yakisoba'])).toBe('prepared-meal');
    expect(readyDishFor(['chicken', 'sandwiches'])).toBe('deli-sandwich');
    expect(readyDishFor(['salad', 'dressing'])).toBeUndefined();
    expect(readyDishFor([])).toBeUndefined();
    for (const id of ['prepared-salad', 'ready-soup', 'deli-sandwich', 'sushi', 'prepared-meal']) expect(getIngredient(id)!.diet.meat).toBe(true);
    for (const id of ['garden-salad', 'vegetable-soup']) expect(getIngredient(id)!.diet.meat).toBe(false);
  });
});

describe('named foods that are dishes bought ready', () => {
  const linked = (name: string) => allProducts().find((p) => p.aliases.includes(name))?.ingredient ?? null;

  it('join the generic dish of their kind', () => {
    expect(linked('turkey sandwich')).toBe('deli-sandwich');
    expect(linked('chicken tikka')).toBe('prepared-meal');
    expect(linked('kimbap')).toBe('sushi');
    expect(linked('pitted olives')).toBe('green-olive');
  });

  it('stay apart when sweet, produce or a dry mix', () => {
    expect(linked('ice cream sandwich')).toBeNull();
    expect(linked('fruit salad')).toBeNull();
    expect(linked('instant noodle soup')).toBeNull();
  });
});
