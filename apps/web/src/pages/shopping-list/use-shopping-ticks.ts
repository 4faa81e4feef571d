import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { kitchenKeys } from '../../api/kitchen';
import { useAuth } from '../../auth/auth-context';
import { afterSent, parseQueue, queueTick, type PendingTick } from './pending-ticks';

const storageKey = (userId: string) => `forkcast.shopping-ticks.${userId}`;

/**
 * Ticks made in the shop are kept on the device (per user) until the server has them: each tick is sent at once,
 * and whatever could not be sent (offline, a dropped connection) goes again when the browser is back online or the
 * page opens next.
 */
export function useShoppingTicks() {
  const { user } = useAuth();
  const key = user ? storageKey(user.id) : null;
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<PendingTick[]>(() => (key ? parseQueue(localStorage.getItem(key)) : []));
  const sending = useRef(false);

  const store = useCallback(
    (update: (current: PendingTick[]) => PendingTick[]) => {
      if (!key) return;
      const next = update(parseQueue(localStorage.getItem(key)));
      localStorage.setItem(key, JSON.stringify(next));
      setQueue(next);
    },
    [key],
  );

  /** Sends what waits, and then what was ticked while that was on its way, until all is sent or a send fails. */
  const flush = useCallback(async () => {
    if (!key || sending.current) return;
    sending.current = true;
    try {
      for (let ticks = parseQueue(localStorage.getItem(key)); ticks.length > 0; ticks = parseQueue(localStorage.getItem(key))) {
        const list = (await api.call('tickShoppingList', { body: { ticks } })).data;
        store((current) => afterSent(current, ticks));
        queryClient.setQueryData(kitchenKeys.shoppingList, list);
      }
    } catch {
      // Kept for the next try: back online, or the next visit.
    } finally {
      sending.current = false;
    }
  }, [key, queryClient, store]);

  useEffect(() => {
    const onOnline = () => void flush();
    // What an earlier visit could not send goes as soon as the page is up.
    const first = setTimeout(onOnline, 0);
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(first);
      window.removeEventListener('online', onOnline);
    };
  }, [flush]);

  const tick = useCallback(
    (ingredient: string, ticked: boolean) => {
      store((current) => queueTick(current, { ingredient, ticked }));
      void flush();
    },
    [flush, store],
  );

  return { queue, tick };
}
