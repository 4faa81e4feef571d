import type { ReceiptSummary } from '@forkcast/contracts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { receipts } from '../../db/schema.js';

/** The user's receipts as a list: no images, no items, only their counts. */
export function createReceiptListRepository(db: Db) {
  return {
    /** With `stocked`, only the receipts whose food is (true) or is not yet (false) in the kitchen. */
    async list(userId: string, limit: number, offset: number, stocked?: boolean): Promise<{ receipts: ReceiptSummary[]; total: number }> {
      const isStocked = sql<boolean>`exists (select 1 from stocked_receipts sr where sr.receipt_id = "receipts"."id")`;
      const stockedFilter: SQL | undefined = stocked === undefined ? undefined : stocked ? isStocked : sql`not ${isStocked}`;
      const where = and(eq(receipts.userId, userId), stockedFilter);
      const rows = await db
        .select({
          id: receipts.id,
          storeName: receipts.storeName,
          purchasedAt: receipts.purchasedAt,
          createdAt: receipts.createdAt,
          // Written out in full: inside a single-table select Drizzle leaves column names unqualified.
          itemCount: sql<number>`(select count(*)::int from receipt_items ri where ri.receipt_id = "receipts"."id")`,
          foodCount: sql<number>`(select count(*)::int from receipt_items ri where ri.receipt_id = "receipts"."id" and ri.is_food)`,
          stocked: isStocked,
        })
        .from(receipts)
        .where(where)
        .orderBy(desc(receipts.createdAt), desc(receipts.id))
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db.select({ total: count() }).from(receipts).where(where);
      return {
        receipts: rows.map((row) => ({
          id: row.id,
          store_name: row.storeName,
          purchased_at: row.purchasedAt,
          created_at: row.createdAt.toISOString(),
          item_count: Number(row.itemCount),
          food_count: Number(row.foodCount),
          stocked: Boolean(row.stocked),
        })),
        total: totalRow?.total ?? 0,
      };
    },
  };
}

export type ReceiptListRepository = ReturnType<typeof createReceiptListRepository>;
