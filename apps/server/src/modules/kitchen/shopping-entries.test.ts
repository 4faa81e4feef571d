import { describe, expect, it } from 'vitest';
import { shoppingEntries } from './shopping-entries.js';

const line = (ingredient: string, grams: number, optional = false) => ({ ingredient, grams, unit: 'g', ...(optional ? { optional } : {}) });
const byIngredient = (entries: ReturnType<typeof shoppingEntries>) => Object.fromEntries(entries.map((entry) => [entry.ingredient, entry]));

describe('shoppingEntries', () => {
  it('lists food only garnishes lack as optional, after everything needed', () => {
    const entries = shoppingEntries([line('parsley', 10, true), line('chicken-breast', 400), line('onion', 110)], new Map(), new Set());
    expect(entries.map((entry) => [entry.ingredient, entry.optional])).toEqual([
      ['onion', false],
      ['chicken-breast', false],
      ['parsley', true],
    ]);
  });

  it('keeps food needed elsewhere as needed, with the garnish grams on top', () => {
    const entries = byIngredient(shoppingEntries([line('parsley', 10, true), line('parsley', 30)], new Map(), new Set()));
    expect(entries.parsley).toMatchObject({ optional: false, needed_g: 40, grams: 40 });
  });

  it('lets the kitchen cover needed lines first: what is left short is only the garnish', () => {
    const held = new Map([['cilantro', 30]]);
    const entries = byIngredient(shoppingEntries([line('cilantro', 30), line('cilantro', 8, true)], held, new Set(['cilantro'])));
    expect(entries.cilantro).toMatchObject({ optional: true, in_kitchen_g: 30, grams: 8, ticked: true });
  });

  it('leaves out what the kitchen holds enough of, garnish or not', () => {
    const held = new Map([['parsley', 20], ['onion', 200]]);
    expect(shoppingEntries([line('parsley', 10, true), line('onion', 110)], held, new Set())).toEqual([]);
  });
});
