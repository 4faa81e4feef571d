import { describe, expect, it } from 'vitest';
import type { ReceiptItem } from '@forkcast/contracts';
import { blankDraft, draftErrors, draftFromItem, hasChanges, needsChecking, renamed, toItemInputs } from './receipt-draft';

const item = (overrides: Partial<ReceiptItem> = {}): ReceiptItem => ({
  id: '6f1c2d9e-0000-4000-8000-000000000001',
  raw: 'GV WHL MLK 1GAL 3.48',
  ingredient: 'whole-milk',
  name: 'whole milk',
  quantity: 1,
  unit: 'each',
  price: 3.48,
  confidence: 0.92,
  is_food: true,
  edited: false,
  ...overrides,
});

describe('receipt draft', () => {
  it('round-trips a stored item unchanged', () => {
    const stored = [item()];
    const draft = stored.map(draftFromItem);
    expect(hasChanges(stored, draft)).toBe(false);
    expect(toItemInputs(draft)).toEqual([
      { raw: 'GV WHL MLK 1GAL 3.48', ingredient: 'whole-milk', name: 'whole milk', quantity: 1, unit: 'each', price: 3.48, is_food: true },
    ]);
  });

  it('sees an edited quantity, a food flag, a removed row and an added row as changes', () => {
    const stored = [item()];
    const [row] = stored.map(draftFromItem);
    expect(hasChanges(stored, [{ ...row!, quantity: '2' }])).toBe(true);
    expect(hasChanges(stored, [{ ...row!, is_food: false }])).toBe(true);
    expect(hasChanges(stored, [])).toBe(true);
    expect(hasChanges(stored, [row!, blankDraft('new-1')])).toBe(true);
  });

  it('accepts a decimal comma and refuses empty names and non-positive amounts', () => {
    const row = draftFromItem(item());
    expect(toItemInputs([{ ...row, quantity: '1,5' }])?.[0]?.quantity).toBe(1.5);
    expect(draftErrors({ ...row, name: '  ' })).toEqual({ name: 'Enter a name' });
    expect(draftErrors({ ...row, quantity: '0' })).toEqual({ quantity: 'Enter an amount above 0' });
    expect(draftErrors({ ...row, quantity: 'two' })).toEqual({ quantity: 'Enter an amount above 0' });
    expect(toItemInputs([{ ...row, name: '' }])).toBeNull();
  });

  it('flags unsure rows for checking, but not corrected or hand-added ones', () => {
    expect(needsChecking(draftFromItem(item({ confidence: 0.4 })))).toBe(true);
    expect(needsChecking(draftFromItem(item({ confidence: 0.4, edited: true })))).toBe(false);
    expect(needsChecking(draftFromItem(item({ confidence: 0.9 })))).toBe(false);
    expect(needsChecking(blankDraft('x'))).toBe(false);
  });

  it('falls back to "each" for a unit the editor does not offer', () => {
    expect(draftFromItem(item({ unit: 'dozen' })).unit).toBe('each');
  });

  it('makes a not-food row food when an ingredient is picked for it, and leaves the flag alone while typing', () => {
    const towels = draftFromItem(item({ raw: 'PAPER TOWELS 5.99', name: 'paper towels', ingredient: null, is_food: false }));
    const picked = { ...towels, ...renamed('whole milk', 'whole-milk') };
    expect(picked).toMatchObject({ name: 'whole milk', ingredient: 'whole-milk', is_food: true });
    expect(toItemInputs([picked])?.[0]).toMatchObject({ ingredient: 'whole-milk', is_food: true });
    expect({ ...towels, ...renamed('whole mi', null) }).toMatchObject({ name: 'whole mi', ingredient: null, is_food: false });
    // A food row stays food either way.
    expect({ ...draftFromItem(item()), ...renamed('oat m', null) }.is_food).toBe(true);
  });
});
