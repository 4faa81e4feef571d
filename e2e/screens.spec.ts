import { test, expect, type Page } from '@playwright/test';
import { accessToken, devSignIn } from './support/dev-sign-in';
import { createMealPlan } from './support/meal-plan-fixture';
import { receiptJpeg, undatedReceiptJpeg, uploadReceiptByApi } from './support/receipt-image';

/**
 * Screenshots of the main screens at desktop and phone size, for a person to look at (test-results/screens), with the one
 * check a picture makes easy to miss: nothing is wider than the screen.
 */

const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;
const dir = 'test-results/screens';

async function shoot(page: Page, name: string, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} is wider than the screen`).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `${dir}/${name}.png`, animations: 'disabled' });
  await page.screenshot({ path: `${dir}/${name}-full.png`, animations: 'disabled', fullPage: true });
}

test('upload, receipt review, plan and recipe screens at desktop and phone size', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await devSignIn(page, 'Screen Cook', `screens.${Date.now()}@example.com`);
  // A photo of its own: the plan fixture uploads the standard one, and the same photo twice is refused as a duplicate.
  const receiptId = await uploadReceiptByApi(page, await undatedReceiptJpeg());
  const planId = await createMealPlan(page);
  const plan = (await (await page.request.get(`/api/recipes/meal-plans/${planId}`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } })).json()) as {
    data: { recipes: { id: string }[] };
  };
  const recipeId = plan.data.recipes[0]!.id;

  for (const [device, size] of SIZES) {
    await page.setViewportSize(size);

    await page.goto('/upload');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose from Gallery' }).click();
    await (await chooser).setFiles({ name: 'PXL_20260301_095612123.MP.jpg', mimeType: 'image/jpeg', buffer: await receiptJpeg() });
    await expect(page.getByRole('img', { name: 'Preview of the chosen receipt' })).toBeVisible();
    await shoot(page, `upload-chosen-${device}`, size.width);

    await page.goto(`/receipts/${receiptId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'FRESHWAY MARKET' })).toBeVisible();
    if (device === 'desktop') await expect(page.getByRole('button', { name: 'Enlarge the receipt photo' })).toBeVisible();
    await shoot(page, `receipt-review-${device}`, size.width);

    await page.goto(`/meal-plans/${planId}`);
    await expect(page.getByRole('heading', { name: 'Still to buy' })).toBeVisible();
    await shoot(page, `plan-${device}`, size.width);

    await page.goto(`/recipes/${recipeId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, `recipe-${device}`, size.width);
  }
  await context.close();
});
