import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { accessToken } from './dev-sign-in';

// A labelled real receipt from the shared development set (Costco, Canada; MIT, see ../shared/receipts/README.md).
const RECEIPT_IMAGE = path.resolve(import.meta.dirname, '../../../shared/receipts/images/beanbeaver__costco_20260301_redact.jpg');

/** Uploads the receipt and generates a 3-day plan through the API as the signed-in user; resolves with the plan id. */
export async function createMealPlan(page: Page): Promise<string> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const upload = await page.request.post('/api/receipts/upload', {
    headers,
    multipart: { receipt: { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: readFileSync(RECEIPT_IMAGE) } },
    timeout: 60_000,
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { receiptId } = ((await upload.json()) as { data: { receiptId: string } }).data;

  const generate = await page.request.post('/api/recipes/generate-meal-plan', {
    headers,
    data: { receiptId, preferences: { days: 3 } },
  });
  expect(generate.status(), await generate.text()).toBe(200);
  return ((await generate.json()) as { data: { id: string } }).data.id;
}
