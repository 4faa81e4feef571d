import type { SignOutScope } from '@forkcast/contracts';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';

/** A session about to be stored: only the refresh token's hash is kept. */
export interface NewSession {
  refreshTokenHash: string;
  expiresAt: Date;
  userAgent: string | undefined;
}

/**
 * The `sessions` table. Queries on behalf of a signed-in caller take their user id; the refresh lookups
 * come before anyone is known, so the token hash alone finds the session.
 */
export function createSessionRepository(db: Db) {
  return {
    async insert(userId: string, session: NewSession): Promise<string> {
      const [row] = await db
        .insert(sessions)
        .values({ userId, ...session, userAgent: session.userAgent?.slice(0, 300) })
        .returning({ id: sessions.id });
      if (!row) throw new Error('session insert returned no row');
      return row.id;
    },

    /**
     * Swaps a live session's refresh token for the next one and extends it. One conditional update: of two
     * concurrent refreshes with the same token only one can win. Null when no live session holds the token.
     */
    async rotate(spentHash: string, nextHash: string, expiresAt: Date): Promise<{ id: string; userId: string } | null> {
      const [row] = await db
        .update(sessions)
        .set({ refreshTokenHash: nextHash, previousTokenHash: spentHash, lastUsedAt: sql`now()`, expiresAt })
        .where(and(eq(sessions.refreshTokenHash, spentHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
        .returning({ id: sessions.id, userId: sessions.userId });
      return row ?? null;
    },

    /** Revokes the session whose previous refresh token this is; true when there was one. */
    async revokeReused(spentHash: string): Promise<boolean> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.previousTokenHash, spentHash), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return revoked.length > 0;
    },

    /** The user of a live (not revoked, not expired) session of theirs, or null. */
    async findLive(userId: string, sessionId: string): Promise<{ id: string; email: string } | null> {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        );
      return row ?? null;
    },

    /** global: every session of the user; local: the given one; others: all but the given one. */
    async revoke(userId: string, scope: SignOutScope, sessionId: string): Promise<void> {
      const mine = eq(sessions.userId, userId);
      const which =
        scope === 'local'
          ? and(mine, eq(sessions.id, sessionId))
          : scope === 'others'
            ? and(mine, ne(sessions.id, sessionId))
            : mine;
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(which, isNull(sessions.revokedAt)));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
