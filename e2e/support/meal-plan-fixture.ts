import { expect, type Page } from '@playwright/test';
import { accessToken } from './dev-sign-in';
import { receiptJpeg } from './receipt-image';

/**
 * A weekly shop as the user confirms it on the receipt review page: the journey corrects the read items to this
 * list before planning, as a user would, so the plan does not depend on OCR details.
 */
const REVIEWED_ITEMS = [
  ['chicken-breast', 'chicken breast', 800, 'g'],
  ['spinach', 'baby spinach', 300, 'g'],
  ['tomato', 'tomatoes', 6, 'each'],
  ['egg', 'eggs', 12, 'each'],
  ['whole-milk', 'whole milk', 2, 'l'],
  ['onion', 'onions', 3, 'each'],
  ['bell-pepper', 'bell peppers', 3, 'each'],
  ['broccoli', 'broccoli', 500, 'g'],
  ['greek-yogurt', 'greek yogurt', 500, 'g'],
  ['rolled-oats', 'rolled oats', 500, 'g'],
  ['basmati-rice', 'basmati rice', 1, 'kg'],
  ['banana', 'bananas', 6, 'each'],
  ['cheddar', 'cheddar', 200, 'g'],
  ['lemon', 'lemons', 2, 'each'],
] as const;

/** Uploads a receipt photo, saves the reviewed items and generates a 3-day plan through the API; resolves with the plan id. */
export async function createMealPlan(page: Page): Promise<string> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const upload = await page.request.post('/api/receipts/upload', {
    headers,
    multipart: { receipt: { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await receiptJpeg() } },
    timeout: 60_000,
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { receiptId } = ((await upload.json()) as { data: { receiptId: string } }).data;

  const review = await page.request.put(`/api/receipts/${receiptId}/items`, {
    headers,
    data: {
      items: REVIEWED_ITEMS.map(([ingredient, name, quantity, unit]) => ({ raw: name.toUpperCase(), ingredient, name, quantity, unit, is_food: true })),
    },
  });
  expect(review.status(), await review.text()).toBe(200);

  const generate = await page.request.post('/api/recipes/generate-meal-plan', {
    headers,
    data: { receiptId, preferences: { days: 3 } },
  });
  expect(generate.status(), await generate.text()).toBe(200);
  return ((await generate.json()) as { data: { id: string } }).data.id;
}
