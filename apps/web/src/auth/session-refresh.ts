import { refreshSession, type RefreshResult } from './auth-api';
import { sessionStore, type Session, type SessionStore } from './session-store';

/** Spec section 9: check every 30 s and refresh once expiry is within three ticks (90 s). */
export const REFRESH_TICK_MS = 30_000;
export const REFRESH_MARGIN_SECONDS = (3 * REFRESH_TICK_MS) / 1000;

export function needsRefresh(session: Session, nowSeconds: number): boolean {
  return session.expires_at - nowSeconds < REFRESH_MARGIN_SECONDS;
}

interface RefresherDeps {
  store: SessionStore;
  refresh: (refreshToken: string) => Promise<RefreshResult>;
  now: () => number;
  /** Serialises refreshes across tabs (Web Locks): a refresh token works once, and two tabs share it. */
  withLock: <T>(run: () => Promise<T>) => Promise<T>;
}

export function createSessionRefresher({ store, refresh, now, withLock }: RefresherDeps) {
  let inFlight: Promise<Session | null> | null = null;

  async function run(force: boolean): Promise<Session | null> {
    // Read inside the lock: another tab may have refreshed (and rotated the token) while we waited.
    const current = store.getSession();
    if (!current || (!force && !needsRefresh(current, now()))) return current;
    const result = await refresh(current.refresh_token);
    if (result.kind === 'ok') {
      store.setSession(result.session, 'TOKEN_REFRESHED');
      return result.session;
    }
    if (result.kind === 'rejected') {
      store.clearSession();
      return null;
    }
    return current;
  }

  return {
    /** The stored session, refreshed first when it is near expiry; null when signed out. */
    refreshIfNeeded(force = false): Promise<Session | null> {
      inFlight ??= withLock(() => run(force)).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

async function webLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return run();
  return (await navigator.locks.request('forkcast.session-refresh', run)) as T;
}

export const sessionRefresher = createSessionRefresher({
  store: sessionStore,
  refresh: refreshSession,
  now: () => Math.floor(Date.now() / 1000),
  withLock: webLock,
});

/** The access token to send, refreshed first if it is about to expire. */
export async function getValidAccessToken(): Promise<string | null> {
  return (await sessionRefresher.refreshIfNeeded())?.access_token ?? null;
}
