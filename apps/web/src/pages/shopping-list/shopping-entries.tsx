import type { ShoppingListEntry } from '@forkcast/contracts';
import { formatQuantity } from '@forkcast/contracts/formatting';

/** Aisles as a shopper reads them. */
export function aisleName(aisle: string): string {
  return aisle.charAt(0).toUpperCase() + aisle.slice(1);
}

/** The entries by aisle, in the list's (shop-walk) order; staples in a group of their own at the end. */
export function groupByAisle(entries: readonly ShoppingListEntry[]): Array<{ title: string; entries: ShoppingListEntry[] }> {
  const groups = new Map<string, ShoppingListEntry[]>();
  for (const entry of entries) {
    const title = entry.staple ? 'Check the cupboard first' : aisleName(entry.aisle);
    groups.set(title, [...(groups.get(title) ?? []), entry]);
  }
  const staples = groups.get('Check the cupboard first');
  groups.delete('Check the cupboard first');
  return [...[...groups].map(([title, list]) => ({ title, entries: list })), ...(staples ? [{ title: 'Check the cupboard first', entries: staples }] : [])];
}

/** '6 each' reads '6', the rest with their unit: '250 g', '1.2 kg'. */
export function entryAmount(entry: Pick<ShoppingListEntry, 'quantity' | 'unit'>): string {
  return entry.unit === 'each' ? formatQuantity(entry.quantity) : `${formatQuantity(entry.quantity)} ${entry.unit}`;
}
