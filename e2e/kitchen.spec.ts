import { test, expect, type Page } from '@playwright/test';
import { accessToken, devSignIn } from './support/dev-sign-in';
import { uploadReceiptByApi } from './support/receipt-image';

test.use({ serviceWorkers: 'allow' }); // the offline steps need the app's service worker

/**
 * The kitchen's loop: a receipt's food goes into stock, a plan is made from the whole kitchen, cooking a recipe takes
 * its food out of stock, the shopping list is ticked offline and the ticks arrive once back online, and the dashboard
 * charts what was bought and cooked.
 */

const shots = 'test-results/kitchen';
type StockItem = { ingredient: string; grams: number | null };

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

test('receipt -> kitchen -> plan from the kitchen -> cook -> shopping list ticked offline -> chart', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await devSignIn(page, 'Ines Ortega', `ines.${Date.now()}@example.com`);
  await uploadReceiptByApi(page);

  // The receipt's food goes into the kitchen from the receipts list.
  await page.goto('/receipts');
  await page.getByRole('button', { name: 'Put in kitchen' }).click();
  await expect(page.getByText('In your kitchen', { exact: true })).toBeVisible();
  await screenshots(page, 'receipts');

  await page.goto('/kitchen');
  await expect(page.getByRole('heading', { name: 'Your Kitchen' })).toBeVisible();
  await expect(page.getByTestId('stock-row').first()).toBeVisible();
  const stockRows = await page.getByTestId('stock-row').count();
  expect(stockRows).toBeGreaterThan(3);
  await screenshots(page, 'kitchen');

  // A plan from everything in the kitchen.
  await page.getByRole('link', { name: 'Plan from my kitchen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Meal Plan' });
  await expect(dialog.getByRole('radio', { name: /Everything in my kitchen/ })).toBeChecked();
  await expect(dialog.getByText(/\d+ items still good/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Generate Meal Plan' }).click();
  await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const planUrl = new URL(page.url()).pathname;

  // Cooking the first recipe takes its food out of stock; undo puts it back.
  const before = await stockGrams(page);
  const cook = page.getByRole('button', { name: /^Mark as cooked:/ }).first();
  await cook.click();
  await expect(page.getByRole('button', { name: /^Undo cooked:/ }).first()).toBeVisible();
  const after = await stockGrams(page);
  expect(after).toBeLessThan(before);
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
  await expect(page.getByRole('checkbox', { name: entryName })).toBeChecked();

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
