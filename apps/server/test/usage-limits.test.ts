import { fileURLToPath } from 'node:url';
import type { AuthSession, UsageOperation } from '@forkcast/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { usageEvents } from '../src/db/schema.js';
import { usageWindows } from '../src/modules/subscriptions/usage-windows.js';
import { createTestApp, testConfig, type TestApp } from './helper.js';
import { groceryReceiptLines, renderReceipt } from './support/receipt-image.js';
import { uploadReceipt } from './support/receipt-upload.js';
import { createSession } from './support/sign-in.js';
import { storeReceipt } from './support/stored-receipt.js';
import { recordUsage, storedFor, subscribe, writePlansFile } from './support/usage.js';

const messages = {
  receipts: 'Weekly receipt upload limit reached. Please upgrade your plan or wait until next week.',
  mealPlans: 'Weekly meal plan generation limit reached. Please upgrade your plan or wait until next week.',
  cost: 'Daily cost limit reached. Please try again tomorrow or upgrade your plan.',
};
const HOUR = 3_600_000;

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  // The default catalogue: the Pricing page's reading.
  t = await createTestApp({ FORKCAST_PLANS_FILE: undefined });
  photo = await renderReceipt(groceryReceiptLines);
});
afterAll(async () => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const usageOf = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/usage', headers: auth(token) })).json().data;
const limitsOf = async (app: FastifyInstance, token: string, operation_type: UsageOperation) => {
  const res = await app.inject({ method: 'POST', url: '/api/auth/check-limits', headers: auth(token), payload: { operation_type } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const generate = (app: FastifyInstance, token: string, receiptId: string, preferences: object = {}) =>
  app.inject({ method: 'POST', url: '/api/recipes/generate-meal-plan', headers: auth(token), payload: { receiptId, preferences } });

let users = 0;
const newUser = (): Promise<AuthSession> => createSession(t.app, { email: `cook${++users}@example.com`, name: `Cook ${users}` });

describe('GET /api/auth/usage', () => {
  it("answers a new user's week: nothing used, the plan's limits, the week starting Monday 00:00 UTC", async () => {
    const { access_token } = await newUser();
    const usage = await usageOf(t.app, access_token);
    expect(usage).toEqual({
      usage: { receipt_processing: { count: 0 }, meal_plan_generation: { count: 0 } },
      plan_limits: { weekly_receipt_limit: 1, weekly_meal_plan_limit: 1, daily_cost_limit: 1 },
      usage_percentages: {
        receipt_processing: { used: 0, limit: 1, percentage: 0, period: 'week' },
        meal_plan_generation: { used: 0, limit: 1, percentage: 0, period: 'week' },
        cost_percentage: '0.00',
      },
      week_start: expect.stringMatching(/T00:00:00\.000Z$/),
      total_operations: 0,
    });
    expect(new Date(usage.week_start).getUTCDay()).toBe(1);
    expect(Date.now() - Date.parse(usage.week_start)).toBeLessThan(7 * 24 * HOUR);
  });

  it('needs a signed-in user, and check-limits a known operation', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/usage' })).statusCode).toBe(401);
    const { access_token } = await newUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-limits',
      headers: auth(access_token),
      payload: { operation_type: 'receipt_upload' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^operation_type/);
  });
});

describe('receipts on the free plan: 1 a week', () => {
  it('counts a read; the next upload is refused with the spec message before reading, storing and recording nothing', async () => {
    const { user, access_token } = await newUser();
    let started = performance.now();
    const first = await uploadReceipt(t.app, access_token, photo);
    const readMs = performance.now() - started;
    expect(first.statusCode).toBe(200);
    expect(await limitsOf(t.app, access_token, 'receipt_processing')).toEqual({ isAtLimit: true, isAtCostLimit: false });
    expect(await limitsOf(t.app, access_token, 'meal_plan_generation')).toEqual({ isAtLimit: false, isAtCostLimit: false });

    const other = await renderReceipt(groceryReceiptLines.slice(0, 9));
    started = performance.now();
    const second = await uploadReceipt(t.app, access_token, other);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ code: 'RECEIPT_LIMIT_REACHED', message: messages.receipts });
    // Refused before reading: in a fraction of the time a read takes.
    expect(performance.now() - started).toBeLessThan(readMs / 4);
    expect(await storedFor(t.app, user.id)).toMatchObject({ receipts: 1, receiptEvents: 1 });

    const usage = await usageOf(t.app, access_token);
    expect(usage.usage.receipt_processing).toEqual({ count: 1 });
    expect(usage.usage_percentages.receipt_processing).toEqual({ used: 1, limit: 1, percentage: 100, period: 'week' });
    expect(usage.total_operations).toBe(1);
  });

  it('does not count a read that fails, nor a duplicate photo refused before reading', async () => {
    const { user, access_token } = await newUser();
    const blank = await uploadReceipt(t.app, access_token, await renderReceipt([]));
    expect(blank.statusCode).toBe(422);
    expect(await storedFor(t.app, user.id)).toMatchObject({ receipts: 0, receiptEvents: 0 });
    expect((await uploadReceipt(t.app, access_token, photo)).statusCode).toBe(200);
    const again = await uploadReceipt(t.app, access_token, photo);
    expect(again.json().code).toBe('RECEIPT_ALREADY_UPLOADED');
    expect(await storedFor(t.app, user.id)).toMatchObject({ receipts: 1, receiptEvents: 1 });
  });

  it('counts this week only: last Sunday 23:59:59 UTC is last week, Monday 00:00 UTC is this one', async () => {
    const { user, access_token } = await newUser();
    const { weekStart } = usageWindows(new Date());
    await recordUsage(t.app, user.id, 'receipt_processing', [new Date(weekStart.getTime() - 1000)]);
    expect(await limitsOf(t.app, access_token, 'receipt_processing')).toEqual({ isAtLimit: false, isAtCostLimit: false });
    expect((await usageOf(t.app, access_token)).usage.receipt_processing.count).toBe(0);
    await recordUsage(t.app, user.id, 'receipt_processing', [weekStart]);
    expect(await limitsOf(t.app, access_token, 'receipt_processing')).toEqual({ isAtLimit: true, isAtCostLimit: false });
  });
});

describe('meal plans on the free plan: 1 a week, 3 days', () => {
  it('counts a generation and refuses the next with the spec message, storing nothing', async () => {
    const { user, access_token } = await newUser();
    const receiptId = await storeReceipt(t.app, user.id);
    expect((await generate(t.app, access_token, receiptId)).statusCode).toBe(200);
    const second = await generate(t.app, access_token, receiptId);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ code: 'MEAL_PLAN_LIMIT_REACHED', message: messages.mealPlans });
    expect(await storedFor(t.app, user.id)).toMatchObject({ mealPlans: 1, mealPlanEvents: 1 });
  });

  it('refuses a longer plan before counting it, and does not count a plan no catalogue can meet', async () => {
    const { user, access_token } = await newUser();
    const receiptId = await storeReceipt(t.app, user.id);
    const long = await generate(t.app, access_token, receiptId, { days: 5 });
    expect(long.statusCode).toBe(403);
    expect(long.json()).toEqual({ code: 'PREMIUM_REQUIRED', message: 'Plans longer than 3 days are a Premium feature' });
    const impossible = await generate(t.app, access_token, receiptId, {
      dietary_restrictions: ['vegan', 'keto'],
      cuisine_preferences: ['thai'],
      max_prep_time: 15,
    });
    expect(impossible.statusCode).toBe(422);
    expect(await storedFor(t.app, user.id)).toMatchObject({ mealPlans: 0, mealPlanEvents: 0 });
    expect((await generate(t.app, access_token, receiptId)).statusCode).toBe(200);
  });
});

describe('Premium: 5 receipts and 7 meal plans a week, plans up to 14 days', () => {
  it('admits the seventh plan of the week and refuses the eighth', async () => {
    const { user, access_token } = await newUser();
    await subscribe(t.app, user.id);
    const receiptId = await storeReceipt(t.app, user.id);
    await recordUsage(t.app, user.id, 'meal_plan_generation', Array.from({ length: 6 }, () => new Date(Date.now() - 1000)));
    expect((await generate(t.app, access_token, receiptId, { days: 14 })).statusCode).toBe(200);
    const eighth = await generate(t.app, access_token, receiptId);
    expect(eighth.json()).toEqual({ code: 'MEAL_PLAN_LIMIT_REACHED', message: messages.mealPlans });

    const usage = await usageOf(t.app, access_token);
    expect(usage.plan_limits).toEqual({ weekly_receipt_limit: 5, weekly_meal_plan_limit: 7, daily_cost_limit: 10 });
    expect(usage.usage_percentages.meal_plan_generation).toEqual({ used: 7, limit: 7, percentage: 100, period: 'week' });
    expect(usage.usage_percentages.receipt_processing).toEqual({ used: 0, limit: 5, percentage: 0, period: 'week' });
    expect(usage.total_operations).toBe(7);
  });

  it('shows a share of the allowance as a percentage', async () => {
    const { user, access_token } = await newUser();
    await subscribe(t.app, user.id);
    await recordUsage(t.app, user.id, 'receipt_processing', [new Date(), new Date()]);
    expect((await usageOf(t.app, access_token)).usage_percentages.receipt_processing).toEqual({
      used: 2,
      limit: 5,
      percentage: 40,
      period: 'week',
    });
  });
});

/** Another app on the same database, with its own plans file. */
async function appWith(plansFile: string): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig({ FORKCAST_PLANS_FILE: plansFile }), database: t.database, logger: false });
  await app.ready();
  return app;
}

describe('the daily AI cost limit', () => {
  let costly: FastifyInstance;
  beforeAll(async () => {
    const roomy = { receipt_processing: { limit: 100, period: 'week' }, meal_plan_generation: { limit: 100, period: 'week' } };
    const plan = { allowances: roomy, max_meal_plan_days: 3, daily_cost_limit: 1, features: [], priority_support: false };
    costly = await appWith(
      writePlansFile({
        operation_costs: { receipt_processing: 0.1, meal_plan_generation: 0.25 },
        plans: { free: plan, premium: { ...plan, max_meal_plan_days: 14, daily_cost_limit: 10 } },
      }),
    );
  });
  afterAll(async () => costly.close());

  it("records each operation's configured cost and refuses at 100% of the day's limit", async () => {
    const { user, access_token } = await newUser();
    const receiptId = await storeReceipt(t.app, user.id);
    expect((await generate(costly, access_token, receiptId)).statusCode).toBe(200);
    const [event] = await t.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.id));
    expect(event).toMatchObject({ operation: 'meal_plan_generation', cost: '0.2500' });
    expect((await usageOf(costly, access_token)).usage_percentages.cost_percentage).toBe('25.00');

    // Yesterday's cost is yesterday's.
    await recordUsage(t.app, user.id, 'receipt_processing', [new Date(usageWindows(new Date()).dayStart.getTime() - HOUR)], 5);
    expect(await limitsOf(costly, access_token, 'meal_plan_generation')).toEqual({ isAtLimit: false, isAtCostLimit: false });

    await recordUsage(t.app, user.id, 'receipt_processing', [new Date()], 0.75);
    expect(await limitsOf(costly, access_token, 'receipt_processing')).toEqual({ isAtLimit: false, isAtCostLimit: true });
    expect((await usageOf(costly, access_token)).usage_percentages.cost_percentage).toBe('100.00');
    const refused = await generate(costly, access_token, receiptId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'DAILY_COST_LIMIT_REACHED', message: messages.cost });
    const upload = await uploadReceipt(costly, access_token, photo);
    expect(upload.json()).toEqual({ code: 'DAILY_COST_LIMIT_REACHED', message: messages.cost });
    expect(await storedFor(t.app, user.id)).toMatchObject({ receipts: 1, mealPlans: 1, mealPlanEvents: 1, receiptEvents: 2 });
  });
});

describe("the Terms' reading: Premium's allowances are daily", () => {
  let termsApp: FastifyInstance;
  beforeAll(async () => {
    termsApp = await appWith(fileURLToPath(new URL('../config/plans.terms.json', import.meta.url)));
  });
  afterAll(async () => termsApp.close());

  it('refuses the sixth receipt of the day, telling the user to wait until tomorrow; yesterday does not count', async () => {
    const { user, access_token } = await newUser();
    await subscribe(t.app, user.id);
    const { dayStart } = usageWindows(new Date());
    await recordUsage(t.app, user.id, 'receipt_processing', Array.from({ length: 5 }, () => new Date(dayStart.getTime() - HOUR)));
    expect(await limitsOf(termsApp, access_token, 'receipt_processing')).toEqual({ isAtLimit: false, isAtCostLimit: false });

    await recordUsage(t.app, user.id, 'receipt_processing', Array.from({ length: 5 }, () => new Date()));
    expect(await limitsOf(termsApp, access_token, 'receipt_processing')).toEqual({ isAtLimit: true, isAtCostLimit: false });
    const refused = await uploadReceipt(termsApp, access_token, photo);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RECEIPT_LIMIT_REACHED',
      message: 'Daily receipt upload limit reached. Please upgrade your plan or wait until tomorrow.',
    });
    const usage = await usageOf(termsApp, access_token);
    expect(usage.usage_percentages.receipt_processing).toEqual({ used: 5, limit: 5, percentage: 100, period: 'day' });
    expect(usage.plan_limits).toEqual({ weekly_receipt_limit: 35, weekly_meal_plan_limit: 70, daily_cost_limit: 10 });
    const recorded = await t.database.db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, user.id), eq(usageEvents.operation, 'receipt_processing')));
    expect(recorded).toHaveLength(10);
  });

  it('gives Free users 3 receipts a week', async () => {
    const { user, access_token } = await newUser();
    await recordUsage(t.app, user.id, 'receipt_processing', [new Date(), new Date()]);
    expect(await limitsOf(termsApp, access_token, 'receipt_processing')).toEqual({ isAtLimit: false, isAtCostLimit: false });
    expect((await uploadReceipt(termsApp, access_token, photo)).statusCode).toBe(200);
    expect((await uploadReceipt(termsApp, access_token, await renderReceipt(groceryReceiptLines.slice(0, 9)))).json()).toEqual({
      code: 'RECEIPT_LIMIT_REACHED',
      message: messages.receipts,
    });
  });
});
