import type { ShoppingList } from '@forkcast/contracts';

/** A tick made in the shop, waiting to reach the server. */
export interface PendingTick {
  ingredient: string;
  ticked: boolean;
}

/** Adds a tick to the queue; a later tick of the same entry replaces the earlier one. */
export function queueTick(queue: readonly PendingTick[], tick: PendingTick): PendingTick[] {
  return [...queue.filter((pending) => pending.ingredient !== tick.ingredient), tick];
}

/** The queue after `sent` reached the server: ticks made meanwhile (a different word on an entry) stay. */
export function afterSent(queue: readonly PendingTick[], sent: readonly PendingTick[]): PendingTick[] {
  return queue.filter((pending) => !sent.some((done) => done.ingredient === pending.ingredient && done.ticked === pending.ticked));
}

/** The list as the shopper sees it: the server's ticks under the ones still waiting to be sent. */
export function withPendingTicks(list: ShoppingList, queue: readonly PendingTick[]): ShoppingList {
  if (queue.length === 0) return list;
  const pending = new Map(queue.map((tick) => [tick.ingredient, tick.ticked]));
  return { ...list, entries: list.entries.map((entry) => ({ ...entry, ticked: pending.get(entry.ingredient) ?? entry.ticked })) };
}

/** Reads a stored queue; anything that is not a list of ticks counts as none. */
export function parseQueue(stored: string | null): PendingTick[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (tick): tick is PendingTick =>
        typeof tick === 'object' && tick !== null && typeof tick.ingredient === 'string' && typeof tick.ticked === 'boolean',
    );
  } catch {
    return [];
  }
}
