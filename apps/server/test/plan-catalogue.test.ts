import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestApp, testConfig, type TestApp } from './helper.js';
import { createSession } from './support/sign-in.js';
import { subscribe, writePlansFile } from './support/usage.js';

const termsFile = fileURLToPath(new URL('../config/plans.terms.json', import.meta.url));
const premiumFeatures = ['meal_planning', 'nutrition_analysis', 'advanced_recipes', 'export'];

let t: TestApp;
/** The same database served with the Terms' plans file. */
let terms: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ FORKCAST_PLANS_FILE: undefined });
  terms = await buildApp({ config: testConfig({ FORKCAST_PLANS_FILE: termsFile }), database: t.database, logger: false });
  await terms.ready();
});
afterAll(async () => {
  await terms.close();
  await t.close();
});

const catalogue = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/api/plans' });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<Record<string, unknown>>;
};
const planOf = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/plan', headers: { authorization: `Bearer ${token}` } })).json().data;

describe("by default, the Pricing page's reading", () => {
  it('lists every plan without a session, free first, for the Pricing and Terms pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(await catalogue(t.app)).toEqual([
      {
        plan_type: 'free',
        weekly_receipt_limit: 1,
        weekly_meal_plan_limit: 1,
        max_meal_plan_days: 3,
        features: ['meal_planning'],
        priority_support: false,
        daily_cost_limit: 1,
        allowances: { receipt_processing: { limit: 1, period: 'week' }, meal_plan_generation: { limit: 1, period: 'week' } },
      },
      {
        plan_type: 'premium',
        weekly_receipt_limit: 5,
        weekly_meal_plan_limit: 7,
        max_meal_plan_days: 14,
        features: premiumFeatures,
        priority_support: false,
        daily_cost_limit: 10,
        allowances: { receipt_processing: { limit: 5, period: 'week' }, meal_plan_generation: { limit: 7, period: 'week' } },
      },
      // The spec gives Enterprise no figures: Premium's, with priority support.
      {
        plan_type: 'enterprise',
        weekly_receipt_limit: 5,
        weekly_meal_plan_limit: 7,
        max_meal_plan_days: 14,
        features: premiumFeatures,
        priority_support: true,
        daily_cost_limit: 10,
        allowances: { receipt_processing: { limit: 5, period: 'week' }, meal_plan_generation: { limit: 7, period: 'week' } },
      },
    ]);
  });

  it("states a user's plan from the same catalogue", async () => {
    const free = await createSession(t.app, { email: 'free@example.com' });
    expect(await planOf(t.app, free.access_token)).toEqual({
      plan_type: 'free',
      weekly_receipt_limit: 1,
      weekly_meal_plan_limit: 1,
      max_meal_plan_days: 3,
      features: ['meal_planning'],
      priority_support: false,
      daily_cost_limit: 1,
      subscription: null,
    });
    const boss = await createSession(t.app, { email: 'boss@example.com' });
    await subscribe(t.app, boss.user.id, 'enterprise');
    expect(await planOf(t.app, boss.access_token)).toMatchObject({
      plan_type: 'enterprise',
      weekly_receipt_limit: 5,
      priority_support: true,
      subscription: { status: 'active' },
    });
  });
});

describe("the Terms' reading, by configuration alone (apps/server/config/plans.terms.json)", () => {
  it('gives Free 3 receipts and 10 generations a week, Premium 5 receipts and 10 generations a day, with their cost limits', async () => {
    const [free, premium, enterprise] = await catalogue(terms);
    expect(free).toMatchObject({
      allowances: { receipt_processing: { limit: 3, period: 'week' }, meal_plan_generation: { limit: 10, period: 'week' } },
      weekly_receipt_limit: 3,
      weekly_meal_plan_limit: 10,
      max_meal_plan_days: 3,
      daily_cost_limit: 1,
    });
    expect(premium).toMatchObject({
      allowances: { receipt_processing: { limit: 5, period: 'day' }, meal_plan_generation: { limit: 10, period: 'day' } },
      // A daily allowance fills a Monday-to-Sunday week seven times.
      weekly_receipt_limit: 35,
      weekly_meal_plan_limit: 70,
      max_meal_plan_days: 14,
      daily_cost_limit: 10,
    });
    expect(enterprise).toMatchObject({ allowances: premium!.allowances, priority_support: true });
  });

  it("states a Premium user's plan with the daily allowances' weekly ceilings", async () => {
    const paid = await createSession(t.app, { email: 'paid@example.com' });
    await subscribe(t.app, paid.user.id);
    expect(await planOf(terms, paid.access_token)).toMatchObject({
      plan_type: 'premium',
      weekly_receipt_limit: 35,
      weekly_meal_plan_limit: 70,
      daily_cost_limit: 10,
    });
  });
});

describe('a plans file', () => {
  const valid = {
    plans: {
      free: {
        allowances: { receipt_processing: { limit: 2, period: 'week' }, meal_plan_generation: { limit: 4, period: 'day' } },
        max_meal_plan_days: 3,
        daily_cost_limit: 0.5,
        features: ['meal_planning'],
        priority_support: false,
      },
      premium: {
        allowances: { receipt_processing: { limit: 9, period: 'week' }, meal_plan_generation: { limit: 9, period: 'week' } },
        max_meal_plan_days: 10,
        daily_cost_limit: 5,
        features: premiumFeatures,
        priority_support: true,
      },
      enterprise: {
        allowances: { receipt_processing: { limit: 50, period: 'day' }, meal_plan_generation: { limit: 50, period: 'day' } },
        max_meal_plan_days: 14,
        daily_cost_limit: 100,
        features: premiumFeatures,
        priority_support: true,
      },
    },
    operation_costs: { receipt_processing: 0.0125, meal_plan_generation: 0.5 },
  };

  it('sets every figure, enterprise and the cost of each operation included', () => {
    const { plans } = loadConfig({ FORKCAST_PLANS_FILE: writePlansFile(valid) });
    expect(plans.operationCosts).toEqual({ receipt_processing: 0.0125, meal_plan_generation: 0.5 });
    expect(plans.plans.free.allowances.meal_plan_generation).toEqual({ limit: 4, period: 'day' });
    expect(plans.plans.enterprise.daily_cost_limit).toBe(100);
  });

  const broken = (change: (file: typeof valid) => unknown) => writePlansFile(change(structuredClone(valid)));
  it.each([
    ['that does not exist', () => '/nonexistent/plans.json', /FORKCAST_PLANS_FILE: \/nonexistent\/plans\.json: cannot be read/],
    ['that is not JSON', () => writePlansFile('{ "plans": '), /FORKCAST_PLANS_FILE: .*: not JSON/],
    [
      'with a period other than week or day',
      () => broken((f) => ((f.plans.free.allowances.receipt_processing.period = 'month'), f)),
      /FORKCAST_PLANS_FILE: .*: plans\.free\.allowances\.receipt_processing\.period/,
    ],
    [
      'with a negative allowance',
      () => broken((f) => ((f.plans.premium.allowances.meal_plan_generation.limit = -1), f)),
      /plans\.premium\.allowances\.meal_plan_generation\.limit/,
    ],
    ['with a misspelt setting', () => broken((f) => ({ ...f, plans: { ...f.plans, premuim: f.plans.premium } })), /plans: .*premuim/],
    ['without the premium plan', () => broken((f) => ({ ...f, plans: { free: f.plans.free } })), /plans\.premium/],
    ['with plans longer than 14 days', () => broken((f) => ((f.plans.premium.max_meal_plan_days = 21), f)), /plans\.premium\.max_meal_plan_days/],
    ['with a cost finer than 0.0001', () => broken((f) => ((f.operation_costs.receipt_processing = 0.00001), f)), /operation_costs\.receipt_processing: at most 4 decimal places/],
  ])('%s stops the start, naming the variable, the file and the setting', (_name, file, message) => {
    expect(() => loadConfig({ FORKCAST_PLANS_FILE: file() })).toThrow(message);
  });
});
