import type { AuthSession } from '@forkcast/contracts';
import type { AuthenticatedCaller, SessionService } from './session-service.js';
import type { SignInHandoffRepository } from './sign-in-handoff-repository.js';
import { hashToken, randomToken } from './token-hash.js';

/** Long enough for the redirect to /dashboard and the app's first request, short enough to be useless later. */
export const HANDOFF_TTL_SECONDS = 120;

/**
 * Codes that carry a finished sign-in from the OAuth callback to the web app. A code may be redeemed again
 * within its window (a pick-up cut off by a navigation, or sent twice, loses nothing); each redeem replaces the
 * previous redeem's session, and the web app acknowledges the session it kept, which ends the code.
 */
export function createSignInHandoffService(deps: { handoffs: SignInHandoffRepository; sessions: SessionService }) {
  const { handoffs, sessions } = deps;
  return {
    async issue(userId: string): Promise<string> {
      const code = randomToken();
      await handoffs.insert(userId, hashToken(code), new Date(Date.now() + HANDOFF_TTL_SECONDS * 1000));
      return code;
    },

    /** A new session for the code's user; null once the code is unknown, expired or acknowledged. */
    async redeem(code: string, userAgent: string | undefined): Promise<AuthSession | null> {
      const { refreshToken, session } = sessions.prepare(userAgent);
      const redeemed = await handoffs.redeem(hashToken(code), session);
      return redeemed && sessions.tokensFor(redeemed.userId, redeemed.sessionId, refreshToken);
    },

    /** The caller kept the session a redeem gave them: the code that made it can no longer be redeemed. */
    async acknowledge(caller: AuthenticatedCaller): Promise<void> {
      await handoffs.deleteForSession(caller.id, caller.sessionId);
    },
  };
}

export type SignInHandoffService = ReturnType<typeof createSignInHandoffService>;
