import type { AuthSession, SignOutScope } from '@forkcast/contracts';
import { AppError } from '../../errors.js';
import type { AccessTokenIssuer } from './access-tokens.js';
import type { NewSession, SessionRepository } from './session-repository.js';
import { hashToken, randomToken } from './token-hash.js';
import type { UserRecord, UserRepository } from './user-repository.js';

/** The signed-in caller of a guarded route. */
export interface AuthUser {
  id: string;
  email: string;
}

export interface AuthenticatedCaller extends AuthUser {
  sessionId: string;
}

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Sessions of spec section 3: a short-lived access token plus a refresh token that rotates on every use.
 * Presenting a refresh token that was already spent means it leaked: the whole session is revoked.
 */
export function createSessionService(deps: {
  sessions: SessionRepository;
  users: UserRepository;
  tokens: AccessTokenIssuer;
  sessionDays: number;
}) {
  const { sessions, users, tokens, sessionDays } = deps;
  const sessionExpiry = () => new Date(Date.now() + sessionDays * 86_400_000);

  async function findUser(userId: string): Promise<UserRecord> {
    const user = await users.find(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'User not found');
    return user;
  }

  /** What a client keeps: an access token for the session, and the refresh token it was opened or rotated with. */
  async function answer(user: UserRecord, sessionId: string, refreshToken: string): Promise<AuthSession> {
    const access = await tokens.issue({ userId: user.id, sessionId });
    return {
      access_token: access.token,
      refresh_token: refreshToken,
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      token_type: 'bearer',
      user: { id: user.id, email: user.email, user_metadata: user.fullName ? { full_name: user.fullName } : {} },
    };
  }

  const tokensFor = async (userId: string, sessionId: string, refreshToken: string) =>
    answer(await findUser(userId), sessionId, refreshToken);

  /** A new session's refresh token, and what the database keeps of it. */
  function prepare(userAgent: string | undefined): { refreshToken: string; session: NewSession } {
    const refreshToken = randomToken();
    return { refreshToken, session: { refreshTokenHash: hashToken(refreshToken), expiresAt: sessionExpiry(), userAgent } };
  }

  return {
    prepare,
    /** The answer for a session opened elsewhere (a sign-in hand-off) with the refresh token from `prepare`. */
    tokensFor,

    async create(userId: string, userAgent: string | undefined): Promise<AuthSession> {
      const user = await findUser(userId);
      const { refreshToken, session } = prepare(userAgent);
      return answer(user, await sessions.insert(userId, session), refreshToken);
    },

    async refresh(refreshToken: string): Promise<AuthSession> {
      const spent = hashToken(refreshToken);
      const next = randomToken();
      const row = await sessions.rotate(spent, hashToken(next), sessionExpiry());
      if (!row) {
        const reused = await sessions.revokeReused(spent);
        throw new AppError('UNAUTHENTICATED', reused ? 'Refresh token already used; session revoked' : 'Invalid refresh token');
      }
      return tokensFor(row.userId, row.id, next);
    },

    /** The caller behind an access token, or null when it is invalid, expired or its session was revoked. */
    async authenticate(accessToken: string): Promise<AuthenticatedCaller | null> {
      const claims = await tokens.verify(accessToken);
      if (!claims) return null;
      const user = await sessions.findLive(claims.userId, claims.sessionId);
      return user ? { ...user, sessionId: claims.sessionId } : null;
    },

    /** global: every session of the user; local: this one; others: all but this one. */
    async signOut(caller: AuthenticatedCaller, scope: SignOutScope): Promise<void> {
      await sessions.revoke(caller.id, scope, caller.sessionId);
    },
  };
}
