import type { UsageOperation } from '@forkcast/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { usageEvents } from '../../db/schema.js';
import type { UsageWindows } from './usage-windows.js';

/** A user's usage in the current windows: per operation this week and today, and today's cost. */
export interface UsageTally {
  week: Record<UsageOperation, number>;
  today: Record<UsageOperation, number>;
  costToday: number;
}

/** Namespace of the usage lock among advisory locks ('usag'), so it never meets another feature's lock. */
const USAGE_LOCK_NAMESPACE = 0x75736167;

type Querier = Pick<Db, 'select'>;

async function tallyOn(q: Querier, userId: string, { weekStart, dayStart }: UsageWindows): Promise<UsageTally> {
  const today = sql`${usageEvents.createdAt} >= ${dayStart.toISOString()}::timestamptz`;
  const rows = await q
    .select({
      operation: usageEvents.operation,
      week: sql<number>`count(*)`.mapWith(Number),
      today: sql<number>`count(*) filter (where ${today})`.mapWith(Number),
      cost: sql<number>`coalesce(sum(${usageEvents.cost}) filter (where ${today}), 0)`.mapWith(Number),
    })
    .from(usageEvents)
    // The day always lies inside the week (both start at 00:00 UTC, the week on a Monday).
    .where(and(eq(usageEvents.userId, userId), gte(usageEvents.createdAt, weekStart)))
    .groupBy(usageEvents.operation);
  const tally: UsageTally = {
    week: { receipt_processing: 0, meal_plan_generation: 0 },
    today: { receipt_processing: 0, meal_plan_generation: 0 },
    costToday: 0,
  };
  for (const row of rows) {
    tally.week[row.operation] = row.week;
    tally.today[row.operation] = row.today;
    tally.costToday += row.cost;
  }
  return tally;
}

/** The `usage_events` table: one row per counted operation, always for one user. */
export function createUsageRepository(db: Db) {
  return {
    tally: (userId: string, windows: UsageWindows) => tallyOn(db, userId, windows),

    /**
     * Records an operation unless `refuse` names a reason not to, judged on the tally inside the same transaction
     * under a per-user advisory lock: concurrent reservations of one user take turns, so the last allowance is
     * given once. (PGlite runs one transaction at a time anyway; the lock is what holds on PostgreSQL.)
     */
    reserve<R>(
      userId: string,
      event: { operation: UsageOperation; cost: number; at: Date },
      windows: UsageWindows,
      refuse: (tally: UsageTally) => R | null,
    ): Promise<{ id: string } | { refused: R }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${USAGE_LOCK_NAMESPACE}::int, hashtext(${userId}))`);
        const refused = refuse(await tallyOn(tx, userId, windows));
        if (refused !== null) return { refused };
        const [row] = await tx
          .insert(usageEvents)
          .values({ userId, operation: event.operation, cost: event.cost.toFixed(4), createdAt: event.at })
          .returning({ id: usageEvents.id });
        return { id: row!.id };
      });
    },

    /** Takes back a reservation whose work failed. */
    async release(userId: string, id: string): Promise<void> {
      await db.delete(usageEvents).where(and(eq(usageEvents.id, id), eq(usageEvents.userId, userId)));
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
