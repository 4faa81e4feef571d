import { test, expect, type Page } from '@playwright/test';
import { seriousAxeViolations } from './support/axe';
import { defaultPlansURL } from './support/default-plans-server';
import { devSignIn } from './support/dev-sign-in';
import { receiptJpeg, undatedReceiptJpeg, uploadReceiptByApi } from './support/receipt-image';

/**
 * Premium (issue 13), as a new free user meets it: the week's allowance used up on the upload screen and in the
 * generate dialog, the way up through Pricing and the test checkout, and the dashboard and longer plans after.
 * Runs on the test server with the default plans (the Pricing page's reading: Free 1 receipt and 1 meal plan a week).
 */
test.use({ baseURL: defaultPlansURL });

const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;
const dir = 'test-results/screens';
const generateDialog = (page: Page) => page.getByRole('dialog', { name: 'Generate Meal Plan' });
let users = 0;

async function shoot(page: Page, name: string, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} is wider than the screen`).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `${dir}/${name}.png`, animations: 'disabled' });
  // The whole page too; the phone's fixed tab bar then shows where the screen's bottom edge was.
  await page.screenshot({ path: `${dir}/${name}-full.png`, animations: 'disabled', fullPage: true });
}

async function chooseReceipt(page: Page, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose from Gallery' }).click();
  await (await chooser).setFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer });
  await expect(page.getByRole('img', { name: 'Preview of the chosen receipt' })).toBeVisible();
}

test('a free user reaches the limit, upgrades through checkout, and plans up to 14 days', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(SIZES[0][1]);
  await devSignIn(page, 'Paula Green', `paula.${Date.now()}.${users++}@example.com`);

  // One receipt a week on Free: the banner says so before, and stops the next one after.
  await page.goto('/upload');
  await expect(page.getByRole('status').filter({ hasText: '1 receipt upload left' })).toBeVisible();
  await chooseReceipt(page, await receiptJpeg());
  await shoot(page, 'upload-banner-before-desktop', SIZES[0][1].width);
  await page.getByRole('button', { name: 'Process Receipt' }).click();
  await expect(page).toHaveURL(/\/meal-plans\?receipt=/, { timeout: 60_000 });
  const dialog = generateDialog(page);
  await expect(dialog.getByRole('status').filter({ hasText: '1 meal plan left' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/upload');
  const uploadLimit = page.getByRole('status').filter({ hasText: 'Usage Limit Reached' });
  await expect(uploadLimit).toBeVisible();
  await expect(uploadLimit.getByRole('link', { name: 'Upgrade Premium' })).toHaveAttribute('href', '/pricing');
  await chooseReceipt(page, await undatedReceiptJpeg());
  await expect(page.getByRole('button', { name: 'Process Receipt' })).toBeDisabled();
  for (const [device, size] of SIZES) {
    await page.setViewportSize(size);
    await shoot(page, `upload-limit-banner-${device}`, size.width);
  }
  expect(await seriousAxeViolations(page, 'upload at the limit')).toEqual([]);
  await page.setViewportSize(SIZES[0][1]);

  // One meal plan a week: the first is made, then the dialog shows the limit and will not generate.
  await page.goto('/meal-plans');
  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  await expect(dialog.getByRole('region', { name: 'Using your most recent receipt' })).toBeVisible();
  await expect(dialog.getByLabel('Number of Days')).toHaveValue('3 days');
  await dialog.getByRole('button', { name: 'Generate Meal Plan' }).click();
  await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/, { timeout: 90_000 });
  await page.goto('/meal-plans');
  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Usage Limit Reached' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Generate Meal Plan' })).toBeDisabled();
  await shoot(page, 'generate-dialog-limit-desktop', SIZES[0][1].width);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Pricing: Free is the current plan; Get Started goes through the test checkout and back.
  await page.goto('/pricing');
  const free = page.getByRole('region', { name: 'Free' });
  const premium = page.getByRole('region', { name: 'Premium' });
  await expect(free.getByText('Current Plan')).toBeVisible();
  await expect(free.getByText('Free Forever')).toBeVisible();
  for (const [device, size] of SIZES) {
    await page.setViewportSize(size);
    await shoot(page, `pricing-free-${device}`, size.width);
  }
  await page.setViewportSize(SIZES[0][1]);
  await premium.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveTitle(/Test checkout/);
  await page.getByRole('button', { name: 'Complete test payment' }).click();
  await expect(page).toHaveURL(/\/subscription\/success$/);

  // The dashboard: Premium, this week's numbers, and every tab.
  await page.goto('/dashboard');
  await expect(page.getByText('Premium', { exact: true }).first()).toBeVisible();
  const stats = page.getByRole('list', { name: 'Your usage' });
  await expect(stats.getByRole('listitem').filter({ hasText: 'Receipts This Week' })).toContainText('1');
  await expect(stats.getByRole('listitem').filter({ hasText: 'Meal Plans This Week' })).toContainText('1');
  await expect(stats.getByRole('listitem').filter({ hasText: 'Total Operations' })).toContainText('2');

  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  await expect(page.getByRole('tabpanel', { name: 'Overview' }).getByText('Active', { exact: true })).toBeVisible();
  // Arrow keys move between the tabs (WAI-ARIA tabs).
  await tabs.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Usage & Limits' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Usage & Limits' })).toHaveAttribute('aria-selected', 'true');
  const usagePanel = page.getByRole('tabpanel', { name: 'Usage & Limits' });
  await expect(usagePanel.getByText(/^Week of /)).toBeVisible();
  await expect(usagePanel.getByText('Meal plans up to 14 days')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const subscriptionPanel = page.getByRole('tabpanel', { name: 'Subscription' });
  await expect(subscriptionPanel.getByText(/^(Renews|Ends) on$/)).toBeVisible();
  // The billing portal: a failure says so beside the button, and the next try goes there.
  await page.route('**/api/subscriptions/manage-billing', (route) => route.abort());
  await subscriptionPanel.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(subscriptionPanel.getByRole('alert')).toHaveText('Failed to access billing portal');
  await page.unroute('**/api/subscriptions/manage-billing');
  await subscriptionPanel.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveTitle('Test billing portal');
  await page.goBack();
  await expect(tabs.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');

  for (const [device, size] of SIZES) {
    await page.setViewportSize(size);
    for (const tab of ['Overview', 'Usage & Limits', 'Subscription', 'Profile']) {
      await tabs.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await shoot(page, `dashboard-${tab.toLowerCase().replace(/\W+/g, '-')}-${device}`, size.width);
    }
  }
  expect(await seriousAxeViolations(page, 'dashboard')).toEqual([]);

  await page.setViewportSize(SIZES[0][1]);
  await page.goto('/pricing');
  await expect(premium.getByText('Current Plan')).toBeVisible();
  await expect(page.getByText('Premium plan')).toBeVisible();
  await shoot(page, 'pricing-premium-desktop', SIZES[0][1].width);

  // Premium plans run up to 14 days.
  await page.goto('/meal-plans');
  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  await expect(dialog.getByLabel('Number of Days').getByRole('option')).toHaveText(['3 days', '5 days', '7 days', '10 days', '14 days']);
  await dialog.getByLabel('Number of Days').selectOption('14');
  await expect(dialog.getByLabel('Number of Days')).toHaveValue('14');
});

test("a pre-check refusal and the upload's own 429 are told in the spec's words", async ({ page }) => {
  test.setTimeout(120_000);
  await devSignIn(page, 'Quinn Limit', `quinn.${Date.now()}.${users++}@example.com`);
  await uploadReceiptByApi(page);

  // The banner is behind the server (usage answered before the upload counted): the pre-check still refuses.
  await page.route('**/api/auth/usage', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { usage_percentages: { receipt_processing: { used: number; percentage: number } } } };
    Object.assign(body.data.usage_percentages.receipt_processing, { used: 0, percentage: 0 });
    await route.fulfill({ response, json: body });
  });
  let uploads = 0;
  page.on('request', (request) => request.url().includes('/api/receipts/upload') && uploads++);
  await page.goto('/upload');
  await chooseReceipt(page, await undatedReceiptJpeg());
  await page.getByRole('button', { name: 'Process Receipt' }).click();
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
  const weeklyLimit = 'Weekly receipt upload limit reached. Please upgrade your plan or wait until next week.';
  await expect(toast).toHaveText(weeklyLimit);
  expect(uploads).toBe(0);
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);

  // The pre-check passes (behind the server too): the upload's own 429 is shown as the server says it.
  await page.route('**/api/auth/check-limits', (route) => route.fulfill({ json: { data: { isAtLimit: false, isAtCostLimit: false } } }));
  const answer = page.waitForResponse('**/api/receipts/upload*');
  await page.getByRole('button', { name: 'Process Receipt' }).click();
  expect((await answer).status()).toBe(429);
  await expect(toast).toHaveText(weeklyLimit);
  expect(uploads).toBe(1);
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();

  // A pre-check that fails for another reason says the limits could not be verified.
  await page.route('**/api/auth/check-limits', (route) => route.abort());
  await page.getByRole('button', { name: 'Process Receipt' }).click();
  await expect(toast).toHaveText('Unable to verify usage limits. Please try again.');
  expect(uploads).toBe(1);
});

test('a checkout that cannot be opened says so, and the user stays on Pricing', async ({ page }) => {
  await devSignIn(page, 'Rae Retry', `rae.${Date.now()}.${users++}@example.com`);
  await page.route('**/api/subscriptions/checkout', (route) => route.abort());
  await page.goto('/pricing');
  await page.getByRole('region', { name: 'Premium' }).getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toHaveText('Failed to create checkout session');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('region', { name: 'Premium' }).getByRole('button', { name: 'Get Started' })).toBeEnabled();
});
