import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInHandoffs } from '../../db/schema.js';
import { hashToken, randomToken } from './token-hash.js';

/** Long enough for the redirect to /dashboard and the app's first request, short enough to be useless later. */
export const HANDOFF_TTL_SECONDS = 120;

/** One-time codes that carry a finished sign-in from the OAuth callback to the web app. */
export function createSignInHandoffs(db: Db) {
  return {
    async issue(userId: string): Promise<string> {
      const code = randomToken();
      await db.delete(signInHandoffs).where(lt(signInHandoffs.expiresAt, sql`now()`));
      await db.insert(signInHandoffs).values({
        codeHash: hashToken(code),
        userId,
        expiresAt: new Date(Date.now() + HANDOFF_TTL_SECONDS * 1000),
      });
      return code;
    },
    /** The user id, once: the row is deleted as it is read, so a replayed code finds nothing. */
    async redeem(code: string): Promise<string | null> {
      const [row] = await db
        .delete(signInHandoffs)
        .where(and(eq(signInHandoffs.codeHash, hashToken(code)), gt(signInHandoffs.expiresAt, sql`now()`)))
        .returning({ userId: signInHandoffs.userId });
      return row?.userId ?? null;
    },
  };
}
