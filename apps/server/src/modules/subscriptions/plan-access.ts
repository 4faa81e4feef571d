import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptions } from '../../db/schema.js';

/** Paid access: an active (or trialing) Premium or Enterprise subscription whose period has not ended. */
export async function hasPremiumAccess(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.planType, ['premium', 'enterprise']),
        inArray(subscriptions.status, ['active', 'trialing']),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
