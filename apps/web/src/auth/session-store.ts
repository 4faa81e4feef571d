import type { AuthSession } from '@forkcast/contracts';

/**
 * Holds the signed-in session (spec section 3) in localStorage and tells listeners when it changes.
 * Deliberately small: the sign-in hand-off and token refresh (session-refresh.ts) sit on top of it.
 */

/** The session and user of spec section 3, exactly as the server sends them. */
export type Session = AuthSession;
export type SessionUser = AuthSession['user'];

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY';

export type AuthListener = (event: AuthEvent, session: Session | null) => void;

export const SESSION_STORAGE_KEY = 'forkcast.session';

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<Session>;
  return (
    typeof s.access_token === 'string' &&
    typeof s.refresh_token === 'string' &&
    typeof s.expires_at === 'number' &&
    typeof s.user === 'object' &&
    s.user !== null &&
    typeof s.user.email === 'string'
  );
}

export function createSessionStore(storage: () => Storage | undefined) {
  const listeners = new Set<AuthListener>();

  function read(): Session | null {
    const raw = storage()?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isSession(parsed) ? parsed : null;
    } catch {
      // A corrupt entry must not lock the user out of the public pages.
      return null;
    }
  }

  function notify(event: AuthEvent, session: Session | null) {
    for (const listener of listeners) listener(event, session);
  }

  return {
    getSession: read,
    getAccessToken(): string | null {
      return read()?.access_token ?? null;
    },
    setSession(session: Session, event: AuthEvent = 'SIGNED_IN') {
      storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      notify(event, session);
    },
    clearSession() {
      storage()?.removeItem(SESSION_STORAGE_KEY);
      notify('SIGNED_OUT', null);
    },
    /** Lets a listener hear about changes; another tab changing the session counts too (see auth-context). */
    onAuthStateChange(listener: AuthListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The app's one store, backed by the browser's localStorage (absent during server-side tests). */
export const sessionStore = createSessionStore(() => globalThis.localStorage);

/** The stored access token as it is; request code should prefer `getValidAccessToken` (session-refresh.ts), which refreshes first. */
export function getAccessToken(): string | null {
  return sessionStore.getAccessToken();
}
