import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';
import { groceryReceiptLines, renderReceipt } from './support/receipt-image.js';
import { uploadReceipt } from './support/receipt-upload.js';
import { createSession } from './support/sign-in.js';
import { storeReceipt } from './support/stored-receipt.js';
import { recordUsage, storedFor, subscribe } from './support/usage.js';

/**
 * Requests racing for the last allowance (run on PGlite, and on PostgreSQL with TEST_DATABASE_URL): exactly one is
 * admitted; the others are refused with 429 and leave no receipt, no plan and no usage event behind.
 */
const RACERS = 20;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FORKCAST_PLANS_FILE: undefined });
});
afterAll(async () => t.close());

/** How many answered with each status and code. */
function outcomes(responses: Array<{ statusCode: number; json(): { code?: string; message?: string } }>) {
  const counted = new Map<string, number>();
  for (const res of responses) {
    const key = res.statusCode === 200 ? '200' : `${res.statusCode} ${res.json().code}: ${res.json().message}`;
    counted.set(key, (counted.get(key) ?? 0) + 1);
  }
  return Object.fromEntries(counted);
}

describe(`${RACERS} requests at once for the last allowance`, () => {
  it('admits exactly one receipt upload of a free user (1 a week)', async () => {
    const { user, access_token } = await createSession(t.app, { email: 'racer@example.com' });
    // Different photos, so none is refused as a duplicate: only the allowance decides.
    const photos = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => renderReceipt([`  RACE MARKET ${i + 1}`, ...groceryReceiptLines.slice(3)])),
    );
    const responses = await Promise.all(photos.map((photo) => uploadReceipt(t.app, access_token, photo)));
    expect(outcomes(responses)).toEqual({
      '200': 1,
      '429 RECEIPT_LIMIT_REACHED: Weekly receipt upload limit reached. Please upgrade your plan or wait until next week.':
        RACERS - 1,
    });
    expect(await storedFor(t.app, user.id)).toEqual({ receipts: 1, mealPlans: 0, receiptEvents: 1, mealPlanEvents: 0 });
  });

  it('admits exactly one meal plan generation of a Premium user at 6 of 7 this week', async () => {
    const { user, access_token } = await createSession(t.app, { email: 'planner@example.com' });
    await subscribe(t.app, user.id);
    await recordUsage(t.app, user.id, 'meal_plan_generation', Array.from({ length: 6 }, () => new Date(Date.now() - 1000)));
    const receiptId = await storeReceipt(t.app, user.id);
    const responses = await Promise.all(
      Array.from({ length: RACERS }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/recipes/generate-meal-plan',
          headers: { authorization: `Bearer ${access_token}` },
          payload: { receiptId, preferences: {} },
        }),
      ),
    );
    expect(outcomes(responses)).toEqual({
      '200': 1,
      '429 MEAL_PLAN_LIMIT_REACHED: Weekly meal plan generation limit reached. Please upgrade your plan or wait until next week.':
        RACERS - 1,
    });
    expect(await storedFor(t.app, user.id)).toEqual({ receipts: 1, mealPlans: 1, receiptEvents: 0, mealPlanEvents: 7 });
  });
});
