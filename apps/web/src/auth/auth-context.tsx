import type { SignOutScope } from '@forkcast/contracts';
import type { AuthProvider } from '@forkcast/contracts/vocabulary';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { signInStartUrl, signOutOnServer } from './auth-api';
import { REFRESH_TICK_MS, getValidAccessToken, sessionRefresher } from './session-refresh';
import { pickUpSignInOnce } from './sign-in-pick-up';
import { SESSION_STORAGE_KEY, sessionStore, type AuthListener, type Session, type SessionUser } from './session-store';

export type { SignOutScope };

export interface AuthState {
  /** True until the stored session has been read (and refreshed if it had to be). */
  loading: boolean;
  session: Session | null;
  user: SessionUser | null;
  /** Leaves the page for the provider; resolves with an error only if the hand-off could not start. */
  signInWithProvider(provider: AuthProvider): Promise<{ error: Error | null }>;
  /** global: every device; local: this one; others: every device but this one. */
  signOut(scope?: SignOutScope): Promise<{ error: Error | null }>;
  /** After a profile edit: the header shows the new name at once (USER_UPDATED). */
  updateFullName(fullName: string | null): void;
  onAuthStateChange(listener: AuthListener): () => void;
}

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(true);
  const [session, setSession] = useState<Session | null>(null);

  useEffect(() => {
    let active = true;
    let shownUserId: string | null = null;
    const unsubscribe = sessionStore.onAuthStateChange((event, next) => {
      shownUserId = next?.user.id ?? null;
      // A transition: on a prerendered page whose chunk is still loading, an urgent update would make React drop the
      // painted HTML for a spinner (a layout shift); a transition waits for that part to finish hydrating.
      startTransition(() => {
        setSession(next);
        if (event === 'INITIAL_SESSION') setLoading(false);
      });
    });

    // A social sign-in that just landed here leaves a sign-in cookie (picked up and stored once per page load,
    // however often this effect runs); otherwise restore the stored session.
    void (async () => {
      await pickUpSignInOnce();
      const restored = await sessionRefresher.refreshIfNeeded();
      if (active) sessionStore.notify('INITIAL_SESSION', restored);
    })();

    const tick = () => void sessionRefresher.refreshIfNeeded();
    const timer = window.setInterval(tick, REFRESH_TICK_MS);
    // Timers stall while a laptop sleeps; check as soon as the page is looked at again.
    const onVisible = () => document.visibilityState === 'visible' && tick();
    document.addEventListener('visibilitychange', onVisible);

    // Another tab signing in, out or refreshing must show here too.
    const onStorage = (change: StorageEvent) => {
      if (change.key !== SESSION_STORAGE_KEY) return;
      const next = sessionStore.getSession();
      const event = !next ? 'SIGNED_OUT' : next.user.id === shownUserId ? 'TOKEN_REFRESHED' : 'SIGNED_IN';
      sessionStore.notify(event, next);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      unsubscribe();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const signInWithProvider = useCallback(async (provider: AuthProvider) => {
    try {
      window.location.assign(signInStartUrl(provider));
      return { error: null };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  }, []);

  const signOut = useCallback(async (scope: SignOutScope = 'global') => {
    const token = await getValidAccessToken();
    if (!token) return { error: null };
    try {
      await signOutOnServer(token, scope);
    } catch (error) {
      return { error: error instanceof Error ? error : new Error('Sign-out failed') };
    }
    if (scope !== 'others') sessionStore.clearSession();
    return { error: null };
  }, []);

  const updateFullName = useCallback((fullName: string | null) => {
    const current = sessionStore.getSession();
    if (!current) return;
    const user_metadata = fullName ? { ...current.user.user_metadata, full_name: fullName } : {};
    sessionStore.setSession({ ...current, user: { ...current.user, user_metadata } }, 'USER_UPDATED');
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      loading,
      session,
      user: session?.user ?? null,
      signInWithProvider,
      signOut,
      updateFullName,
      onAuthStateChange: sessionStore.onAuthStateChange,
    }),
    [loading, session, signInWithProvider, signOut, updateFullName],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
