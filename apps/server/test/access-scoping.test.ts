import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeFeedback, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helper.js';
import { createOwnedPlan } from './support/owned-plan.js';
import { createSession } from './support/sign-in.js';

/**
 * Every route that takes an id, tried by a second user with the first user's ids, with malformed ids
 * and with ids of rows that do not exist: 404 or 400 naming the field, never someone else's data, never a 500.
 */
let t: TestApp;
let alice: string;
let bob: string;
const ids = { receipt: '', plan: '', recipe: '', stock: '' };

beforeAll(async () => {
  t = await createTestApp();
  const aliceSession = await createSession(t.app, { email: 'alice@example.com', name: 'Alice' });
  alice = aliceSession.access_token;
  bob = (await createSession(t.app, { email: 'bob@example.com', name: 'Bob' })).access_token;
  Object.assign(ids, await createOwnedPlan(t.app, aliceSession));
  ids.stock = (await call(alice, 'POST', '/api/kitchen/stock', { ingredient: 'egg', quantity: 6, unit: 'each' })).json().data.id;
});
afterAll(async () => t.close());

function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

type Kind = keyof typeof ids;
const notFoundCode = {
  receipt: 'RECEIPT_NOT_FOUND',
  plan: 'MEAL_PLAN_NOT_FOUND',
  recipe: 'RECIPE_NOT_FOUND',
  stock: 'STOCK_ITEM_NOT_FOUND',
} as const;
interface IdRoute {
  kind: Kind;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (id: string) => string;
  body?: (id: string) => object;
  /** How a malformed id is named in the 400. */
  field: string;
}

const routes: IdRoute[] = [
  { kind: 'receipt', method: 'GET', url: (id) => `/api/receipts/${id}`, field: 'id' },
  { kind: 'receipt', method: 'GET', url: (id) => `/api/receipts/${id}/image`, field: 'id' },
  { kind: 'receipt', method: 'PUT', url: (id) => `/api/receipts/${id}/items`, body: () => ({ items: [] }), field: 'id' },
  {
    kind: 'receipt',
    method: 'POST',
    url: () => '/api/recipes/generate-meal-plan',
    body: (id) => ({ receiptId: id, preferences: {} }),
    field: 'receiptId',
  },
  { kind: 'plan', method: 'GET', url: (id) => `/api/recipes/meal-plans/${id}`, field: 'id' },
  { kind: 'plan', method: 'DELETE', url: (id) => `/api/recipes/meal-plans/${id}`, field: 'id' },
  { kind: 'recipe', method: 'GET', url: (id) => `/api/recipes/${id}`, field: 'id' },
  {
    kind: 'recipe',
    method: 'POST',
    url: (id) => `/api/recipes/${id}/feedback`,
    body: () => ({ rating: 1, comments: 'not mine', would_make_again: false }),
    field: 'id',
  },
  { kind: 'receipt', method: 'POST', url: (id) => `/api/kitchen/receipts/${id}`, field: 'id' },
  { kind: 'stock', method: 'PUT', url: (id) => `/api/kitchen/stock/${id}`, body: () => ({ quantity: 1 }), field: 'id' },
  { kind: 'stock', method: 'POST', url: (id) => `/api/kitchen/stock/${id}/take`, body: () => ({ reason: 'thrown' }), field: 'id' },
  { kind: 'stock', method: 'DELETE', url: (id) => `/api/kitchen/stock/${id}`, field: 'id' },
  { kind: 'recipe', method: 'POST', url: (id) => `/api/recipes/${id}/cooked`, field: 'id' },
  { kind: 'recipe', method: 'DELETE', url: (id) => `/api/recipes/${id}/cooked`, field: 'id' },
  { kind: 'plan', method: 'GET', url: (id) => `/api/recipes/meal-plans/${id}/cooked`, field: 'id' },
];
const label = (r: IdRoute) => `${r.method} ${r.url(`{${r.kind}}`)}`;

describe.each(routes.map((r) => [label(r), r] as const))('%s', (_name, route) => {
  const send = (token: string, id: string) => call(token, route.method, route.url(id), route.body?.(id));

  it("answers 404 { message, code } to another user's id", async () => {
    const res = await send(bob, ids[route.kind]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String), code: notFoundCode[route.kind] });
  });

  it('answers 404 to an id of no row at all', async () => {
    const res = await send(alice, randomUUID());
    expect(res.statusCode).toBe(404);
  });

  it.each(['abc', '1', "' or 1=1 --", '00000000-0000-0000-0000-00000000000g', `${randomUUID()}x`])(
    'answers 400 naming the field to the malformed id %j',
    async (bad) => {
      const res = await send(alice, encodeURIComponent(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${route.field}: `));
    },
  );
});

describe("another user's attempts change nothing", () => {
  it('leaves the receipt, the plan and its recipe as they were, and records no rating', async () => {
    const receipt = (await call(alice, 'GET', `/api/receipts/${ids.receipt}`)).json().data;
    expect(receipt.extracted_ingredients).toHaveLength(6);
    expect((await call(alice, 'GET', `/api/recipes/meal-plans/${ids.plan}`)).statusCode).toBe(200);
    expect((await call(alice, 'GET', `/api/recipes/${ids.recipe}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(recipeFeedback)).toEqual([]);
    const kitchen = (await call(alice, 'GET', '/api/kitchen/stock')).json().data.items;
    expect(kitchen).toEqual([expect.objectContaining({ id: ids.stock, quantity: 6 })]);
  });

  it("lists only the caller's own plans and receipt", async () => {
    expect((await call(bob, 'GET', '/api/recipes/meal-plans')).json()).toMatchObject({ data: [], total: 0 });
    expect((await call(bob, 'GET', '/api/receipts/recent')).json()).toEqual({ data: null });
  });

  it("cannot reach another user's profile by naming their id or email", async () => {
    const [aliceRow] = await t.database.db.select().from(users).where(eq(users.email, 'alice@example.com'));
    for (const body of [{ id: aliceRow!.id, full_name: 'Hijacked' }, { email: 'alice@example.com', full_name: 'Hijacked' }]) {
      expect((await call(bob, 'PUT', '/api/auth/profile', body)).statusCode).toBe(400);
    }
    expect((await call(bob, 'GET', `/api/auth/profile?id=${aliceRow!.id}`)).json().email).toBe('bob@example.com');
    expect((await call(alice, 'GET', '/api/auth/profile')).json().full_name).toBe('Alice');
  });
});
