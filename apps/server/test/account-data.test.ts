import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingCustomers,
  identities,
  mealPlanRecipes,
  mealPlans,
  receiptItems,
  receipts,
  recipeFeedback,
  sessions,
  signInHandoffs,
  subscriptions,
  usageEvents,
  users,
} from '../src/db/schema.js';
import { insertReceipt } from './support/receipt-row.js';
import { createTestApp, type TestApp } from './helper.js';
import { renderReceipt } from './support/receipt-image.js';
import { createSession } from './support/sign-in.js';
import { startStripeServer, STRIPE_TEST_SETTINGS, type StripeServer } from './support/stripe-server.js';

let t: TestApp;
let stripe: StripeServer;

beforeAll(async () => {
  stripe = await startStripeServer();
  t = await createTestApp({ ...STRIPE_TEST_SETTINGS, STRIPE_API_URL: stripe.url, PUBLIC_ORIGIN: 'https://forkcast.test' });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

let people = 0;
async function newUser() {
  const email = `keeper${++people}@example.com`;
  const session = await createSession(t.app, { email, name: `Keeper ${people}` });
  return { id: session.user.id, email, headers: { authorization: `Bearer ${session.access_token}` } };
}
type User = Awaited<ReturnType<typeof newUser>>;

const food = ['chicken-breast', 'egg', 'baby-spinach', 'onion', 'tomato', 'whole-milk', 'banana', 'salmon'];

/** A receipt with a real PNG photo, stored as the reader would. */
async function storeReceipt(user: User, store: string): Promise<{ id: string; image: Buffer }> {
  const image = await renderReceipt([store, 'EGGS 2.99']);
  const id = await insertReceipt(
    t.app.database.db,
    user.id,
    {
      storeName: store,
      purchasedAt: '2026-04-18',
      warnings: ['A line could not be read'],
      items: food.map((ingredientId, i) => ({
        raw: ingredientId.toUpperCase(),
        ingredientId,
        name: ingredientId.replace(/-/g, ' '),
        quantity: 4,
        unit: 'each',
        price: i === 0 ? null : 2.5,
        confidence: 0.9,
        isFood: true,
      })),
    },
    { bytes: image, type: 'image/png' },
    10,
  );
  return { id, image };
}

async function planFrom(user: User, receiptId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recipes/generate-meal-plan',
    headers: user.headers,
    payload: { receiptId, preferences: { days: 3 } },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

const getPlan = (user: User, id: string) => t.app.inject({ method: 'GET', url: `/api/recipes/meal-plans/${id}`, headers: user.headers });

/** A user with something in every table that holds a user's rows. */
async function fullyUsedAccount() {
  const user = await newUser();
  const first = await storeReceipt(user, 'GREEN VALLEY MARKET');
  const second = await storeReceipt(user, 'CORNER SHOP');
  const planId = await planFrom(user, first.id);
  const recipeId = (await getPlan(user, planId)).json().data.recipes[0].id;
  const rated = await t.app.inject({
    method: 'POST',
    url: `/api/recipes/${recipeId}/feedback`,
    headers: user.headers,
    payload: { rating: 4, comments: 'Quick and good', would_make_again: true },
  });
  expect(rated.statusCode).toBe(200);
  const db = t.app.database.db;
  await db.insert(identities).values({ userId: user.id, provider: 'google', subject: `google-${user.id}`, email: user.email });
  await db.insert(signInHandoffs).values({ codeHash: `handoff-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + 60_000) });
  await db.insert(billingCustomers).values({ userId: user.id, provider: 'stripe', customerId: `cus_${user.id}` });
  await db.insert(subscriptions).values({
    userId: user.id,
    planType: 'premium',
    status: 'active',
    providerCustomerId: `cus_${user.id}`,
    providerSubscriptionId: `sub_${user.id}`,
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
  stripe.subscriptions.set(`sub_${user.id}`, {
    id: `sub_${user.id}`,
    customer: `cus_${user.id}`,
    status: 'active',
    priceId: STRIPE_TEST_SETTINGS.STRIPE_PRICE_PREMIUM,
    currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
  });
  return { user, receipts: [first, second], planId };
}

/** Rows of the user in every table that holds a user's rows. */
async function rowCounts(userId: string) {
  const db = t.app.database.db;
  const byUser = async (table: PgTable, column: PgColumn) => (await db.select({ n: count() }).from(table).where(eq(column, userId)))[0]!.n;
  return {
    users: await byUser(users, users.id),
    identities: await byUser(identities, identities.userId),
    sessions: await byUser(sessions, sessions.userId),
    signInHandoffs: await byUser(signInHandoffs, signInHandoffs.userId),
    receipts: await byUser(receipts, receipts.userId),
    receiptItems: (await db.select({ n: count() }).from(receiptItems).innerJoin(receipts, eq(receipts.id, receiptItems.receiptId)).where(eq(receipts.userId, userId)))[0]!.n,
    mealPlans: await byUser(mealPlans, mealPlans.userId),
    mealPlanRecipes: (await db.select({ n: count() }).from(mealPlanRecipes).innerJoin(mealPlans, eq(mealPlans.id, mealPlanRecipes.mealPlanId)).where(eq(mealPlans.userId, userId)))[0]!.n,
    recipeFeedback: await byUser(recipeFeedback, recipeFeedback.userId),
    subscriptions: await byUser(subscriptions, subscriptions.userId),
    billingCustomers: await byUser(billingCustomers, billingCustomers.userId),
    usageEvents: await byUser(usageEvents, usageEvents.userId),
  };
}

const BOUNDARY = '----forkcast-archive-boundary';
function importArchive(user: User, archive: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="archive"; filename="export.tar.gz"\r\nContent-Type: application/gzip\r\n\r\n`),
    archive,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/account/import',
    payload,
    headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

describe('deleting a receipt', () => {
  it('removes the receipt, its items and its image; the plan made from it still opens', async () => {
    const owner = await newUser();
    const other = await newUser();
    const { id } = await storeReceipt(owner, 'GREEN VALLEY MARKET');
    const planId = await planFrom(owner, id);

    const refused = await t.app.inject({ method: 'DELETE', url: `/api/receipts/${id}`, headers: other.headers });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('RECEIPT_NOT_FOUND');

    const res = await t.app.inject({ method: 'DELETE', url: `/api/receipts/${id}`, headers: owner.headers });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/receipts/${id}`, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/receipts/${id}/image`, headers: owner.headers })).statusCode).toBe(404);
    expect((await rowCounts(owner.id)).receiptItems).toBe(0);

    const plan = await getPlan(owner, planId);
    expect(plan.statusCode).toBe(200);
    expect(plan.json().data.receipt_id).toBeNull();
    expect(plan.json().data.recipes.length).toBeGreaterThan(0);
  });
});

describe('deleting the account', () => {
  it("removes every row of the user, ends their sessions and cancels the paid subscription, leaving others' rows alone", async () => {
    const { user } = await fullyUsedAccount();
    const { user: bystander } = await fullyUsedAccount();
    const before = await rowCounts(user.id);
    for (const [table, rows] of Object.entries(before)) expect({ table, rows: rows > 0 }).toEqual({ table, rows: true });
    const bystanderBefore = await rowCounts(bystander.id);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.headers });
    expect(res.statusCode).toBe(204);

    expect(Object.values(await rowCounts(user.id)).every((rows) => rows === 0)).toBe(true);
    expect(await rowCounts(bystander.id)).toEqual(bystanderBefore);
    expect(stripe.calls.some((call) => call.method === 'DELETE' && call.path === `/v1/subscriptions/sub_${user.id}`)).toBe(true);
    expect(stripe.subscriptions.get(`sub_${bystander.id}`)?.status).toBe('active');
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    expect(after.statusCode).toBe(401);
  });

  it('keeps the account when the payment provider cannot cancel the subscription', async () => {
    const { user } = await fullyUsedAccount();
    stripe.setDown(true);
    try {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.headers });
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      stripe.setDown(false);
    }
    expect((await rowCounts(user.id)).receipts).toBe(2);
  });
});

describe('exporting and importing the account', () => {
  it('restores every receipt (items, image bytes) and plan (recipes) into a new account', async () => {
    const { user, receipts: stored, planId } = await fullyUsedAccount();
    const originalPlan = (await getPlan(user, planId)).json().data;
    const originalReceipts = await Promise.all(
      stored.map(async ({ id }) => (await t.app.inject({ method: 'GET', url: `/api/receipts/${id}`, headers: user.headers })).json().data),
    );

    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/gzip');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="forkcast-export-\d{4}-\d{2}-\d{2}\.tar\.gz"$/);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.headers })).statusCode).toBe(204);

    const successor = await newUser();
    const imported = await importArchive(successor, exported.rawPayload);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toEqual({ receipts: 2, meal_plans: 1, recipe_feedback: 1 });

    const plans = (await t.app.inject({ method: 'GET', url: '/api/recipes/meal-plans', headers: successor.headers })).json().data;
    expect(plans).toHaveLength(1);
    const restoredPlan = (await getPlan(successor, plans[0].id)).json().data;
    expect(restoredPlan.id).not.toBe(planId);
    expect(restoredPlan.name).toBe(originalPlan.name);
    expect(restoredPlan.metrics).toEqual(originalPlan.metrics);
    const recipeNames = (plan: { recipes: Array<{ name: string; day_number: number }> }) => plan.recipes.map((r) => `${r.day_number} ${r.name}`);
    expect(recipeNames(restoredPlan)).toEqual(recipeNames(originalPlan));

    const restoredReceipt = (await t.app.inject({ method: 'GET', url: `/api/receipts/${restoredPlan.receipt_id}`, headers: successor.headers })).json().data;
    const receiptBody = (receipt: { store_name: string; extracted_ingredients: Array<Record<string, unknown>> }) => ({
      ...receipt,
      id: undefined,
      extracted_ingredients: receipt.extracted_ingredients.map((item) => ({ ...item, id: undefined })),
    });
    expect(receiptBody(restoredReceipt)).toEqual(receiptBody(originalReceipts[0]));
    const restoredRows = await t.app.database.db
      .select({ id: receipts.id, storeName: receipts.storeName })
      .from(receipts)
      .where(eq(receipts.userId, successor.id));
    expect(restoredRows.map((row) => row.storeName).sort()).toEqual(['CORNER SHOP', 'GREEN VALLEY MARKET']);
    for (const row of restoredRows) {
      const original = row.storeName === 'GREEN VALLEY MARKET' ? stored[0]! : stored[1]!;
      const image = await t.app.inject({ method: 'GET', url: `/api/receipts/${row.id}/image`, headers: successor.headers });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(image.rawPayload, original.image)).toBe(0);
    }
    expect((await rowCounts(successor.id)).recipeFeedback).toBe(1);
  });

  it('refuses an account that already has receipts, and stores nothing', async () => {
    const { user } = await fullyUsedAccount();
    const archive = (await t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.headers })).rawPayload;
    const res = await importArchive(user, archive);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ACCOUNT_NOT_EMPTY');
    expect((await rowCounts(user.id)).receipts).toBe(2);
  });

  it('refuses a file that is not an export archive', async () => {
    const empty = await newUser();
    const res = await importArchive(empty, Buffer.from('just some text, not a tar.gz'));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ARCHIVE_INVALID');
    expect((await rowCounts(empty.id)).receipts).toBe(0);
  });
});
