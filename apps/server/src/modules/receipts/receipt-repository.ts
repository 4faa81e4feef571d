import type { Receipt, ReceiptItemInput } from '@forkcast/contracts';
import type { ParsedReceipt } from '@forkcast/receipts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { receiptItems, receipts } from '../../db/schema.js';
import { storeJobResult } from '../jobs/job-repository.js';
import { receiptItemColumns } from './receipt-item-row.js';

type ItemRow = typeof receiptItems.$inferSelect;
type ReceiptRow = typeof receipts.$inferSelect;

function toItem(row: ItemRow): Receipt['extracted_ingredients'][number] {
  return {
    id: row.id,
    raw: row.raw,
    ingredient: row.ingredientId,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    price: row.price === null ? null : Number(row.price),
    confidence: row.confidence,
    is_food: row.isFood,
    edited: row.edited,
  };
}

function toReceipt(row: Omit<ReceiptRow, 'image' | 'sourceSha256' | 'jobId'>, items: ItemRow[]): Receipt {
  return {
    id: row.id,
    store_name: row.storeName,
    purchased_at: row.purchasedAt,
    created_at: row.createdAt.toISOString(),
    warnings: row.warnings,
    extracted_ingredients: items.map(toItem),
  };
}

const receiptColumns = {
  id: receipts.id,
  userId: receipts.userId,
  storeName: receipts.storeName,
  purchasedAt: receipts.purchasedAt,
  imageType: receipts.imageType,
  warnings: receipts.warnings,
  readMs: receipts.readMs,
  createdAt: receipts.createdAt,
};

/** Every query takes the owner's id: a receipt of another user is simply not found. */
export function createReceiptRepository(db: Db) {
  async function itemsOf(receiptId: string): Promise<ItemRow[]> {
    return db.select().from(receiptItems).where(eq(receiptItems.receiptId, receiptId)).orderBy(asc(receiptItems.position));
  }

  return {
    /** The user's earliest receipt uploaded from exactly these bytes, if any. */
    async findBySourceHash(userId: string, sourceSha256: string): Promise<{ id: string; createdAt: Date } | null> {
      const [row] = await db
        .select({ id: receipts.id, createdAt: receipts.createdAt })
        .from(receipts)
        .where(and(eq(receipts.userId, userId), eq(receipts.sourceSha256, sourceSha256)))
        .orderBy(asc(receipts.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Stores the receipt read by job `jobId` (once, whatever the job's runs); null when the job was cancelled. */
    async insert(
      userId: string,
      parsed: ParsedReceipt,
      image: { bytes: Buffer; type: string; sourceSha256?: string },
      readMs: number,
      jobId: string,
    ): Promise<string | null> {
      return storeJobResult(db, jobId, async (tx) => {
        const [row] = await tx
          .insert(receipts)
          .values({
            userId,
            storeName: parsed.storeName,
            purchasedAt: parsed.purchasedAt,
            imageType: image.type,
            image: image.bytes,
            sourceSha256: image.sourceSha256,
            warnings: parsed.warnings,
            readMs,
            jobId,
          })
          .returning({ id: receipts.id });
        if (!row) throw new Error('receipt insert returned no row');
        if (parsed.items.length > 0) {
          await tx.insert(receiptItems).values(
            parsed.items.map((item, position) => ({
              receiptId: row.id,
              position,
              raw: item.raw,
              ingredientId: item.ingredientId,
              name: item.name,
              quantity: item.quantity,
              unit: item.unit,
              price: item.price === null ? null : item.price.toFixed(2),
              confidence: item.confidence,
              isFood: item.isFood,
            })),
          );
        }
        return row.id;
      });
    },

    async find(userId: string, receiptId: string): Promise<Receipt | null> {
      const [row] = await db
        .select(receiptColumns)
        .from(receipts)
        .where(and(eq(receipts.id, receiptId), eq(receipts.userId, userId)));
      return row ? toReceipt(row, await itemsOf(row.id)) : null;
    },

    async findRecent(userId: string): Promise<Receipt | null> {
      const [row] = await db
        .select(receiptColumns)
        .from(receipts)
        .where(eq(receipts.userId, userId))
        .orderBy(desc(receipts.createdAt))
        .limit(1);
      return row ? toReceipt(row, await itemsOf(row.id)) : null;
    },

    async findImage(userId: string, receiptId: string): Promise<{ bytes: Buffer; type: string } | null> {
      const [row] = await db
        .select({ image: receipts.image, type: receipts.imageType })
        .from(receipts)
        .where(and(eq(receipts.id, receiptId), eq(receipts.userId, userId)));
      return row ? { bytes: row.image, type: row.type } : null;
    },

    /** Deletes the receipt, its items and its image; plans made from it keep their recipes (their receipt becomes null). */
    async delete(userId: string, receiptId: string): Promise<boolean> {
      const deleted = await db
        .delete(receipts)
        .where(and(eq(receipts.id, receiptId), eq(receipts.userId, userId)))
        .returning({ id: receipts.id });
      return deleted.length > 0;
    },

    /** Replaces the items with the user's corrected list; false when the receipt is not the user's. */
    async replaceItems(userId: string, receiptId: string, items: ReceiptItemInput[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [owned] = await tx
          .select({ id: receipts.id })
          .from(receipts)
          .where(and(eq(receipts.id, receiptId), eq(receipts.userId, userId)))
          .for('update');
        if (!owned) return false;
        const previous = await tx.select().from(receiptItems).where(eq(receiptItems.receiptId, receiptId));
        const unchanged = new Set(previous.map(sameItemKey));
        await tx.delete(receiptItems).where(eq(receiptItems.receiptId, receiptId));
        if (items.length > 0) {
          await tx.insert(receiptItems).values(
            items.map((item, position) => {
              const row = { receiptId, ...receiptItemColumns(item, position) };
              const kept = previous.find((p) => sameItemKey(p) === sameItemKey(row) && unchanged.delete(sameItemKey(p)));
              return { ...row, confidence: kept ? kept.confidence : 1, edited: kept ? kept.edited : true };
            }),
          );
        }
        return true;
      });
    },
  };
}

/** Rows the user left as they were keep the reader's confidence; anything changed is marked as edited. */
function sameItemKey(item: {
  raw: string;
  ingredientId: string | null;
  name: string;
  quantity: number;
  unit: string;
  price: string | null;
  isFood: boolean;
}): string {
  return JSON.stringify([item.raw, item.ingredientId, item.name, item.quantity, item.unit, item.price, item.isFood]);
}

export type ReceiptRepository = ReturnType<typeof createReceiptRepository>;
