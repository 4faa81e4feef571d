import { exportFileName, type MealPlan } from '@forkcast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helper.js';
import { pdfText } from './support/pdf-text.js';
import { signIn } from './support/sign-in.js';
import { grantPremium, storeReceipt, userIdOf } from './support/user-data.js';

let t: TestApp;
/** Free. */
let fiona: string;
/** Premium, with a plan. */
let paula: string;
/** Premium too, but the plan is not hers. */
let pete: string;
let plan: MealPlan;
let fionaPlanId: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const exportUrl = (planId: string, extension: 'json' | 'csv' | 'pdf') => `/api/recipes/meal-plans/${planId}/export.${extension}`;

async function generatePlan(token: string, email: string): Promise<string> {
  const receiptId = await storeReceipt(t.app, email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recipes/generate-meal-plan',
    headers: auth(token),
    payload: { receiptId, preferences: { days: 3 } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  fiona = await signIn(t.app, { email: 'fiona@example.com', name: 'Fiona' });
  paula = await signIn(t.app, { email: 'paula@example.com', name: 'Paula' });
  pete = await signIn(t.app, { email: 'pete@example.com', name: 'Pete' });
  await grantPremium(t.app, 'paula@example.com');
  await grantPremium(t.app, 'pete@example.com');
  const planId = await generatePlan(paula, 'paula@example.com');
  plan = (await get(paula, `/api/recipes/meal-plans/${planId}`)).json().data;
  fionaPlanId = await generatePlan(fiona, 'fiona@example.com');
});
afterAll(async () => t.close());

describe('exports for Premium users', () => {
  it('JSON: the whole plan as GET meal plan answers it, as an attachment named after the plan', async () => {
    const res = await get(paula, exportUrl(plan.id, 'json'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${exportFileName(plan.name, 'json')}"`);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.json"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual(plan);
    expect(plan.recipes.filter((r) => r.meal_type !== 'snack')).toHaveLength(9);
    expect(plan.recipes[0]!.nutritional_info).toMatchObject({ calories: expect.any(Number) });
  });

  it('CSV: the columns of the spec, one row per recipe in day order, ingredients as plain text', async () => {
    const res = await get(paula, exportUrl(plan.id, 'csv'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${exportFileName(plan.name, 'csv')}"`);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Day,Recipe Name,Meal Type,Prep Time,Cook Time,Servings,Difficulty,Ingredients');
    expect(lines).toHaveLength(1 + plan.recipes.length + 1);
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(plan.recipes.map((r) => String(r.day_number)));
    expect(plan.recipes.map((r) => r.day_number)).toEqual([...plan.recipes.map((r) => r.day_number)].sort((a, b) => a - b));
    const first = plan.recipes[0]!;
    expect(lines[1]).toMatch(new RegExp(`^1,"?${first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?,breakfast,${first.prep_time},${first.cook_time},${first.servings},${first.difficulty},`));
    // '2 eggs; 1 cup whole milk': amount, unit and name, joined with semicolons.
    expect(lines[1]).toMatch(/,"?\S+ [^;]+(; \S+ [^;]+)+"?$/);
  });

  it("PDF: a real PDF with every day and every recipe's name, ingredients and steps", async () => {
    const res = await get(paula, exportUrl(plan.id, 'pdf'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${exportFileName(plan.name, 'pdf')}"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF\s*$/);
    const text = pdfText(pdf);
    for (const day of ['Day 1', 'Day 2', 'Day 3']) expect(text).toContain(day);
    for (const recipe of plan.recipes) {
      expect(text).toContain(recipe.name);
      expect(text).toContain(recipe.instructions[0]!.replace(/\s+/g, ' '));
      // A lunch of leftovers lists no ingredients: its dinner holds them.
      if (recipe.ingredients.length > 0) expect(text).toContain(recipe.ingredients[0]!.name);
    }
  });
});

describe('who may export', () => {
  it.each(['json', 'csv', 'pdf'] as const)('refuses a free user (%s) with EXPORT_PREMIUM_ONLY', async (extension) => {
    const res = await get(fiona, exportUrl(fionaPlanId, extension));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'EXPORT_PREMIUM_ONLY', message: 'Export feature is only available for Premium users' });
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('refuses a user whose Premium period has ended', async () => {
    const lapsed = await signIn(t.app, { email: 'lapsed@example.com', name: 'Lapsed' });
    const planId = await generatePlan(lapsed, 'lapsed@example.com');
    await grantPremium(t.app, 'lapsed@example.com');
    expect((await get(lapsed, exportUrl(planId, 'csv'))).statusCode).toBe(200);
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.userId, await userIdOf(t.app, 'lapsed@example.com')));
    expect((await get(lapsed, exportUrl(planId, 'csv'))).json().code).toBe('EXPORT_PREMIUM_ONLY');
  });

  it.each(['json', 'csv', 'pdf'] as const)("answers not found for another user's plan (%s)", async (extension) => {
    const res = await get(pete, exportUrl(plan.id, extension));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MEAL_PLAN_NOT_FOUND');
  });

  it('answers not found for a plan that does not exist, and asks for a session', async () => {
    expect((await get(paula, exportUrl('00000000-0000-4000-8000-000000000000', 'json'))).json().code).toBe('MEAL_PLAN_NOT_FOUND');
    expect((await get(paula, exportUrl('not-a-uuid', 'json'))).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: exportUrl(plan.id, 'json') });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('nutrition is Premium', () => {
  it("leaves a free user's plan and recipe without nutrition", async () => {
    const freePlan = (await get(fiona, `/api/recipes/meal-plans/${fionaPlanId}`)).json().data as MealPlan;
    expect(freePlan.recipes.every((recipe) => recipe.nutritional_info === null)).toBe(true);
    const recipe = (await get(fiona, `/api/recipes/${freePlan.recipes[0]!.id}`)).json().data;
    expect(recipe.nutritional_info).toBeNull();
  });

  it("gives a Premium user's plan and recipe nutrition per serving", async () => {
    for (const recipe of plan.recipes) {
      expect(recipe.nutritional_info).toMatchObject({ calories: expect.any(Number), protein: expect.any(Number), carbs: expect.any(Number), fat: expect.any(Number) });
    }
    const recipe = (await get(paula, `/api/recipes/${plan.recipes[0]!.id}`)).json().data;
    expect(recipe.nutritional_info).toEqual(plan.recipes[0]!.nutritional_info);
    expect(recipe.nutritional_info.calories).toBeGreaterThan(0);
  });
});
