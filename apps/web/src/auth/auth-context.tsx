import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authorizeUrl, type OAuthProvider } from './oauth-providers';
import { SESSION_STORAGE_KEY, sessionStore, type AuthListener, type Session, type SessionUser } from './session-store';

export type SignOutScope = 'global' | 'local' | 'others';

export interface AuthState {
  /** True until the stored session has been read. */
  loading: boolean;
  session: Session | null;
  user: SessionUser | null;
  /** Leaves the page for the provider; resolves with an error only if the hand-off could not start. */
  signInWithProvider(provider: OAuthProvider): Promise<{ error: Error | null }>;
  signOut(scope?: SignOutScope): Promise<{ error: Error | null }>;
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
    // Loading ends with the first auth event, which is the restored session announced just below.
    const unsubscribe = sessionStore.onAuthStateChange((_event, next) => {
      setSession(next);
      setLoading(false);
    });
    sessionStore.notify('INITIAL_SESSION', sessionStore.getSession());

    // Signing in or out in another tab must show here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_STORAGE_KEY) return;
      const next = sessionStore.getSession();
      sessionStore.notify(next ? 'SIGNED_IN' : 'SIGNED_OUT', next);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const signInWithProvider = useCallback(async (provider: OAuthProvider) => {
    try {
      window.location.assign(authorizeUrl(provider));
      return { error: null };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  }, []);

  // Server-side revocation joins here with the identity work; 'others' leaves this device signed in.
  const signOut = useCallback(async (scope: SignOutScope = 'global') => {
    if (scope !== 'others') sessionStore.clearSession();
    return { error: null };
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      loading,
      session,
      user: session?.user ?? null,
      signInWithProvider,
      signOut,
      onAuthStateChange: sessionStore.onAuthStateChange,
    }),
    [loading, session, signInWithProvider, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
