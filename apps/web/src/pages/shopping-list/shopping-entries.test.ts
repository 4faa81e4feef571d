import type { ShoppingListEntry } from '@forkcast/contracts';
import { describe, expect, it } from 'vitest';
import { groupByAisle } from './shopping-entries';

const entry = (ingredient: string, aisle: string, flags: { staple?: boolean; optional?: boolean } = {}): ShoppingListEntry => ({
  ingredient,
  name: ingredient,
  aisle,
  needed_g: 10,
  in_kitchen_g: 0,
  grams: 10,
  quantity: 10,
  unit: 'g',
  staple: flags.staple ?? false,
  optional: flags.optional ?? false,
  ticked: false,
});

describe('groupByAisle', () => {
  it('groups by aisle in list order, then staples, then garnishes apart as optional', () => {
    const groups = groupByAisle([
      entry('onion', 'produce'),
      entry('parsley', 'produce', { optional: true }),
      entry('chicken-breast', 'poultry'),
      entry('salt', 'spices', { staple: true }),
    ]);
    expect(groups.map((group) => [group.title, group.entries.map((e) => e.ingredient)])).toEqual([
      ['Produce', ['onion']],
      ['Poultry', ['chicken-breast']],
      ['Check the cupboard first', ['salt']],
      ['Optional, to garnish (the dishes are fine without)', ['parsley']],
    ]);
  });
});
