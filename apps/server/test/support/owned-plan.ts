import type { AuthSession } from '@forkcast/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mealPlans } from '../../src/db/schema.js';
import { insertReceipt } from './receipt-row.js';

/**
 * A stored receipt (without OCR: its items are written straight in), a meal plan generated from it through the API,
 * one recipe of that plan and the job that made the plan, all owned by the session's user.
 */
export async function createOwnedPlan(
  app: FastifyInstance,
  owner: AuthSession,
): Promise<{ receipt: string; plan: string; recipe: string; job: string }> {
  const receipt = await insertReceipt(
    app.database.db,
    owner.user.id,
    {
      storeName: 'Test Market',
      purchasedAt: new Date().toISOString().slice(0, 10),
      warnings: [],
      items: (['chicken-breast', 'egg', 'onion', 'tomato', 'banana', 'whole-milk'] as const).map((ingredientId) => ({
        raw: ingredientId.toUpperCase(),
        ingredientId,
        name: ingredientId,
        quantity: 4,
        unit: 'each',
        price: 2,
        confidence: 0.9,
        isFood: true,
      })),
    },
    { bytes: Buffer.from('image bytes'), type: 'image/png' },
    5,
  );
  const headers = { authorization: `Bearer ${owner.access_token}` };
  const generated = await app.inject({
    method: 'POST',
    url: '/api/recipes/generate-meal-plan',
    headers,
    payload: { receiptId: receipt, preferences: {} },
  });
  const plan: string = generated.json().data.id;
  const recipe: string = (await app.inject({ method: 'GET', url: `/api/recipes/meal-plans/${plan}`, headers })).json().data.recipes[0].id;
  const [made] = await app.database.db.select({ job: mealPlans.jobId }).from(mealPlans).where(eq(mealPlans.id, plan));
  return { receipt, plan, recipe, job: made!.job! };
}
