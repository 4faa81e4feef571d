import { describe, expect, it } from 'vitest';
import { clearIngredientMatch, unlinkedTypedFood, withLinks } from './ingredient-link';
import { blankDraft, type DraftItem } from './receipt-draft';

const hit = (id: string, name = id.replace(/-/g, ' ')) => ({ id, name, category: 'Dairy' });

describe('clearIngredientMatch', () => {
  it('links a name typed exactly, in any case and spacing, even among other hits', () => {
    const hits = [hit('oat-milk'), hit('whole-milk'), hit('milk-chocolate')];
    expect(clearIngredientMatch('  Whole   MILK ', hits)?.id).toBe('whole-milk');
  });

  it('links a simple plural of an ingredient name', () => {
    expect(clearIngredientMatch('Bell peppers', [hit('red-bell-pepper'), hit('bell-pepper')])?.id).toBe('bell-pepper');
    expect(clearIngredientMatch('tomatoes', [hit('cherry-tomato'), hit('tomato')])?.id).toBe('tomato');
  });

  it('links the hit the server marks as an exact synonym', () => {
    const hits = [hit('oat-milk'), { ...hit('whole-milk'), exact: true }, hit('milk-chocolate')];
    expect(clearIngredientMatch('milk', hits)?.id).toBe('whole-milk');
  });

  it('links the only hit, whatever it is called', () => {
    expect(clearIngredientMatch('cheddar cheese', [hit('cheddar')])?.id).toBe('cheddar');
  });

  it('leaves the item unlinked when several hits fit and none is named so, or there is nothing to match', () => {
    expect(clearIngredientMatch('milk', [hit('whole-milk'), hit('oat-milk')])).toBeNull();
    expect(clearIngredientMatch('milk', [])).toBeNull();
    expect(clearIngredientMatch('   ', [hit('egg')])).toBeNull();
  });
});

describe('linking rows', () => {
  const row = (key: string, name: string, patch: Partial<DraftItem> = {}): DraftItem => ({ ...blankDraft(key), name, ...patch });

  it('looks up only food rows the user named and left without an ingredient', () => {
    const stored = (id: string, name: string) =>
      ({ id, raw: name.toUpperCase(), name, ingredient: null, quantity: 1, unit: 'each', price: null, is_food: true, confidence: 0.5, edited: false }) as const;
    const saved = [stored('a', 'mlk'), stored('e', 'KS ORG SPNCH')];
    const rows = [
      row('a', 'milk'),
      row('b', 'egg', { ingredient: 'egg' }),
      row('c', 'soap', { is_food: false }),
      row('d', ' '),
      row('e', 'KS ORG SPNCH'),
      row('new-0', 'butter'),
    ];
    expect(unlinkedTypedFood(saved, rows).map((r) => r.key)).toEqual(['a', 'new-0']);
  });

  it('links a row that still shows the looked-up name, and never one the user has changed since', () => {
    const rows = [row('a', 'oat milk'), row('b', 'carrots typed on'), row('c', 'egg', { ingredient: 'duck-egg' })];
    const links = new Map([
      ['a', { name: 'oat milk', ingredient: 'oat-milk' }],
      ['b', { name: 'carrots', ingredient: 'carrot' }],
      ['c', { name: 'egg', ingredient: 'egg' }],
    ]);
    expect(withLinks(rows, links).map((r) => r.ingredient)).toEqual(['oat-milk', null, 'duck-egg']);
  });
});
