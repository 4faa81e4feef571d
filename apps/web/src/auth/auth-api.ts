import type { AuthSession, SignOutScope } from '@forkcast/contracts';
import { fillPath, routes } from '@forkcast/contracts/routes';
import type { AuthProvider } from '@forkcast/contracts/vocabulary';
import { ApiError, callEndpoint } from '../api/endpoint-call';

/**
 * The session endpoints. They use the low-level `callEndpoint` and pass the token themselves: `api.call` asks the
 * auth layer for a token, so going through it here would be circular.
 */

export type RefreshResult =
  | { kind: 'ok'; session: AuthSession }
  /** The server refused the refresh token: the session is over. */
  | { kind: 'rejected' }
  /** No answer or a server fault: keep the session and try again on the next tick. */
  | { kind: 'unavailable' };

/**
 * Where the browser goes to start a social sign-in. The server owns the whole OAuth flow from there and comes back
 * to /dashboard with the one-time sign-in cookie (see `pickUpSignIn`).
 */
export function signInStartUrl(provider: AuthProvider): string {
  return fillPath(routes.startSignIn.path, { provider });
}

/** Trades the sign-in cookie a finished social sign-in leaves for the session; null when there is none. */
export async function pickUpSignIn(): Promise<AuthSession | null> {
  try {
    // No sign-in waiting is an empty 204, which resolves with undefined.
    const session: AuthSession | undefined = await callEndpoint('pickUpSignIn');
    return session ?? null;
  } catch {
    // Expired or already used: the user simply is not signed in by this page load.
    return null;
  }
}

/**
 * Tells the server the session from the sign-in cookie arrived, so the cookie cannot be redeemed again. Best effort,
 * and silent: a server without this endpoint answers 401 or 404, and the cookie expires on its own within two minutes.
 */
export async function acknowledgeSignIn(accessToken: string): Promise<void> {
  try {
    await callEndpoint('acknowledgeSignIn', {}, { token: accessToken });
  } catch {
    // Nothing to do: see above.
  }
}

/** Codes with which the server refuses a refresh token for good (unknown, reused, expired, or not a token at all). */
const refusedRefresh: ReadonlySet<string> = new Set(['UNAUTHENTICATED', 'VALIDATION_FAILED']);

export async function refreshSession(refreshToken: string): Promise<RefreshResult> {
  try {
    return { kind: 'ok', session: await callEndpoint('refreshSession', { body: { refresh_token: refreshToken } }) };
  } catch (error) {
    return error instanceof ApiError && error.code && refusedRefresh.has(error.code) ? { kind: 'rejected' } : { kind: 'unavailable' };
  }
}

/**
 * Ends the session on the server. Resolves when it is over, also when it had already ended elsewhere (which is what
 * signing out asks for); rejects with an ApiError otherwise.
 */
export async function signOutOnServer(accessToken: string, scope: SignOutScope): Promise<void> {
  try {
    await callEndpoint('signOut', { body: { scope } }, { token: accessToken });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return;
    throw error;
  }
}
