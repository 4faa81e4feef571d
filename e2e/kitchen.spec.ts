import { test, expect, type Page } from '@playwright/test';
import { accessToken, devSignIn } from './support/dev-sign-in';
import { otherReceiptJpeg, uploadReceiptByApi } from './support/receipt-image';

test.use({ serviceWorkers: 'allow' }); // the offline steps need the app's service worker

/**
 * The kitchen's loop: two receipts' food goes into one kitchen (one from its review page, one from the kitchen's banner),
 * a plan is made from the whole kitchen, cooking two recipes takes their food out of stock, the shopping list is ticked offline and the ticks arrive once back online, and the dashboard
 * charts what was bought and cooked.
 */

const shots = 'test-results/kitchen';
type StockItem = { ingredient: string; grams: number | null; receipt_id: string | null };

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}
const stockGrams = async (page: Page) =>
  (await api<{ items: StockItem[] }>(page, '/api/kitchen/stock')).items.reduce((sum, item) => sum + (item.grams ?? 0), 0);

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-phone.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/${name}-desktop.png`, fullPage: true, animations: 'disabled' });
}

test('two receipts -> one kitchen -> plan from the kitchen -> cook two recipes -> shopping list ticked offline -> chart', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await devSignIn(page, 'Ines Ortega', `ines.${Date.now()}@example.com`);
  const firstReceipt = await uploadReceiptByApi(page);
  const secondReceipt = await uploadReceiptByApi(page, await otherReceiptJpeg());

  // The first receipt goes into the kitchen from its review page.
  await page.goto(`/receipts/${firstReceipt}`);
  await expect(page.getByRole('heading', { name: 'What you bought' })).toBeVisible();
  const putIn = page.getByRole('button', { name: 'Put in kitchen' });
  await expect(putIn).toBeEnabled();
  await screenshots(page, 'receipt-put-in-kitchen');
  await putIn.click();
  await expect(page.getByText('In your kitchen', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Open your kitchen' }).click();

  // The kitchen points at the receipt still waiting, and one button puts it in.
  await expect(page.getByRole('heading', { name: 'Your Kitchen' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Receipts not in your kitchen' });
  await expect(banner).toContainText('1 receipt not in your kitchen yet');
  await screenshots(page, 'kitchen-banner');
  await banner.getByRole('button', { name: 'Put it in your kitchen' }).click();
  await expect(banner).toBeHidden();

  // One kitchen holding both receipts' food, each with its use-by.
  const stock = await api<{ items: StockItem[] }>(page, '/api/kitchen/stock');
  expect(new Set(stock.items.map((item) => item.receipt_id))).toEqual(new Set([firstReceipt, secondReceipt]));
  const rows = page.getByTestId('stock-row');
  await expect(rows).toHaveCount(stock.items.length);
  for (const row of await rows.all()) await expect(row).toContainText(/Use today|Use by tomorrow|Use within \d+ days/);
  await screenshots(page, 'kitchen');

  // A plan from everything in the kitchen.
  await page.getByRole('link', { name: 'Plan from my kitchen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Meal Plan' });
  await expect(dialog.getByRole('radio', { name: /Everything in my kitchen/ })).toBeChecked();
  await expect(dialog.getByText(/\d+ items still good/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Generate Meal Plan' }).click();
  await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const planUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('region', { name: 'Your groceries' })).toContainText(/of food in your kitchen/);

  // Cooking two recipes takes each one's food out of stock.
  const cookButtons = page.getByRole('button', { name: /^Mark as cooked:/ });
  const undoButtons = page.getByRole('button', { name: /^Undo cooked:/ });
  let grams = await stockGrams(page);
  for (const cooked of [1, 2]) {
    await cookButtons.first().click();
    await expect(undoButtons).toHaveCount(cooked);
    const left = await stockGrams(page);
    expect(left).toBeLessThan(grams);
    grams = left;
  }
  await screenshots(page, 'plan-cooked');

  // The shopping list: what the plan still needs and the kitchen lacks.
  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { name: 'Shopping List' })).toBeVisible();
  const boxes = page.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  await screenshots(page, 'shopping-list');

  // Offline: the service worker keeps the list (and the plan) readable, and a tick waits on the device.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(boxes.first()).toBeVisible();
  await page.goto(planUrl);
  await expect(page.getByRole('button', { name: /^Undo cooked:/ }).first()).toBeVisible();
  await page.goto('/shopping-list');
  await expect(boxes.first()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shopping List' })).toBeVisible();
  const first = boxes.first();
  const entryName = (await first.locator('xpath=..').innerText()).split('\n')[0]!.trim();
  await first.check();
  await expect(page.getByRole('status').filter({ hasText: 'kept on this device' })).toBeVisible();
  await page.goto(planUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/shopping-list');
  // The entry by its exact name: another may start with the same word ('onion', 'onion powder').
  const ticked = page.locator('label').filter({ has: page.getByText(entryName, { exact: true }) }).getByRole('checkbox');
  await expect(ticked).toBeChecked();

  // Back online, the tick reaches the server.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'kept on this device' })).toBeHidden({ timeout: 15_000 });
  const list = await api<{ entries: Array<{ name: string; ticked: boolean }> }>(page, '/api/kitchen/shopping-list');
  expect(list.entries.find((entry) => entry.name === entryName)?.ticked).toBe(true);

  // The dashboard's chart of the week.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your kitchen, week by week' })).toBeVisible();
  await expect(page.getByRole('img', { name: /bought/ })).toBeVisible();
  await expect(page.getByText(/Cooked or eaten.*this week/)).toBeVisible();
  await screenshots(page, 'dashboard');
});
