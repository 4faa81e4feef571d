import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealPlans, recipeFeedback, users } from '../src/db/schema.js';
import { insertReceipt } from './support/receipt-row.js';
import { createTestApp, type TestApp } from './helper.js';
import { signIn } from './support/sign-in.js';
import { grantPremium, storeReceipt, userIdOf } from './support/user-data.js';

let t: TestApp;
let alice: string;
let bob: string;
let receiptId: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const generate = (token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/recipes/generate-meal-plan', headers: auth(token), payload: body as object });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });

beforeAll(async () => {
  t = await createTestApp();
  alice = await signIn(t.app, { email: 'alice@example.com', name: 'Alice' });
  bob = await signIn(t.app, { email: 'bob@example.com', name: 'Bob' });
  receiptId = await storeReceipt(t.app, 'alice@example.com');
});
afterAll(async () => t.close());

describe('generating a meal plan', () => {
  let planId: string;

  it('plans 3 days of breakfast, lunch and dinner from the receipt', async () => {
    const res = await generate(alice, { receiptId, preferences: { household_size: 3 } });
    expect(res.statusCode).toBe(200);
    planId = res.json().data.id;
    const plan = (await get(alice, `/api/recipes/meal-plans/${planId}`)).json().data;
    expect(plan).toMatchObject({ days_count: 3, recipe_count: plan.recipes.length, difficulty_level: 'easy', receipt_id: receiptId });
    type Entry = { day_number: number; meal_type: string; name: string; servings: number; leftovers_for_day?: number; leftovers_from_day?: number };
    const meals = plan.recipes.filter((r: Entry) => r.meal_type !== 'snack');
    expect(meals.map((r: Entry) => r.day_number)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(meals.slice(0, 3).map((r: Entry) => r.meal_type)).toEqual(['breakfast', 'lunch', 'dinner']);
    expect(new Set(meals.map((r: Entry) => r.name)).size).toBe(9);
    for (const recipe of plan.recipes) {
      // A snack serves as many of the household as what is left of its food feeds (one peach: one person).
      if (recipe.meal_type === 'snack') expect([1, 2, 3]).toContain(recipe.servings);
      else expect(recipe.servings).toBe(recipe.leftovers_for_day === undefined ? 3 : 6);
      expect(recipe.prep_time).toBeLessThanOrEqual(60);
      expect(recipe.difficulty).toBe('easy');
      if (recipe.meal_type !== 'snack' && recipe.leftovers_from_day === undefined) expect(recipe.instructions.length).toBeGreaterThan(2);
      expect(recipe.nutritional_info).toBeNull();
    }
    // A lunch of leftovers reads as such and points at the dinner cooked for it.
    for (const lunch of plan.recipes.filter((r: Entry) => r.leftovers_from_day !== undefined)) {
      expect(lunch.name).toMatch(/^Leftovers: /);
      expect(lunch.ingredients).toEqual([]);
      const dinner = meals.find((r: Entry) => r.meal_type === 'dinner' && r.day_number === lunch.leftovers_from_day);
      expect(dinner.leftovers_for_day).toBe(lunch.day_number);
      expect(lunch.name).toBe(`Leftovers: ${dinner.name}`);
    }
    expect(plan.metrics).toMatchObject({ items_to_buy: expect.any(Number), items_to_buy_target: 6, outside_preferences: [] });
    expect(plan.metrics.used_share_by_weight).toBeGreaterThan(0);
    expect(plan.preferences).toEqual({
      days: 3,
      household_size: 3,
      cooking_skill: 'easy',
      max_prep_time: 60,
      dietary_restrictions: [],
      cuisine_preferences: [],
    });
  });

  it('takes defaults from the profile', async () => {
    await t.database.db
      .update(users)
      .set({ householdSize: 4, cookingSkillLevel: 'intermediate', dietaryPreferences: { vegetarian: true, 'low-fat': true } })
      .where(eq(users.email, 'alice@example.com'));
    const res = await generate(alice, { receiptId, preferences: {} });
    const plan = (await get(alice, `/api/recipes/meal-plans/${res.json().data.id}`)).json().data;
    expect(plan.preferences).toMatchObject({ household_size: 4, cooking_skill: 'medium', dietary_restrictions: ['vegetarian'] });
    expect(plan.recipes.every((r: { tags: string[] }) => r.tags.includes('vegetarian'))).toBe(true);
    // The stored plan, read back, still says which purchases the diet rules out and how much of the rest it uses.
    type Leftover = { ingredient: string; ruled_out_by?: string[] };
    const ruledOut = plan.metrics.leftovers.filter((l: Leftover) => l.ruled_out_by).map((l: Leftover) => [l.ingredient, l.ruled_out_by]);
    expect(ruledOut).toEqual(expect.arrayContaining([['chicken-breast', ['vegetarian']], ['salmon', ['vegetarian']]]));
    expect(ruledOut).toHaveLength(2);
    expect(plan.metrics.used_share_of_allowed_items).toBeGreaterThan(plan.metrics.used_share_by_item);
    await t.database.db
      .update(users)
      .set({ householdSize: 2, cookingSkillLevel: 'beginner', dietaryPreferences: {} })
      .where(eq(users.email, 'alice@example.com'));
  });

  it('plans with the food of a receipt whose printed date is months old or misread', async () => {
    const old = await storeReceipt(t.app, 'alice@example.com', '2019-03-02');
    const res = await generate(alice, { receiptId: old, preferences: {} });
    const plan = (await get(alice, `/api/recipes/meal-plans/${res.json().data.id}`)).json().data;
    expect(plan.metrics.used_share_by_item).toBeGreaterThan(0.3);
  });

  it('uses a bought item in place of a close ingredient and says so', async () => {
    const stand = await insertReceipt(
      t.database.db,
      await userIdOf(t.app, 'alice@example.com'),
      {
        storeName: 'Test Market',
        purchasedAt: null,
        warnings: [],
        items: [
          { raw: '2% MILK', ingredientId: 'reduced-fat-milk', name: 'reduced fat milk', quantity: 2, unit: 'l', price: 3, confidence: 0.9, isFood: true },
          { raw: 'EGGS', ingredientId: 'egg', name: 'egg', quantity: 12, unit: 'each', price: 3, confidence: 0.9, isFood: true },
        ],
      },
      { bytes: Buffer.from('not used'), type: 'image/png' },
      10,
    );
    const res = await generate(alice, { receiptId: stand, preferences: {} });
    const plan = (await get(alice, `/api/recipes/meal-plans/${res.json().data.id}`)).json().data;
    expect(plan.metrics.substitutions).toEqual(
      expect.arrayContaining([expect.objectContaining({ bought: 'reduced-fat-milk', grams: expect.any(Number) })]),
    );
    const lines = plan.recipes.flatMap((r: { ingredients: Array<{ substituted_by?: Array<{ ingredient: string }> }> }) => r.ingredients);
    expect(lines.some((l: { substituted_by?: Array<{ ingredient: string }> }) => l.substituted_by?.[0]?.ingredient === 'reduced-fat-milk')).toBe(true);
  });

  it('keeps free users to 3-day plans', async () => {
    const res = await generate(alice, { receiptId, preferences: { days: 7 } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Plans longer than 3 days are a Premium feature');
  });

  it.each([
    [{ household_size: 11 }, /^preferences\.household_size/],
    [{ max_prep_time: 20 }, /^preferences\.max_prep_time: must be a multiple of 15/],
    [{ days: 4 }, /^preferences\.days: must be 3, 5, 7, 10 or 14/],
    [{ dietary_restrictions: ['carnivore'] }, /^preferences\.dietary_restrictions\.0/],
    [{ cooking_skill: 'expert' }, /^preferences\.cooking_skill/],
  ])('rejects bad options %o naming the field', async (preferences, message) => {
    const res = await generate(alice, { receiptId, preferences });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('rejects malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/generate-meal-plan',
      headers: { ...auth(alice), 'content-type': 'application/json' },
      payload: '{"receiptId": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Malformed JSON in request body');
  });

  it('explains a request no catalogue can meet, and stores nothing', async () => {
    const before = await t.database.db.select().from(mealPlans);
    const res = await generate(alice, {
      receiptId,
      preferences: { dietary_restrictions: ['vegan', 'keto'], cuisine_preferences: ['thai'], max_prep_time: 15 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/vegan|keto|thai|Thai/);
    expect(await t.database.db.select().from(mealPlans)).toHaveLength(before.length);
  });

  it("refuses to plan from another user's receipt", async () => {
    const res = await generate(bob, { receiptId, preferences: {} });
    expect(res.statusCode).toBe(404);
  });

  it("hides a plan and its recipes from another user", async () => {
    const plan = (await get(alice, `/api/recipes/meal-plans/${planId}`)).json().data;
    expect((await get(bob, `/api/recipes/meal-plans/${planId}`)).statusCode).toBe(404);
    expect((await get(bob, `/api/recipes/${plan.recipes[0].id}`)).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/recipes/meal-plans/${planId}`, headers: auth(bob) });
    expect(del.statusCode).toBe(404);
    expect((await get(alice, `/api/recipes/meal-plans/${planId}`)).statusCode).toBe(200);
  });

  it('rates a recipe once per user, the latest rating winning', async () => {
    const plan = (await get(alice, `/api/recipes/meal-plans/${planId}`)).json().data;
    const recipeId = plan.recipes[0].id;
    const recipe = (await get(alice, `/api/recipes/${recipeId}`)).json().data;
    expect(recipe).toMatchObject({ id: recipeId, meal_plan_id: planId, day_number: 1, servings: 3, user_feedback: null });

    const rate = (body: object) =>
      t.app.inject({ method: 'POST', url: `/api/recipes/${recipeId}/feedback`, headers: auth(alice), payload: body });
    expect((await rate({ rating: 4, comments: 'Lovely', would_make_again: true })).statusCode).toBe(200);
    const again = await rate({ rating: 5, would_make_again: false });
    expect(again.json().data).toMatchObject({ rating: 5, would_make_again: false, recipe_id: recipeId });
    expect(await t.database.db.select().from(recipeFeedback)).toHaveLength(1);
    expect((await get(alice, `/api/recipes/${recipeId}`)).json().data.user_feedback).toEqual({ rating: 5, would_make_again: false, comments: null });
    expect((await rate({ rating: 6, would_make_again: true })).json().message).toMatch(/^rating/);
    const forBob = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipeId}/feedback`,
      headers: auth(bob),
      payload: { rating: 1, would_make_again: false },
    });
    expect(forBob.statusCode).toBe(404);
  });

  it("never plans again a recipe its user would not make again", async () => {
    const plan = (await get(alice, `/api/recipes/meal-plans/${planId}`)).json().data;
    const rejected = plan.recipes.filter((r: { meal_type: string }) => r.meal_type === 'dinner');
    for (const dinner of rejected) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/recipes/${dinner.id}/feedback`,
        headers: auth(alice),
        payload: { rating: 1, would_make_again: false },
      });
      expect(res.statusCode).toBe(200);
    }
    const next = (await get(alice, `/api/recipes/meal-plans/${(await generate(alice, { receiptId, preferences: { household_size: 3 } })).json().data.id}`)).json().data;
    const names = new Set(rejected.map((r: { name: string }) => r.name));
    expect(next.recipes.filter((r: { name: string }) => names.has(r.name))).toEqual([]);
  });

  it('deletes a plan', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/recipes/meal-plans/${planId}`, headers: auth(alice) });
    expect(res.statusCode).toBe(204);
    expect((await get(alice, `/api/recipes/meal-plans/${planId}`)).statusCode).toBe(404);
  });
});

describe('Premium', () => {
  it('allows 14-day plans and shows nutrition per serving', async () => {
    const dana = await signIn(t.app, { email: 'dana@example.com', name: 'Dana' });
    await grantPremium(t.app, 'dana@example.com');
    const danaReceipt = await storeReceipt(t.app, 'dana@example.com');
    const res = await generate(dana, { receiptId: danaReceipt, preferences: { days: 14 } });
    expect(res.statusCode).toBe(200);
    const plan = (await get(dana, `/api/recipes/meal-plans/${res.json().data.id}`)).json().data;
    expect(plan.recipes.filter((r: { meal_type: string }) => r.meal_type !== 'snack')).toHaveLength(42);
    expect(plan.recipe_count).toBe(plan.recipes.length);
    expect(plan.recipes[0].nutritional_info).toMatchObject({ calories: expect.any(Number), protein: expect.any(Number) });
    expect((await get(dana, '/api/auth/plan')).json().data).toMatchObject({ plan_type: 'premium', max_meal_plan_days: 14 });
  });
});

describe('planning off the event loop', () => {
  it('keeps answering other requests while a plan is being made', async () => {
    let planned = false;
    const generation = generate(alice, { receiptId, preferences: {} }).then((res) => {
      planned = true;
      return res;
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(planned).toBe(false);
    expect((await generation).statusCode).toBe(200);
  });
});

describe('listing plans', () => {
  it('pages newest first with a total', async () => {
    const erin = await signIn(t.app, { email: 'erin@example.com', name: 'Erin' });
    const erinReceipt = await storeReceipt(t.app, 'erin@example.com');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await generate(erin, { receiptId: erinReceipt, preferences: {} })).json().data.id);
    const first = (await get(erin, '/api/recipes/meal-plans?limit=2&offset=0')).json();
    expect(first).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(first.data.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
    expect(first.data[0]).toMatchObject({ days_count: 3 });
    expect(first.data[0].recipe_count).toBeGreaterThanOrEqual(9);
    const second = (await get(erin, '/api/recipes/meal-plans?limit=2&offset=2')).json();
    expect(second.data.map((p: { id: string }) => p.id)).toEqual([ids[0]]);
    expect((await get(erin, '/api/recipes/meal-plans')).json().limit).toBe(20);
    expect((await get(erin, '/api/recipes/meal-plans?limit=0')).statusCode).toBe(400);
    expect((await get(bob, '/api/recipes/meal-plans')).json()).toMatchObject({ data: [], total: 0 });
  });
});
