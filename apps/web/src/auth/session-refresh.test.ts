import { describe, expect, it, vi } from 'vitest';
import type { RefreshResult } from './auth-api';
import { createSessionRefresher, needsRefresh, REFRESH_MARGIN_SECONDS } from './session-refresh';
import { createSessionStore, type AuthEvent } from './session-store';
import { memoryStorage, testSession } from '../../test/fixtures';

const NOW = 1_800_000_000;

function setup(expiresAt: number, answer: RefreshResult) {
  const storage = memoryStorage();
  const store = createSessionStore(() => storage);
  store.setSession(testSession({ expires_at: expiresAt }));
  const events: AuthEvent[] = [];
  store.onAuthStateChange((event) => events.push(event));
  const refresh = vi.fn(async () => answer);
  const refresher = createSessionRefresher({ store, refresh, now: () => NOW, withLock: (run) => run() });
  return { store, refresh, refresher, events };
}

const renewed = testSession({ access_token: 'access-2', refresh_token: 'refresh-2', expires_at: NOW + 900 });

describe('session refresh (30 s tick, three ticks of margin)', () => {
  it('refreshes only once expiry is within 90 seconds', () => {
    expect(REFRESH_MARGIN_SECONDS).toBe(90);
    expect(needsRefresh(testSession({ expires_at: NOW + 91 }), NOW)).toBe(false);
    expect(needsRefresh(testSession({ expires_at: NOW + 89 }), NOW)).toBe(true);
    expect(needsRefresh(testSession({ expires_at: NOW - 10 }), NOW)).toBe(true);
  });

  it('leaves a fresh session alone', async () => {
    const { refresher, refresh } = setup(NOW + 600, { kind: 'ok', session: renewed });
    expect((await refresher.refreshIfNeeded())?.access_token).toBe('access-1');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('swaps in the rotated tokens and says TOKEN_REFRESHED', async () => {
    const { refresher, refresh, store, events } = setup(NOW + 30, { kind: 'ok', session: renewed });
    expect((await refresher.refreshIfNeeded())?.access_token).toBe('access-2');
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(store.getSession()?.refresh_token).toBe('refresh-2');
    expect(events).toEqual(['TOKEN_REFRESHED']);
  });

  it('spends a refresh token once even when asked twice at the same moment', async () => {
    const { refresher, refresh } = setup(NOW + 30, { kind: 'ok', session: renewed });
    await Promise.all([refresher.refreshIfNeeded(), refresher.refreshIfNeeded()]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('signs out when the server refuses the refresh token', async () => {
    const { refresher, store, events } = setup(NOW + 30, { kind: 'rejected' });
    expect(await refresher.refreshIfNeeded()).toBeNull();
    expect(store.getSession()).toBeNull();
    expect(events).toEqual(['SIGNED_OUT']);
  });

  it('keeps the session through a network failure, to try again on the next tick', async () => {
    const { refresher, store } = setup(NOW + 30, { kind: 'unavailable' });
    expect((await refresher.refreshIfNeeded())?.access_token).toBe('access-1');
    expect(store.getSession()).not.toBeNull();
  });
});
