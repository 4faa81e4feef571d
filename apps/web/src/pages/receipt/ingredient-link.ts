import type { IngredientSummary, ReceiptItem } from '@forkcast/contracts';
import type { DraftItem } from './receipt-draft';

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The ingredient a typed name clearly means, given the search hits for it: the one the server marks as an exact name or
 * synonym ('milk' is whole milk), one named exactly that (any case, or as a simple plural: 'bananas' for banana), else
 * the only hit. Several hits with none named so stay unlinked: guessing
 * would quietly plan with the wrong food.
 */
export function clearIngredientMatch(typed: string, hits: readonly IngredientSummary[]): IngredientSummary | null {
  const name = normalise(typed);
  if (!name) return null;
  const sameName = (hit: IngredientSummary) => {
    const candidate = normalise(hit.name);
    return candidate === name || `${candidate}s` === name || `${candidate}es` === name;
  };
  return hits.find((hit) => hit.exact) ?? hits.find(sameName) ?? (hits.length === 1 ? hits[0]! : null);
}

/**
 * Food rows whose name the user typed (a new row, or a name unlike the stored one) and left unlinked: the ones to look up
 * before a save. Rows as the reader left them are not second-guessed behind the user's back.
 */
export function unlinkedTypedFood(saved: readonly ReceiptItem[], items: readonly DraftItem[]): DraftItem[] {
  const storedName = new Map(saved.map((item) => [item.id, item.name]));
  return items.filter((item) => item.is_food && !item.ingredient && item.name.trim() && storedName.get(item.key) !== item.name);
}

/**
 * Applies looked-up links (row key -> ingredient id for the name it was looked up with). A row only takes its link
 * while it still shows that name and no ingredient, so a lookup that answers late never overrides newer typing.
 */
export function withLinks(items: readonly DraftItem[], links: ReadonlyMap<string, { name: string; ingredient: string }>): DraftItem[] {
  return items.map((item) => {
    const link = links.get(item.key);
    return link && !item.ingredient && item.name === link.name ? { ...item, ingredient: link.ingredient } : item;
  });
}
