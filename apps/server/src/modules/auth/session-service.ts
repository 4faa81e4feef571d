import type { AuthSession, SignOutScope } from '@forkcast/contracts';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { AccessTokenIssuer } from './access-tokens.js';
import { hashToken, randomToken } from './token-hash.js';

/** The signed-in caller of a guarded route. */
export interface AuthUser {
  id: string;
  email: string;
}

export interface AuthenticatedCaller extends AuthUser {
  sessionId: string;
}

interface SessionUserRow {
  id: string;
  email: string;
  fullName: string | null;
}

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Sessions of spec section 3: a short-lived access token plus a refresh token that rotates on every use.
 * Presenting a refresh token that was already spent means it leaked: the whole session is revoked.
 */
export function createSessionService(deps: { db: Db; tokens: AccessTokenIssuer; sessionDays: number }) {
  const { db, tokens, sessionDays } = deps;
  const sessionExpiry = () => new Date(Date.now() + sessionDays * 86_400_000);

  async function toAuthSession(user: SessionUserRow, sessionId: string, refreshToken: string): Promise<AuthSession> {
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

  async function loadUser(userId: string): Promise<SessionUserRow> {
    const [user] = await db
      .select({ id: users.id, email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new AppError('UNAUTHENTICATED', 'User not found');
    return user;
  }

  return {
    async create(userId: string, userAgent: string | undefined): Promise<AuthSession> {
      const user = await loadUser(userId);
      const refreshToken = randomToken();
      const [row] = await db
        .insert(sessions)
        .values({
          userId,
          refreshTokenHash: hashToken(refreshToken),
          expiresAt: sessionExpiry(),
          userAgent: userAgent?.slice(0, 300),
        })
        .returning({ id: sessions.id });
      if (!row) throw new AppError('INTERNAL');
      return toAuthSession(user, row.id, refreshToken);
    },

    async refresh(refreshToken: string): Promise<AuthSession> {
      const spent = hashToken(refreshToken);
      const next = randomToken();
      // One conditional update: of two concurrent refreshes with the same token only one can win.
      const [row] = await db
        .update(sessions)
        .set({ refreshTokenHash: hashToken(next), previousTokenHash: spent, lastUsedAt: sql`now()`, expiresAt: sessionExpiry() })
        .where(and(eq(sessions.refreshTokenHash, spent), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
        .returning({ id: sessions.id, userId: sessions.userId });
      if (!row) {
        const reused = await db
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessions.previousTokenHash, spent), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        throw new AppError('UNAUTHENTICATED', reused.length > 0 ? 'Refresh token already used; session revoked' : 'Invalid refresh token');
      }
      return toAuthSession(await loadUser(row.userId), row.id, next);
    },

    /** The caller behind an access token, or null when it is invalid, expired or its session was revoked. */
    async authenticate(accessToken: string): Promise<AuthenticatedCaller | null> {
      const claims = await tokens.verify(accessToken);
      if (!claims) return null;
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, claims.sessionId),
            eq(sessions.userId, claims.userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        );
      return row ? { ...row, sessionId: claims.sessionId } : null;
    },

    /** global: every session of the user; local: this one; others: all but this one. */
    async signOut(caller: AuthenticatedCaller, scope: SignOutScope): Promise<void> {
      const mine = eq(sessions.userId, caller.id);
      const which =
        scope === 'local'
          ? and(mine, eq(sessions.id, caller.sessionId))
          : scope === 'others'
            ? and(mine, ne(sessions.id, caller.sessionId))
            : mine;
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(which, isNull(sessions.revokedAt)));
    },
  };
}
