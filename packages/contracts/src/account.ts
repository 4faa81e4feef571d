import { z } from 'zod';
import { RECEIPT_MAX_BYTES } from './vocabulary.js';

/**
 * The account archive (`GET /api/account/export`, `POST /api/account/import`): a gzip-compressed tar holding
 * `forkcast-export.json` (this manifest) and one file per receipt image under `images/`. Receipts, meal plans and
 * feedback refer to each other by the ids in the archive; an import gives everything new ids. Recipes are named by
 * their catalogue slug. Subscriptions are facts for the reader and are never imported.
 */
export const ACCOUNT_ARCHIVE_VERSION = 1;
export const ACCOUNT_MANIFEST_NAME = 'forkcast-export.json';
/** The largest archive an import accepts (compressed); unpacked, it may grow to `ACCOUNT_ARCHIVE_MAX_UNPACKED_BYTES`. */
export const ACCOUNT_ARCHIVE_MAX_BYTES = 200 * 1024 * 1024;
export const ACCOUNT_ARCHIVE_MAX_UNPACKED_BYTES = 400 * 1024 * 1024;

const timestamp = z.string().datetime({ offset: true });

export const archivedReceiptItem = z.object({
  raw: z.string().max(500),
  ingredient: z.string().max(200).nullable(),
  name: z.string().max(200),
  quantity: z.number().finite(),
  unit: z.string().max(50),
  price: z.number().finite().nullable(),
  confidence: z.number().min(0).max(1),
  is_food: z.boolean(),
  edited: z.boolean(),
});

export const archivedReceipt = z.object({
  id: z.string().uuid(),
  store_name: z.string().max(200).nullable(),
  purchased_at: z.string().max(40).nullable(),
  created_at: timestamp,
  warnings: z.array(z.string().max(500)).max(100),
  read_ms: z.number().int().nonnegative().nullable(),
  /** The image file inside the archive, e.g. `images/<receipt id>.jpg`. */
  image: z.object({ file: z.string().regex(/^images\/[\w.-]{1,90}$/), type: z.string().max(50), bytes: z.number().int().positive().max(RECEIPT_MAX_BYTES) }),
  items: z.array(archivedReceiptItem).max(1000),
});

export const archivedPlanRecipe = z.object({
  recipe: z.string().max(200),
  day_number: z.number().int().min(1).max(31),
  meal_type: z.string().max(40),
  servings: z.number().int().min(1).max(100),
  ingredients: z.array(z.unknown()).max(500),
  /** A dinner cooked for twice the household (its second half is that day's lunch), or a lunch of leftovers. */
  leftovers_for_day: z.number().int().min(1).max(31).optional(),
  leftovers_from_day: z.number().int().min(1).max(31).optional(),
});

export const archivedMealPlan = z.object({
  id: z.string().uuid(),
  receipt_id: z.string().uuid().nullable(),
  name: z.string().max(500),
  description: z.string().max(5000),
  difficulty_level: z.string().max(40),
  days_count: z.number().int().min(1).max(31),
  prep_time_max: z.number().int().min(0).max(1000),
  preferences: z.record(z.string(), z.unknown()),
  metrics: z.record(z.string(), z.unknown()),
  created_at: timestamp,
  recipes: z.array(archivedPlanRecipe).max(500),
});

export const archivedFeedback = z.object({
  recipe: z.string().max(200),
  rating: z.number().int().min(1).max(5),
  comments: z.string().max(5000).nullable(),
  would_make_again: z.boolean(),
  created_at: timestamp,
});

export const accountManifest = z.object({
  format: z.literal('forkcast-export'),
  version: z.literal(ACCOUNT_ARCHIVE_VERSION),
  exported_at: timestamp,
  profile: z.object({
    email: z.string().max(320),
    full_name: z.string().max(200).nullable(),
    cooking_skill_level: z.enum(['beginner', 'intermediate', 'advanced']),
    household_size: z.number().int().min(1).max(10),
    dietary_preferences: z.record(z.string(), z.boolean()),
    created_at: timestamp,
  }),
  receipts: z.array(archivedReceipt).max(10_000),
  meal_plans: z.array(archivedMealPlan).max(10_000),
  recipe_feedback: z.array(archivedFeedback).max(10_000),
  /** Read-only facts: what was paid for and until when. An import leaves billing alone. */
  subscriptions: z.array(
    z.object({
      plan_type: z.string(),
      status: z.string(),
      current_period_end: timestamp.nullable(),
      cancel_at_period_end: z.boolean(),
      created_at: timestamp,
    }),
  ),
});
export type AccountManifest = z.infer<typeof accountManifest>;

export const importAccountResponse = z.object({
  data: z.object({ receipts: z.number().int(), meal_plans: z.number().int(), recipe_feedback: z.number().int() }),
});
export type ImportAccountResponse = z.infer<typeof importAccountResponse>;
