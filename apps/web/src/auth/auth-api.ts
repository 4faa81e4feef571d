import type { AuthSession, SignOutScope } from '@forkcast/contracts';

/**
 * The session endpoints, called with plain fetch: the API client itself asks the auth layer for a token,
 * so going through it here would be circular.
 */

export type RefreshResult =
  | { kind: 'ok'; session: AuthSession }
  /** The server refused the refresh token: the session is over. */
  | { kind: 'rejected' }
  /** No answer or a server fault: keep the session and try again on the next tick. */
  | { kind: 'unavailable' };

const jsonHeaders = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** Trades the one-time cookie a finished social sign-in leaves for the session; null when there is none. */
export async function pickUpSignIn(): Promise<AuthSession | null> {
  try {
    const response = await fetch('/api/auth/session', { method: 'POST', credentials: 'same-origin' });
    return response.status === 200 ? ((await response.json()) as AuthSession) : null;
  } catch {
    return null;
  }
}

export async function refreshSession(refreshToken: string): Promise<RefreshResult> {
  try {
    const response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    if (response.ok) return { kind: 'ok', session: (await response.json()) as AuthSession };
    return response.status === 401 || response.status === 400 ? { kind: 'rejected' } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** Resolves with the HTTP status; rejects only when the server could not be reached. */
export async function logout(accessToken: string, scope: SignOutScope): Promise<number> {
  const response = await fetch('/api/auth/logout', {
    method: 'POST',
    headers: { ...jsonHeaders, Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ scope }),
  });
  return response.status;
}
