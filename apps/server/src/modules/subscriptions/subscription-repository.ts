import type { PlanType } from '@forkcast/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptions } from '../../db/schema.js';

export interface SubscriptionRecord {
  planType: PlanType;
  status: string;
  currentPeriodEnd: Date | null;
}

const recordColumns = {
  planType: subscriptions.planType,
  status: subscriptions.status,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
};

/** The `subscriptions` table, always for one user. */
export function createSubscriptionRepository(db: Db) {
  return {
    /** Every subscription the user ever had, oldest first. */
    list(userId: string): Promise<SubscriptionRecord[]> {
      return db.select(recordColumns).from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt));
    },

    /** The newest active (or trialing) subscription whose period has not ended at `now`, or null. */
    async findCurrent(userId: string, now: Date): Promise<SubscriptionRecord | null> {
      const [row] = await db
        .select(recordColumns)
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, ['active', 'trialing']),
            or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
          ),
        )
        .orderBy(desc(subscriptions.updatedAt))
        .limit(1);
      return row ?? null;
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
