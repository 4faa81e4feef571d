import { randomUUID } from 'node:crypto';
import type { StockItem } from '@forkcast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';
import { signIn } from './support/sign-in.js';
import { storeReceipt } from './support/user-data.js';

let t: TestApp;
let alice: string;
let bob: string;
let receiptId: string;
const today = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const stock = async (token: string): Promise<StockItem[]> => (await call(token, 'GET', '/api/kitchen/stock')).json().data.items;
const byIngredient = (items: StockItem[], ingredient: string) => items.filter((item) => item.ingredient === ingredient);

beforeAll(async () => {
  t = await createTestApp();
  alice = await signIn(t.app, { email: 'alice@example.com', name: 'Alice' });
  bob = await signIn(t.app, { email: 'bob@example.com', name: 'Bob' });
  await storeReceipt(t.app, 'alice@example.com', inDays(-3));
  receiptId = await storeReceipt(t.app, 'alice@example.com');
});
afterAll(async () => t.close());

describe('the receipts list', () => {
  it("lists the user's receipts newest first, with counts, a page at a time", async () => {
    const first = (await call(alice, 'GET', '/api/receipts?limit=1')).json();
    expect(first).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(first.data).toEqual([
      expect.objectContaining({ id: receiptId, store_name: 'Test Market', item_count: 8, food_count: 8, stocked: false }),
    ]);
    const second = (await call(alice, 'GET', '/api/receipts?limit=1&offset=1')).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0].id).not.toBe(receiptId);
  });

  it("shows nobody else's receipts, and names a bad page size", async () => {
    expect((await call(bob, 'GET', '/api/receipts')).json()).toMatchObject({ data: [], total: 0 });
    const res = await call(alice, 'GET', '/api/receipts?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/limit/);
  });
});

describe("putting a receipt's food in the kitchen", () => {
  it('turns each food item into stock with its usual place and a use-by from its shelf life there', async () => {
    const res = await call(alice, 'POST', `/api/kitchen/receipts/${receiptId}`);
    expect(res.json().data).toEqual({ added: 8, already_stocked: false });
    const items = await stock(alice);
    expect(items).toHaveLength(8);
    expect(byIngredient(items, 'chicken-breast')[0]).toMatchObject({ place: 'fridge', use_by: inDays(1), quantity: 2, unit: 'lb', purchased_on: today, receipt_id: receiptId });
    expect(byIngredient(items, 'onion')[0]).toMatchObject({ place: 'pantry', use_by: inDays(29) });
    // Earliest use-by first.
    expect(items.map((item) => item.use_by)).toEqual([...items.map((item) => item.use_by)].sort());
    expect((await call(alice, 'GET', '/api/receipts?limit=1')).json().data[0].stocked).toBe(true);
  });

  it('lists apart the receipts not in the kitchen yet, and those already in it', async () => {
    const waiting = (await call(alice, 'GET', '/api/receipts?stocked=false')).json();
    expect(waiting.total).toBe(1);
    expect(waiting.data).toEqual([expect.objectContaining({ stocked: false })]);
    expect(waiting.data[0].id).not.toBe(receiptId);
    const stocked = (await call(alice, 'GET', '/api/receipts?stocked=true')).json();
    expect(stocked).toMatchObject({ total: 1, data: [expect.objectContaining({ id: receiptId, stocked: true })] });
    expect((await call(bob, 'GET', '/api/receipts?stocked=false')).json()).toMatchObject({ data: [], total: 0 });
    expect((await call(alice, 'GET', '/api/receipts?stocked=maybe')).statusCode).toBe(400);
  });

  it('stocks a receipt once: again changes nothing', async () => {
    expect((await call(alice, 'POST', `/api/kitchen/receipts/${receiptId}`)).json().data).toEqual({ added: 0, already_stocked: true });
    expect(await stock(alice)).toHaveLength(8);
  });

  it("refuses someone else's receipt with 404, and a malformed id with 400", async () => {
    const res = await call(bob, 'POST', `/api/kitchen/receipts/${receiptId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('RECEIPT_NOT_FOUND');
    expect(await stock(bob)).toEqual([]);
    expect((await call(bob, 'POST', '/api/kitchen/receipts/not-an-id')).statusCode).toBe(400);
  });
});

describe('editing stock', () => {
  it('adds food by hand, with the usual place and use-by unless given', async () => {
    const res = await call(alice, 'POST', '/api/kitchen/stock', { ingredient: 'carrot', quantity: 500, unit: 'g' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ingredient: 'carrot', name: 'carrot', aisle: 'produce', place: 'fridge', grams: 500 });
    const given = await call(alice, 'POST', '/api/kitchen/stock', {
      ingredient: 'butter',
      quantity: 1,
      unit: 'each',
      place: 'freezer',
      use_by: inDays(60),
    });
    expect(given.json().data).toMatchObject({ place: 'freezer', use_by: inDays(60) });
  });

  it.each([
    [{ ingredient: 'unobtainium', quantity: 1, unit: 'each' }, /ingredient/],
    [{ ingredient: 'carrot', quantity: -1, unit: 'g' }, /quantity/],
    [{ ingredient: 'carrot', quantity: 1, unit: 'bushel' }, /unit/],
    [{ ingredient: 'carrot', quantity: 1, unit: 'g', use_by: '2025-02-30' }, /use_by/],
    [{ ingredient: 'carrot', quantity: 1, unit: 'g', place: 'garage' }, /place/],
  ])('refuses %j with 400 naming the field, storing nothing', async (body, field) => {
    const before = (await stock(alice)).length;
    const res = await call(alice, 'POST', '/api/kitchen/stock', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(field) });
    expect(await stock(alice)).toHaveLength(before);
  });

  it('moves food into the freezer, which keeps it longer', async () => {
    const salmon = byIngredient(await stock(alice), 'salmon')[0]!;
    const res = await call(alice, 'PUT', `/api/kitchen/stock/${salmon.id}`, { place: 'freezer' });
    expect(res.json().data).toMatchObject({ place: 'freezer', use_by: inDays(89) });
  });

  it('corrects an amount', async () => {
    const milk = byIngredient(await stock(alice), 'whole-milk')[0]!;
    expect((await call(alice, 'PUT', `/api/kitchen/stock/${milk.id}`, { quantity: 2 })).json().data.quantity).toBe(2);
    expect((await call(alice, 'PUT', `/api/kitchen/stock/${milk.id}`, {})).statusCode).toBe(400);
  });

  it('marks part of an item used and the rest thrown away; a used-up item leaves the list', async () => {
    const bananas = byIngredient(await stock(alice), 'banana')[0]!;
    const used = await call(alice, 'POST', `/api/kitchen/stock/${bananas.id}/take`, { reason: 'used', quantity: 2 });
    expect(used.json().data.quantity).toBe(4);
    const thrown = await call(alice, 'POST', `/api/kitchen/stock/${bananas.id}/take`, { reason: 'thrown' });
    expect(thrown.json().data.quantity).toBe(0);
    expect(byIngredient(await stock(alice), 'banana')).toEqual([]);
    expect((await call(alice, 'POST', `/api/kitchen/stock/${bananas.id}/take`, { reason: 'thrown' })).statusCode).toBe(404);
  });

  it("answers 404 STOCK_ITEM_NOT_FOUND to someone else's item and changes nothing", async () => {
    const egg = byIngredient(await stock(alice), 'egg')[0]!;
    for (const [method, url, body] of [
      ['PUT', `/api/kitchen/stock/${egg.id}`, { quantity: 1 }],
      ['POST', `/api/kitchen/stock/${egg.id}/take`, { reason: 'thrown' }],
      ['DELETE', `/api/kitchen/stock/${egg.id}`, undefined],
      ['DELETE', `/api/kitchen/stock/${randomUUID()}`, undefined],
    ] as const) {
      const res = await call(bob, method, url, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('STOCK_ITEM_NOT_FOUND');
    }
    expect(byIngredient(await stock(alice), 'egg')[0]!.quantity).toBe(12);
  });
});

describe('planning from the whole kitchen, cooking and the shopping list', () => {
  let planId: string;
  let plan: { recipes: Array<{ id: string; day_number: number; ingredients: Array<{ ingredient: string; grams: number }> }> };

  it('plans from everything still good in the kitchen', async () => {
    const res = await call(alice, 'POST', '/api/recipes/generate-meal-plan', { from: 'kitchen', preferences: {} });
    expect(res.statusCode).toBe(200);
    planId = res.json().data.id;
    plan = (await call(alice, 'GET', `/api/recipes/meal-plans/${planId}`)).json().data;
    expect(plan).toMatchObject({ receipt_id: null, days_count: 3 });
    expect((plan as unknown as { metrics: { used_g: number } }).metrics.used_g).toBeGreaterThan(0);
  });

  it('refuses to plan from an empty kitchen, and a receipt plan without a receipt', async () => {
    const empty = await call(bob, 'POST', '/api/recipes/generate-meal-plan', { from: 'kitchen', preferences: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('KITCHEN_EMPTY');
    const none = await call(alice, 'POST', '/api/recipes/generate-meal-plan', { preferences: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/receiptId/);
  });

  it('lists what the plan still needs and the kitchen lacks, by aisle', async () => {
    const list = (await call(alice, 'GET', '/api/kitchen/shopping-list')).json().data;
    expect(list.plans).toEqual([{ id: planId, name: expect.any(String) }]);
    expect(list.entries.length).toBeGreaterThan(0);
    for (const entry of list.entries) {
      expect(entry.grams).toBeGreaterThan(0);
      expect(entry.needed_g - entry.in_kitchen_g).toBeGreaterThanOrEqual(entry.grams - 1);
    }
  });

  it('takes a cooked recipe out of stock, as far as the kitchen holds it, and puts it back on undo', async () => {
    const recipe = plan.recipes[0]!;
    const before = await stock(alice);
    const res = await call(alice, 'POST', `/api/recipes/${recipe.id}/cooked`);
    expect(res.statusCode).toBe(200);
    const cooked = res.json().data;
    expect(cooked.taken.length).toBeGreaterThan(0);
    const after = await stock(alice);
    const gramsOf = (items: StockItem[], id: string) => byIngredient(items, id).reduce((sum, item) => sum + (item.grams ?? 0), 0);
    for (const taken of cooked.taken) {
      expect(gramsOf(before, taken.ingredient) - gramsOf(after, taken.ingredient)).toBeCloseTo(taken.grams, -1);
    }
    // Marking it again changes nothing.
    expect((await call(alice, 'POST', `/api/recipes/${recipe.id}/cooked`)).json().data.taken).toEqual(cooked.taken);
    expect((await call(alice, 'GET', `/api/recipes/meal-plans/${planId}/cooked`)).json().data).toEqual([
      { recipe_id: recipe.id, cooked_at: cooked.cooked_at },
    ]);

    expect((await call(alice, 'DELETE', `/api/recipes/${recipe.id}/cooked`)).statusCode).toBe(204);
    const undone = await stock(alice);
    for (const item of before) expect(undone.find((i) => i.id === item.id)?.quantity).toBeCloseTo(item.quantity, 5);
    expect((await call(alice, 'GET', `/api/recipes/meal-plans/${planId}/cooked`)).json().data).toEqual([]);
  });

  it("refuses to cook someone else's recipe or read their plan's cooking", async () => {
    const recipe = plan.recipes[0]!;
    expect((await call(bob, 'POST', `/api/recipes/${recipe.id}/cooked`)).json().code).toBe('RECIPE_NOT_FOUND');
    expect((await call(bob, 'DELETE', `/api/recipes/${recipe.id}/cooked`)).json().code).toBe('RECIPE_NOT_FOUND');
    expect((await call(bob, 'GET', `/api/recipes/meal-plans/${planId}/cooked`)).json().code).toBe('MEAL_PLAN_NOT_FOUND');
  });

  it('keeps ticks, exports the list and carries ticked entries into stock', async () => {
    const list = (await call(alice, 'GET', '/api/kitchen/shopping-list')).json().data;
    const first = list.entries[0];
    const ticked = await call(alice, 'PUT', '/api/kitchen/shopping-list/ticks', {
      ticks: [
        { ingredient: first.ingredient, ticked: false },
        { ingredient: first.ingredient, ticked: true },
      ],
    });
    expect(ticked.json().data.entries.filter((entry: { ticked: boolean }) => entry.ticked).map((e: { ingredient: string }) => e.ingredient)).toEqual([
      first.ingredient,
    ]);
    expect((await call(bob, 'GET', '/api/kitchen/shopping-list')).json().data.entries).toEqual([]);

    const csv = await call(alice, 'GET', '/api/kitchen/shopping-list/export.csv');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Aisle,Item,Quantity,Unit,Grams,Optional,Ticked');
    expect(lines).toHaveLength(list.entries.length + 1);
    expect(lines.find((line) => line.includes(first.name))).toMatch(/,yes$/);

    expect((await call(alice, 'POST', '/api/kitchen/shopping-list/bought')).json().data).toEqual({ added: 1 });
    const bought = byIngredient(await stock(alice), first.ingredient).find((item) => item.receipt_id === null && item.purchased_on === today);
    expect(bought).toMatchObject({ quantity: first.quantity, unit: first.unit });
    const after = (await call(alice, 'GET', '/api/kitchen/shopping-list')).json().data;
    expect(after.entries.map((entry: { ingredient: string }) => entry.ingredient)).not.toContain(first.ingredient);
  });

  it('refuses malformed ticks with 400 naming the field', async () => {
    const res = await call(alice, 'PUT', '/api/kitchen/shopping-list/ticks', { ticks: [{ ingredient: 'egg', ticked: 'yes' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/ticks/);
  });
});

describe('the weekly report', () => {
  it('counts what was bought, cooked and thrown away this week, by weight and money, and what was thrown most', async () => {
    const report = (await call(alice, 'GET', '/api/kitchen/report?weeks=4')).json().data;
    expect(report.weeks).toHaveLength(4);
    const week = report.weeks[3];
    expect(week.bought.grams).toBeGreaterThan(1000);
    expect(week.bought.value).toBeGreaterThanOrEqual(16);
    expect(week.thrown.grams).toBeGreaterThan(0);
    // 4 of 6 bananas costing 2.00 were thrown away.
    expect(report.most_thrown).toEqual([expect.objectContaining({ ingredient: 'banana', value: 1.33, times: 1 })]);
    expect(week.cooked.grams).toBeGreaterThan(0);
    expect((await call(bob, 'GET', '/api/kitchen/report')).json().data.most_thrown).toEqual([]);
  });
});
