import type { PlanType } from '@forkcast/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptions } from '../../db/schema.js';

export interface SubscriptionRecord {
  planType: PlanType;
  status: string;
  currentPeriodEnd: Date | null;
}

/** A subscription as billing shows and manages it: with the provider's ids and whether it renews. */
export interface BillingSubscriptionRecord extends SubscriptionRecord {
  cancelAtPeriodEnd: boolean;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
}

/** A provider's subscription, as a webhook stores it for a user. */
export interface ProviderSubscriptionState {
  planType: PlanType;
  status: string;
  providerCustomerId: string;
  providerSubscriptionId: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
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

    /** The user's newest subscription whatever its state (cancelled, lapsed), or null when they never had one. */
    async findNewest(userId: string): Promise<BillingSubscriptionRecord | null> {
      const [row] = await db
        .select({
          ...recordColumns,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          providerCustomerId: subscriptions.providerCustomerId,
          providerSubscriptionId: subscriptions.providerSubscriptionId,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Stores the provider's subscription for the user: a new row the first time, the same row updated after that. */
    async saveProviderState(userId: string, state: ProviderSubscriptionState): Promise<void> {
      const { providerSubscriptionId, ...changes } = state;
      await db
        .insert(subscriptions)
        .values({ userId, providerSubscriptionId, ...changes })
        .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: { ...changes, updatedAt: sql`now()` } });
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
