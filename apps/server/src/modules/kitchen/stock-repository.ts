import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { receipts, stockedReceipts, stockEvents, stockItems } from '../../db/schema.js';
import { lotGrams } from './stock-rules.js';

export type StockRow = typeof stockItems.$inferSelect;
export type StockPlace = StockRow['place'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A lot to put in the kitchen. */
export interface NewLot {
  ingredientId: string;
  name: string;
  quantity: number;
  unit: string;
  price: number | null;
  purchasedOn: string;
  place: StockPlace;
  useBy: string;
  receiptId: string | null;
}

/** The share of the lot's price that `quantity` of it is worth (null without a price). */
export function valueOf(row: Pick<StockRow, 'price' | 'boughtQuantity'>, quantity: number): string | null {
  if (row.price === null || !(row.boughtQuantity > 0)) return null;
  return ((Number(row.price) * quantity) / row.boughtQuantity).toFixed(2);
}

/** Stores lots with their `bought` events. */
export async function insertLots(tx: Tx | Db, userId: string, lots: readonly NewLot[]): Promise<StockRow[]> {
  if (lots.length === 0) return [];
  const rows = await tx
    .insert(stockItems)
    .values(lots.map((lot) => ({ ...lot, userId, boughtQuantity: lot.quantity, price: lot.price === null ? null : lot.price.toFixed(2) })))
    .returning();
  await tx.insert(stockEvents).values(
    rows.map((row) => ({
      userId,
      stockItemId: row.id,
      kind: 'bought' as const,
      quantity: row.quantity,
      grams: lotGrams(row.ingredientId, row.quantity, row.unit),
      value: row.price,
    })),
  );
  return rows;
}

const live = (userId: string) => and(eq(stockItems.userId, userId), gt(stockItems.quantity, 0));

/** Every query takes the owner's id: another user's stock is simply not found. A lot used up (quantity 0) is not found either. */
export function createStockRepository(db: Db) {
  async function lockLive(tx: Tx, userId: string, id: string): Promise<StockRow | undefined> {
    const [row] = await tx.select().from(stockItems).where(and(live(userId), eq(stockItems.id, id))).for('update');
    return row;
  }

  return {
    /** What is left in the kitchen, earliest use-by first. */
    list: (userId: string): Promise<StockRow[]> =>
      db.select().from(stockItems).where(live(userId)).orderBy(asc(stockItems.useBy), asc(stockItems.name), asc(stockItems.id)),

    /** What is left and still good on `today`. */
    listGood: (userId: string, today: string): Promise<StockRow[]> =>
      db.select().from(stockItems).where(and(live(userId), gte(stockItems.useBy, today))).orderBy(asc(stockItems.useBy), asc(stockItems.id)),

    add: async (userId: string, lot: NewLot): Promise<StockRow> => {
      const [row] = await db.transaction((tx) => insertLots(tx, userId, [lot]));
      return row!;
    },

    /**
     * Puts a receipt's food in the kitchen once: false (and nothing stored) when the receipt was stocked before or is
     * not the user's.
     */
    async stockReceipt(userId: string, receiptId: string, lots: readonly NewLot[]): Promise<{ stocked: boolean; added: number }> {
      return db.transaction(async (tx) => {
        const [owned] = await tx
          .select({ id: receipts.id })
          .from(receipts)
          .where(and(eq(receipts.id, receiptId), eq(receipts.userId, userId)))
          .for('update');
        if (!owned) return { stocked: false, added: 0 };
        const marked = await tx.insert(stockedReceipts).values({ receiptId, userId }).onConflictDoNothing().returning();
        if (marked.length === 0) return { stocked: false, added: 0 };
        return { stocked: true, added: (await insertLots(tx, userId, lots)).length };
      });
    },

    async find(userId: string, id: string): Promise<StockRow | null> {
      const [row] = await db.select().from(stockItems).where(and(live(userId), eq(stockItems.id, id)));
      return row ?? null;
    },

    /**
     * Changes a lot. A new quantity corrects the lot as bought (it held this much all along), so its `bought` event
     * follows; taking food out is `take`.
     */
    async update(userId: string, id: string, patch: { quantity?: number; place?: StockPlace; useBy?: string }): Promise<StockRow | null> {
      return db.transaction(async (tx) => {
        const row = await lockLive(tx, userId, id);
        if (!row) return null;
        const quantity = patch.quantity ?? row.quantity;
        const boughtQuantity = row.boughtQuantity + (quantity - row.quantity);
        const [updated] = await tx
          .update(stockItems)
          .set({ quantity, boughtQuantity, place: patch.place ?? row.place, useBy: patch.useBy ?? row.useBy })
          .where(eq(stockItems.id, id))
          .returning();
        if (quantity !== row.quantity) {
          await tx
            .update(stockEvents)
            .set({ quantity: boughtQuantity, grams: lotGrams(row.ingredientId, boughtQuantity, row.unit) })
            .where(and(eq(stockEvents.stockItemId, id), eq(stockEvents.kind, 'bought')));
        }
        return updated ?? null;
      });
    },

    /** Takes some (at most what is left) or all of a lot out as used or thrown away, recorded as an event. */
    async take(userId: string, id: string, kind: 'used' | 'thrown', quantity: number | undefined): Promise<StockRow | null> {
      return db.transaction(async (tx) => {
        const row = await lockLive(tx, userId, id);
        if (!row) return null;
        const taken = Math.min(quantity ?? row.quantity, row.quantity);
        await tx.insert(stockEvents).values({
          userId,
          stockItemId: id,
          kind,
          quantity: taken,
          grams: lotGrams(row.ingredientId, taken, row.unit),
          value: valueOf(row, taken),
        });
        const [updated] = await tx
          .update(stockItems)
          .set({ quantity: sql`greatest(${stockItems.quantity} - ${taken}, 0)` })
          .where(eq(stockItems.id, id))
          .returning();
        return updated ?? null;
      });
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(stockItems).where(and(live(userId), eq(stockItems.id, id))).returning({ id: stockItems.id });
      return deleted.length > 0;
    },

    /** Events since a moment, with their lot's food, for the weekly report. */
    events: (userId: string, since: Date) =>
      db
        .select({
          kind: stockEvents.kind,
          grams: stockEvents.grams,
          value: stockEvents.value,
          createdAt: stockEvents.createdAt,
          ingredientId: stockItems.ingredientId,
          name: stockItems.name,
        })
        .from(stockEvents)
        .innerJoin(stockItems, eq(stockItems.id, stockEvents.stockItemId))
        .where(and(eq(stockEvents.userId, userId), gte(stockEvents.createdAt, since))),

  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
