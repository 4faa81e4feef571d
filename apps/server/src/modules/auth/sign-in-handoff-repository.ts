import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInHandoffs } from '../../db/schema.js';
import { createSessionRepository, type NewSession } from './session-repository.js';

/** The `sign_in_handoffs` table: a finished sign-in waiting for the web app, found by its code's hash. */
export function createSignInHandoffRepository(db: Db) {
  return {
    /** Stores a new hand-off and drops the expired ones (the table only ever holds a few minutes' sign-ins). */
    async insert(userId: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db.delete(signInHandoffs).where(lt(signInHandoffs.expiresAt, sql`now()`));
      await db.insert(signInHandoffs).values({ codeHash, userId, expiresAt });
    },

    /**
     * Opens a session for the hand-off's user and revokes the one its previous redeem opened, in one transaction
     * that holds the hand-off row locked (SELECT ... FOR UPDATE): concurrent redeems of one code take turns, so
     * exactly one of their sessions stays alive. Null when the code is unknown, expired or acknowledged.
     */
    async redeem(codeHash: string, session: NewSession): Promise<{ userId: string; sessionId: string } | null> {
      return db.transaction(async (tx) => {
        const [handoff] = await tx
          .select({ userId: signInHandoffs.userId, sessionId: signInHandoffs.sessionId })
          .from(signInHandoffs)
          .where(and(eq(signInHandoffs.codeHash, codeHash), gt(signInHandoffs.expiresAt, sql`now()`)))
          .for('update');
        if (!handoff) return null;
        const sessions = createSessionRepository(tx);
        if (handoff.sessionId) await sessions.revoke(handoff.userId, 'local', handoff.sessionId);
        const sessionId = await sessions.insert(handoff.userId, session);
        await tx.update(signInHandoffs).set({ sessionId }).where(eq(signInHandoffs.codeHash, codeHash));
        return { userId: handoff.userId, sessionId };
      });
    },

    /** Deletes the hand-off whose latest redeem opened this session of the user, if there is one. */
    async deleteForSession(userId: string, sessionId: string): Promise<void> {
      await db
        .delete(signInHandoffs)
        .where(and(eq(signInHandoffs.userId, userId), eq(signInHandoffs.sessionId, sessionId)));
    },
  };
}

export type SignInHandoffRepository = ReturnType<typeof createSignInHandoffRepository>;
