import type { ReceiptItem, ReceiptItemInput } from '@forkcast/contracts';
import { ITEM_UNITS } from '@forkcast/contracts/vocabulary';

export type ItemUnit = ReceiptItemInput['unit'];

/** Below this the reader was unsure enough that the row is highlighted for checking. */
export const LOW_CONFIDENCE = 0.6;

/** One row as the user edits it: quantity stays text while typed, and rows added by hand have no confidence. */
export interface DraftItem {
  key: string;
  raw: string;
  ingredient: string | null;
  name: string;
  quantity: string;
  unit: ItemUnit;
  price: number | null;
  is_food: boolean;
  confidence: number | null;
}

export type DraftErrors = Partial<Record<'name' | 'quantity', string>>;

const isUnit = (unit: string): unit is ItemUnit => (ITEM_UNITS as readonly string[]).includes(unit);

export function draftFromItem(item: ReceiptItem): DraftItem {
  return {
    key: item.id,
    raw: item.raw,
    ingredient: item.ingredient,
    name: item.name,
    quantity: String(item.quantity),
    unit: isUnit(item.unit) ? item.unit : 'each',
    price: item.price,
    is_food: item.is_food,
    // A row the user already corrected is as certain as it gets.
    confidence: item.edited ? 1 : item.confidence,
  };
}

export function blankDraft(key: string): DraftItem {
  return { key, raw: '', ingredient: null, name: '', quantity: '1', unit: 'each', price: null, is_food: true, confidence: null };
}

/**
 * The change a new name makes to a row. Picking an ingredient from the suggestions says the row is that food, so a row
 * set aside as 'Not food' (a line the reader could not place) becomes food; typing alone leaves the flag as it was.
 */
export function renamed(name: string, ingredient: string | null): Partial<DraftItem> {
  return ingredient ? { name, ingredient, is_food: true } : { name, ingredient };
}

export const needsChecking = (item: DraftItem) => item.confidence !== null && item.confidence < LOW_CONFIDENCE;

/** What is wrong with a row, field by field; an empty object when it can be saved. */
export function draftErrors(item: DraftItem): DraftErrors {
  const errors: DraftErrors = {};
  if (!item.name.trim()) errors.name = 'Enter a name';
  const quantity = Number(item.quantity.replace(',', '.'));
  if (!item.quantity.trim() || !Number.isFinite(quantity) || quantity <= 0) errors.quantity = 'Enter an amount above 0';
  else if (quantity > 10_000) errors.quantity = 'At most 10000';
  return errors;
}

/** The PUT body's items, or null when a row still has an error. */
export function toItemInputs(items: readonly DraftItem[]): ReceiptItemInput[] | null {
  if (items.some((item) => Object.keys(draftErrors(item)).length > 0)) return null;
  return items.map((item) => ({
    raw: item.raw,
    ingredient: item.ingredient,
    name: item.name.trim(),
    quantity: Number(item.quantity.replace(',', '.')),
    unit: item.unit,
    price: item.price,
    is_food: item.is_food,
  }));
}

/** True when the rows differ from what is stored, so saving would change something. */
export function hasChanges(saved: readonly ReceiptItem[], draft: readonly DraftItem[]): boolean {
  if (saved.length !== draft.length) return true;
  return draft.some((item, index) => {
    const original = saved[index];
    if (!original || original.id !== item.key) return true;
    const quantity = Number(item.quantity.replace(',', '.'));
    return (
      original.name !== item.name ||
      original.ingredient !== item.ingredient ||
      original.quantity !== quantity ||
      original.unit !== item.unit ||
      original.is_food !== item.is_food
    );
  });
}

/** Ingredient ids are slugs ("whole-milk"); shown as words until the user picks a name from the search. */
export const ingredientLabel = (id: string) => id.replace(/-/g, ' ');
