import { z } from 'zod';
import { clientJobId } from './jobs.js';
import { dataEnvelope } from './common.js';
import { ITEM_UNITS } from './vocabulary.js';

export const itemUnit = z.enum(ITEM_UNITS);

export const receiptItem = z.object({
  id: z.string().uuid(),
  raw: z.string(),
  ingredient: z.string().nullable().describe('canonical ingredient id, null when not recognised'),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  price: z.number().nullable(),
  confidence: z.number().min(0).max(1),
  is_food: z.boolean(),
  edited: z.boolean(),
});
export type ReceiptItem = z.infer<typeof receiptItem>;

export const receipt = z.object({
  id: z.string().uuid(),
  store_name: z.string().nullable(),
  purchased_at: z.string().nullable(),
  created_at: z.string(),
  warnings: z.array(z.string()),
  extracted_ingredients: z.array(receiptItem),
});
export type Receipt = z.infer<typeof receipt>;

export const uploadReceiptResponse = dataEnvelope(z.object({ receiptId: z.string().uuid() }));
/** `duplicate=allow` stores a photo again that this user already uploaded; otherwise it is refused (409). */
export const uploadReceiptQuery = z.object({ duplicate: z.enum(['refuse', 'allow']).default('refuse'), job_id: clientJobId });
export const receiptResponse = dataEnvelope(receipt);
export const recentReceiptResponse = dataEnvelope(receipt.nullable());

/** The corrected list a user saves on the receipt page; it replaces the stored items. */
export const receiptItemInput = z.object({
  raw: z.string().max(200).default(''),
  ingredient: z.string().max(80).nullable(),
  name: z.string().trim().min(1).max(120),
  quantity: z.number().positive().max(10_000),
  unit: itemUnit,
  price: z.number().min(-10_000).max(10_000).nullable().default(null),
  is_food: z.boolean(),
});
export type ReceiptItemInput = z.infer<typeof receiptItemInput>;
export const updateReceiptItemsBody = z.object({ items: z.array(receiptItemInput).max(300) });

export const ingredientSummary = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  /** In search results: the query is exactly one of this ingredient's names or synonyms ('milk' for whole milk). */
  exact: z.boolean().optional(),
});
export type IngredientSummary = z.infer<typeof ingredientSummary>;
export const ingredientSearchQuery = z.object({
  q: z.string().trim().min(1).max(60),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const ingredientSearchResponse = dataEnvelope(z.array(ingredientSummary));
