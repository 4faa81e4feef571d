import { z } from 'zod';
import { dataEnvelope, pageOf, pageQuery } from './common.js';
import { itemUnit } from './receipts.js';
import { STORAGE_PLACES } from './vocabulary.js';

/** A calendar day, YYYY-MM-DD, that exists (2025-02-30 does not). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((value) => {
    const ms = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
  }, 'must be a real date');

export const storagePlace = z.enum(STORAGE_PLACES);

// Receipts, listed
export const receiptSummary = z.object({
  id: z.string().uuid(),
  store_name: z.string().nullable(),
  purchased_at: z.string().nullable(),
  created_at: z.string(),
  item_count: z.number().int(),
  food_count: z.number().int(),
  /** Its food has been put in the kitchen's stock. */
  stocked: z.boolean(),
});
export type ReceiptSummary = z.infer<typeof receiptSummary>;
export const listReceiptsQuery = pageQuery.extend({
  /** `false`: only receipts whose food is not in the kitchen yet; `true`: only those already in it. */
  stocked: z.enum(['true', 'false']).optional(),
});
export const listReceiptsResponse = pageOf(receiptSummary);

// Stock
export const stockItem = z.object({
  id: z.string().uuid(),
  ingredient: z.string(),
  name: z.string(),
  /** The food's aisle (produce, dairy...). */
  aisle: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** The quantity in grams, null when the unit does not weigh this food. */
  grams: z.number().nullable(),
  purchased_on: z.string(),
  place: storagePlace,
  use_by: z.string(),
  receipt_id: z.string().uuid().nullable(),
});
export type StockItem = z.infer<typeof stockItem>;
export const stockListResponse = dataEnvelope(z.object({ today: z.string(), items: z.array(stockItem) }));
export const stockItemResponse = dataEnvelope(stockItem);

export const addStockItemBody = z.object({
  ingredient: z.string().trim().min(1).max(80).describe('canonical ingredient id'),
  quantity: z.number().positive().max(10_000),
  unit: itemUnit,
  /** Defaults to today. */
  purchased_on: isoDay.optional(),
  /** Defaults to where the food is usually kept. */
  place: storagePlace.optional(),
  /** Defaults to the purchase day plus the food's shelf life in that place. */
  use_by: isoDay.optional(),
  price: z.number().min(0).max(10_000).nullable().optional(),
});
export type AddStockItemBody = z.infer<typeof addStockItemBody>;

/** At least one field; a new place without a use-by moves the date with it (into the freezer: later). */
export const updateStockItemBody = z
  .object({
    quantity: z.number().positive().max(10_000).optional(),
    place: storagePlace.optional(),
    use_by: isoDay.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'give quantity, place or use_by');
export type UpdateStockItemBody = z.infer<typeof updateStockItemBody>;

export const STOCK_TAKE_REASONS = ['used', 'thrown'] as const;
export const takeFromStockBody = z.object({
  reason: z.enum(STOCK_TAKE_REASONS),
  /** In the item's unit; all that is left when absent. */
  quantity: z.number().positive().max(10_000).optional(),
});
export type TakeFromStockBody = z.infer<typeof takeFromStockBody>;

export const stockReceiptResponse = dataEnvelope(z.object({ added: z.number().int(), already_stocked: z.boolean() }));

// Cooking
const stockDraw = z.object({ ingredient: z.string(), name: z.string(), grams: z.number() });
export const cookedRecipeResponse = dataEnvelope(
  z.object({
    recipe_id: z.string().uuid(),
    cooked_at: z.string(),
    /** What was taken out of stock. */
    taken: z.array(stockDraw),
    /** What the recipe needed beyond what the kitchen held. */
    missing: z.array(stockDraw),
  }),
);
export const cookedRecipesResponse = dataEnvelope(z.array(z.object({ recipe_id: z.string().uuid(), cooked_at: z.string() })));

// Shopping list
export const shoppingListEntry = z.object({
  ingredient: z.string(),
  name: z.string(),
  aisle: z.string(),
  /** What the plans' uncooked recipes of the week need, and what the kitchen holds of it, in grams. */
  needed_g: z.number(),
  in_kitchen_g: z.number(),
  /** To buy: grams, and the same as a shop sells it (`each` for counted food, else g or kg). */
  grams: z.number(),
  quantity: z.number(),
  unit: itemUnit,
  /** Salt, spices, oils and baking basics: most kitchens have them. */
  staple: z.boolean(),
  /** Only garnishes the dishes are fine without lack it: bought if wanted, listed after the rest. */
  optional: z.boolean(),
  ticked: z.boolean(),
});
export type ShoppingListEntry = z.infer<typeof shoppingListEntry>;
export const shoppingListResponse = dataEnvelope(
  z.object({
    from: z.string(),
    to: z.string(),
    plans: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
    entries: z.array(shoppingListEntry),
  }),
);
export type ShoppingList = z.infer<typeof shoppingListResponse>['data'];
export const tickShoppingListBody = z.object({
  ticks: z
    .array(z.object({ ingredient: z.string().trim().min(1).max(80), ticked: z.boolean() }))
    .min(1)
    .max(300),
});
export const stockShoppingListResponse = dataEnvelope(z.object({ added: z.number().int() }));

// What happened to the food
export const kitchenReportQuery = z.object({ weeks: z.coerce.number().int().min(1).max(26).default(8) });
const amounts = { grams: z.number(), value: z.number() };
export const kitchenReportResponse = dataEnvelope(
  z.object({
    weeks: z.array(
      z.object({
        week_start: z.string(),
        bought: z.object(amounts),
        cooked: z.object(amounts),
        thrown: z.object(amounts),
      }),
    ),
    most_thrown: z.array(z.object({ ingredient: z.string(), name: z.string(), ...amounts, times: z.number().int() })),
  }),
);
export type KitchenReport = z.infer<typeof kitchenReportResponse>['data'];
