import type { ShoppingList } from '@forkcast/contracts';
import { describe, expect, it } from 'vitest';
import { afterSent, parseQueue, queueTick, withPendingTicks } from './pending-ticks';

const entry = (ingredient: string, ticked: boolean) =>
  ({ ingredient, name: ingredient, aisle: 'produce', needed_g: 1, in_kitchen_g: 0, grams: 1, quantity: 1, unit: 'each', staple: false, optional: false, ticked }) as const;
const list: ShoppingList = { from: '2025-06-02', to: '2025-06-08', plans: [], entries: [entry('egg', false), entry('onion', true)] };

describe('ticks made offline', () => {
  it('keep the last word per entry and show over the server list', () => {
    const queue = queueTick(queueTick(queueTick([], { ingredient: 'egg', ticked: true }), { ingredient: 'onion', ticked: false }), {
      ingredient: 'egg',
      ticked: false,
    });
    expect(queue).toEqual([
      { ingredient: 'onion', ticked: false },
      { ingredient: 'egg', ticked: false },
    ]);
    expect(withPendingTicks(list, [{ ingredient: 'egg', ticked: true }]).entries.map((e) => e.ticked)).toEqual([true, true]);
  });

  it('leave the queue once sent, except a tick changed while they were on their way', () => {
    const sent = [
      { ingredient: 'egg', ticked: true },
      { ingredient: 'onion', ticked: true },
    ];
    const now = [
      { ingredient: 'onion', ticked: true },
      { ingredient: 'egg', ticked: false },
    ];
    expect(afterSent(now, sent)).toEqual([{ ingredient: 'egg', ticked: false }]);
  });

  it('read back from storage, ignoring anything malformed', () => {
    expect(parseQueue('[{"ingredient":"egg","ticked":true},{"ingredient":3}]')).toEqual([{ ingredient: 'egg', ticked: true }]);
    expect(parseQueue('not json')).toEqual([]);
    expect(parseQueue(null)).toEqual([]);
  });
});
