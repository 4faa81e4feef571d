import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Raw bytes (uploaded receipt images live in the database on the embedded default). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  fullName: text('full_name'),
  cookingSkillLevel: text('cooking_skill_level', { enum: ['beginner', 'intermediate', 'advanced'] })
    .notNull()
    .default('beginner'),
  householdSize: integer('household_size').notNull().default(2),
  dietaryPreferences: jsonb('dietary_preferences').$type<Record<string, boolean>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('users_email_idx').on(t.email)]);

/** One row per provider account linked to a user (google, facebook, twitter). */
export const identities = pgTable('identities', {
  id: id(),
  userId: userRef(),
  provider: text('provider', { enum: ['google', 'facebook', 'twitter'] }).notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('identities_provider_subject_idx').on(t.provider, t.subject), index('identities_user_idx').on(t.userId)]);

/** A signed-in device. The refresh token is stored only as a hash and rotates on every use. */
export const sessions = pgTable('sessions', {
  id: id(),
  userId: userRef(),
  refreshTokenHash: text('refresh_token_hash').notNull(),
  /** Hash of the refresh token this one replaced: presenting it again reveals reuse and revokes the session. */
  previousTokenHash: text('previous_token_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('sessions_refresh_idx').on(t.refreshTokenHash), index('sessions_user_idx').on(t.userId)]);

export const receipts = pgTable('receipts', {
  id: id(),
  userId: userRef(),
  storeName: text('store_name'),
  purchasedAt: text('purchased_at'),
  imageType: text('image_type').notNull(),
  image: bytea('image').notNull(),
  warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
  readMs: integer('read_ms'),
  /** SHA-256 of the bytes as uploaded (before turning and re-encoding): the same photo uploaded twice is found by it. */
  sourceSha256: text('source_sha256'),
  /** The job that read it: unique, so a job run again after its worker died never stores a second receipt. */
  jobId: uuid('job_id'),
  createdAt: createdAt(),
}, (t) => [
  index('receipts_user_created_idx').on(t.userId, t.createdAt),
  index('receipts_user_source_sha256_idx').on(t.userId, t.sourceSha256),
  uniqueIndex('receipts_job_idx').on(t.jobId),
]);

export const receiptItems = pgTable('receipt_items', {
  id: id(),
  receiptId: uuid('receipt_id')
    .notNull()
    .references(() => receipts.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  raw: text('raw').notNull(),
  ingredientId: text('ingredient_id'),
  name: text('name').notNull(),
  quantity: real('quantity').notNull(),
  unit: text('unit').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }),
  confidence: real('confidence').notNull(),
  isFood: boolean('is_food').notNull(),
  /** True once the user has corrected or added this row by hand. */
  edited: boolean('edited').notNull().default(false),
}, (t) => [index('receipt_items_receipt_idx').on(t.receiptId, t.position)]);

/** The recipe catalogue, loaded from the planner's catalogue by slug. */
export const recipes = pgTable('recipes', {
  id: id(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  mealType: text('meal_type').notNull(),
  difficulty: text('difficulty').notNull(),
  cuisineType: text('cuisine_type').notNull(),
  prepTime: integer('prep_time').notNull(),
  cookTime: integer('cook_time').notNull(),
  servings: integer('servings').notNull(),
  ingredients: jsonb('ingredients').$type<unknown[]>().notNull(),
  instructions: jsonb('instructions').$type<string[]>().notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  nutritionalInfo: jsonb('nutritional_info').$type<Record<string, number>>().notNull(),
  contentHash: text('content_hash').notNull(),
}, (t) => [uniqueIndex('recipes_slug_idx').on(t.slug)]);

export const mealPlans = pgTable('meal_plans', {
  id: id(),
  userId: userRef(),
  receiptId: uuid('receipt_id').references(() => receipts.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  difficultyLevel: text('difficulty_level').notNull(),
  daysCount: integer('days_count').notNull(),
  prepTimeMax: integer('prep_time_max').notNull(),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull(),
  metrics: jsonb('metrics').$type<Record<string, unknown>>().notNull(),
  /** The job that planned it: unique, so a job run again after its worker died never stores a second plan. */
  jobId: uuid('job_id'),
  createdAt: createdAt(),
}, (t) => [index('meal_plans_user_created_idx').on(t.userId, t.createdAt), uniqueIndex('meal_plans_job_idx').on(t.jobId)]);

/** A recipe placed in a plan on a day and meal, scaled to the household. */
export const mealPlanRecipes = pgTable('meal_plan_recipes', {
  id: id(),
  mealPlanId: uuid('meal_plan_id')
    .notNull()
    .references(() => mealPlans.id, { onDelete: 'cascade' }),
  recipeId: uuid('recipe_id')
    .notNull()
    .references(() => recipes.id),
  dayNumber: integer('day_number').notNull(),
  mealType: text('meal_type').notNull(),
  /** The recipe's place in the plan as the planner gave it: a day holds several snacks and sides of one meal type. */
  position: integer('position').notNull().default(0),
  servings: integer('servings').notNull(),
  ingredients: jsonb('ingredients').$type<unknown[]>().notNull(),
  /** A dinner cooked for twice the household: its second half is the lunch of this day. */
  leftoversForDay: integer('leftovers_for_day'),
  /** A lunch of leftovers: the second half of the dinner cooked on this day. */
  leftoversFromDay: integer('leftovers_from_day'),
}, (t) => [index('meal_plan_recipes_plan_idx').on(t.mealPlanId, t.dayNumber)]);

export const recipeFeedback = pgTable('recipe_feedback', {
  id: id(),
  userId: userRef(),
  recipeId: uuid('recipe_id')
    .notNull()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  comments: text('comments'),
  wouldMakeAgain: boolean('would_make_again').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('recipe_feedback_user_recipe_idx').on(t.userId, t.recipeId)]);

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  userId: userRef(),
  planType: text('plan_type', { enum: ['free', 'premium', 'enterprise'] }).notNull(),
  status: text('status').notNull(),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('subscriptions_user_idx').on(t.userId), uniqueIndex('subscriptions_provider_idx').on(t.providerSubscriptionId)]);

/**
 * A user's customer at a payment provider ('stripe', or 'test' for the built-in test checkout), made at the first
 * checkout and reused for every later one and for the billing portal. Webhook events name the customer, so this is
 * also how an event finds its user.
 */
export const billingCustomers = pgTable('billing_customers', {
  userId: userRef(),
  provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
  customerId: text('customer_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.provider] }), uniqueIndex('billing_customers_customer_idx').on(t.provider, t.customerId)]);

export const usageEvents = pgTable('usage_events', {
  id: id(),
  userId: userRef(),
  operation: text('operation', { enum: ['receipt_processing', 'meal_plan_generation'] }).notNull(),
  cost: numeric('cost', { precision: 10, scale: 4 }).notNull().default('0'),
  createdAt: createdAt(),
}, (t) => [index('usage_events_user_time_idx').on(t.userId, t.operation, t.createdAt)]);

/**
 * Payment-provider webhook deliveries, kept so each event is applied once. Only the event's id and type: its payload
 * names the customer, and a deleted account must leave nothing of them behind.
 */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A code that carries a finished social sign-in from the OAuth callback to the web app (in an httpOnly cookie,
 * never the URL). Stored hashed. The same browser may redeem it again until it expires or the web app
 * acknowledges the session, so a pick-up cut short by a navigation loses nothing; each redeem replaces the
 * session the previous one made (`session_id`).
 */
export const signInHandoffs = pgTable('sign_in_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  userId: userRef(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The session the latest redeem created; null until the first redeem. */
  sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Food in a user's kitchen: one lot of an ingredient, from a receipt or added by hand. `quantity` is what is left;
 * `boughtQuantity` and `price` are the lot as bought, so a share of it thrown away has a price. A lot used up stays
 * (quantity 0) for the history its events tell.
 */
export const stockItems = pgTable('stock_items', {
  id: id(),
  userId: userRef(),
  receiptId: uuid('receipt_id').references(() => receipts.id, { onDelete: 'set null' }),
  ingredientId: text('ingredient_id').notNull(),
  name: text('name').notNull(),
  quantity: real('quantity').notNull(),
  unit: text('unit').notNull(),
  boughtQuantity: real('bought_quantity').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }),
  purchasedOn: text('purchased_on').notNull(),
  place: text('place', { enum: ['fridge', 'freezer', 'pantry'] }).notNull(),
  useBy: text('use_by').notNull(),
  createdAt: createdAt(),
}, (t) => [index('stock_items_user_use_by_idx').on(t.userId, t.useBy)]);

/** A receipt whose food went into the kitchen (once per receipt, even when it held no food the kitchen keeps). */
export const stockedReceipts = pgTable('stocked_receipts', {
  receiptId: uuid('receipt_id')
    .primaryKey()
    .references(() => receipts.id, { onDelete: 'cascade' }),
  userId: userRef(),
  stockedAt: createdAt(),
});

/** A plan's recipe the user cooked; what it took from stock are its `cooked` stock events. */
export const cookedRecipes = pgTable('cooked_recipes', {
  id: id(),
  userId: userRef(),
  mealPlanRecipeId: uuid('meal_plan_recipe_id')
    .notNull()
    .references(() => mealPlanRecipes.id, { onDelete: 'cascade' }),
  /** What the recipe needed beyond the kitchen's stock, as answered when it was cooked. */
  missing: jsonb('missing').$type<Array<{ ingredient: string; name: string; grams: number }>>().notNull().default([]),
  cookedAt: createdAt(),
}, (t) => [uniqueIndex('cooked_recipes_recipe_idx').on(t.mealPlanRecipeId), index('cooked_recipes_user_idx').on(t.userId)]);

/**
 * What happened to a stock item: bought (stocked), used (by hand), cooked (by a recipe) or thrown away; in the item's
 * unit, in grams and in money (its share of the lot's price) as of then. A cooking's events outlive the plan (its
 * link is set null), so what was cooked still counts once the plan is deleted.
 */
export const stockEvents = pgTable('stock_events', {
  id: id(),
  userId: userRef(),
  stockItemId: uuid('stock_item_id')
    .notNull()
    .references(() => stockItems.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['bought', 'used', 'cooked', 'thrown'] }).notNull(),
  quantity: real('quantity').notNull(),
  grams: real('grams'),
  value: numeric('value', { precision: 10, scale: 2 }),
  cookedRecipeId: uuid('cooked_recipe_id').references(() => cookedRecipes.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('stock_events_user_time_idx').on(t.userId, t.createdAt), index('stock_events_item_idx').on(t.stockItemId)]);

/** Shopping list entries ticked in the shop, by ingredient (the list itself is worked out from plans and stock). */
export const shoppingTicks = pgTable('shopping_ticks', {
  userId: userRef(),
  ingredientId: text('ingredient_id').notNull(),
  tickedAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.userId, t.ingredientId] })]);
export const JOB_KINDS = ['read_receipt', 'plan_meals'] as const;
export const JOB_STAGES = ['receiving', 'queued', 'working', 'done', 'failed', 'cancelled'] as const;

/**
 * One receipt reading or plan generation a user asked for, from the request to its result: what the API waits on
 * and what a worker (any process) takes up. Its id is the idempotency key the result is stored under. The upload's
 * bytes wait here for a reader and are cleared when the job ends.
 */
export const jobs = pgTable('jobs', {
  id: id(),
  userId: userRef(),
  kind: text('kind', { enum: JOB_KINDS }).notNull(),
  /** receiving (the upload's body is arriving) -> queued -> working -> done | failed | cancelled */
  stage: text('stage', { enum: JOB_STAGES }).notNull(),
  input: jsonb('input').$type<Record<string, unknown>>().notNull().default({}),
  image: bytea('image'),
  resultId: uuid('result_id'),
  errorCode: text('error_code'),
  errorMessage: text('error_message'),
  /** Runs started: more than one when a worker died or failed mid-job and the job was taken up again. */
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('jobs_kind_stage_idx').on(t.kind, t.stage, t.createdAt), index('jobs_user_stage_idx').on(t.userId, t.kind, t.stage)]);
