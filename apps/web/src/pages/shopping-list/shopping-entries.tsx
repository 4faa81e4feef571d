import type { ShoppingListEntry } from '@forkcast/contracts';
import { formatQuantity } from '@forkcast/contracts/formatting';

/** Aisles as a shopper reads them. */
export function aisleName(aisle: string): string {
  return aisle.charAt(0).toUpperCase() + aisle.slice(1);
}

const STAPLES = 'Check the cupboard first';
const GARNISHES = 'Optional, to garnish (the dishes are fine without)';

/** The entries by aisle, in the list's (shop-walk) order; staples, then garnishes, in groups of their own at the end. */
export function groupByAisle(entries: readonly ShoppingListEntry[]): Array<{ title: string; entries: ShoppingListEntry[] }> {
  const groups = new Map<string, ShoppingListEntry[]>();
  for (const entry of entries) {
    const title = entry.optional ? GARNISHES : entry.staple ? STAPLES : aisleName(entry.aisle);
    groups.set(title, [...(groups.get(title) ?? []), entry]);
  }
  const last = [STAPLES, GARNISHES].flatMap((title) => {
    const list = groups.get(title);
    groups.delete(title);
    return list ? [{ title, entries: list }] : [];
  });
  return [...[...groups].map(([title, list]) => ({ title, entries: list })), ...last];
}

/** '6 each' reads '6', the rest with their unit: '250 g', '1.2 kg'. */
export function entryAmount(entry: Pick<ShoppingListEntry, 'quantity' | 'unit'>): string {
  return entry.unit === 'each' ? formatQuantity(entry.quantity) : `${formatQuantity(entry.quantity)} ${entry.unit}`;
}
