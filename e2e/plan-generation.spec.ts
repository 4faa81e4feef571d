import { test, expect, type Locator, type Page } from '@playwright/test';
import { devSignIn } from './support/dev-sign-in';
import { generatePlanByApi, uploadReceiptByApi } from './support/receipt-image';

/** Making plans: the dialog's defaults from the profile, where toasts appear, and plan cards on the list. */

const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;
const generateDialog = (page: Page) => page.getByRole('dialog', { name: 'Generate Meal Plan' });
let users = 0;

async function signIn(page: Page) {
  await devSignIn(page, 'Hana Sato', `hana.${Date.now()}.${users++}@example.com`);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails, naming both boxes, when `toast` lies over any part of `target`. */
async function expectClear(toast: Locator, target: Locator, what: string) {
  const toastBox = (await toast.boundingBox())!;
  const targetBox = (await target.boundingBox())!;
  expect(overlaps(toastBox, targetBox), `toast ${JSON.stringify(toastBox)} covers ${what} ${JSON.stringify(targetBox)}`).toBe(false);
}

test("the dialog starts from the profile's cooking skill and household, and a late profile never undoes the user's choice", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await uploadReceiptByApi(page);

  // The dashboard's profile: an advanced cook for four.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Cooking skill level').selectOption('advanced');
  await form.getByLabel('Household size').fill('4');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();

  await page.goto('/meal-plans');
  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  const dialog = generateDialog(page);
  await expect(dialog.getByRole('radio', { name: 'Hard' })).toBeChecked();
  await expect(dialog.getByLabel('Household Size')).toHaveValue('4');
  await expect(dialog.getByLabel('Max Prep Time (minutes)')).toHaveValue('60');

  // A slow profile: the spec's defaults show meanwhile, and the household the user picks then is kept when it arrives.
  let releaseProfile = () => {};
  const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
  await page.route('**/api/auth/profile', async (route) => {
    const response = await route.fetch();
    await profileHeld;
    await route.fulfill({ response });
  });
  await page.goto('/meal-plans');
  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  await expect(dialog.getByRole('radio', { name: 'Easy' })).toBeChecked();
  await expect(dialog.getByLabel('Household Size')).toHaveValue('2');
  await dialog.getByLabel('Household Size').selectOption('6');
  const profileLoaded = page.waitForResponse('**/api/auth/profile');
  releaseProfile();
  await profileLoaded;
  await expect(dialog.getByRole('radio', { name: 'Hard' })).toBeChecked();
  await expect(dialog.getByLabel('Household Size')).toHaveValue('6');
});

test('toasts stay clear of the dialog action row, and of the new plan heading and its shopping list', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await uploadReceiptByApi(page);

  for (const [device, size] of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/meal-plans');
    await page.getByRole('button', { name: 'Create Meal Plan' }).click();
    const dialog = generateDialog(page);
    await expect(dialog.getByRole('region', { name: 'Using your most recent receipt' })).toBeVisible();

    // A refusal while the dialog is open: its toast must leave Cancel and Generate uncovered.
    const reason = 'No recipes fit these choices. Try fewer restrictions.';
    await page.route('**/api/recipes/generate-meal-plan', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: reason, code: 'NO_FEASIBLE_PLAN' }) }),
    );
    await dialog.getByRole('button', { name: 'Generate Meal Plan' }).click();
    const refusal = page.getByRole('region', { name: 'Notifications' }).getByRole('alert').filter({ hasText: reason });
    await expect(refusal).toBeVisible();
    const actionRow = dialog.getByRole('button', { name: 'Cancel' }).locator('..');
    await expectClear(refusal, actionRow, `the dialog action row (${device})`);
    await page.screenshot({ path: `test-results/screens/toast-over-dialog-${device}.png`, animations: 'disabled' });
    await refusal.getByRole('button', { name: 'Dismiss notification' }).click();
    await page.unroute('**/api/recipes/generate-meal-plan');

    // The real plan: its success toast must leave the plan's title and shopping list in view.
    await dialog.getByRole('button', { name: 'Generate Meal Plan' }).click();
    await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    const success = page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: 'Meal plan generated successfully!' });
    await expect(success).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const stillToBuy = page.getByRole('heading', { name: 'Still to buy' }).locator('..');
    await expectClear(success, heading, `the plan heading (${device})`);
    await expectClear(success, stillToBuy, `the 'Still to buy' list (${device})`);
    await page.screenshot({ path: `test-results/screens/toast-on-plan-${device}.png`, animations: 'disabled' });
    // Scrolled down to while the toast still shows (as a reader reaches it from above), the list is not under it either.
    await stillToBuy.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expectClear(success, stillToBuy, `the 'Still to buy' list scrolled into view (${device})`);
  }
});

test('a plan card shows at most three lines of a long description', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const receiptId = await uploadReceiptByApi(page);
  await generatePlanByApi(page, receiptId);
  await generatePlanByApi(page, receiptId);
  const longDescription = Array.from({ length: 12 }, (_, i) => `Sentence ${i + 1} of a long plan description that goes on.`).join(' ');
  const longName = 'A plan whose very long name runs over three whole lines of the card title on a desktop screen';
  // Two cards side by side: a long description beside a card made taller by a long name, as real plans can be.
  await page.route('**/api/recipes/meal-plans?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { name: string; description: string }[] };
    body.data[0]!.description = longDescription;
    body.data[1]!.name = longName;
    await route.fulfill({ response, json: body });
  });

  for (const [device, size] of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/meal-plans');
    const description = page.getByRole('article').first().getByText(/^Sentence 1 of/);
    await expect(description).toBeVisible();
    const { height, lineHeight } = await description.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(height, `${device}: description ${height}px tall, line height ${lineHeight}px`).toBeLessThanOrEqual(3 * lineHeight + 1);
    await page.screenshot({ path: `test-results/screens/plan-cards-${device}.png`, animations: 'disabled' });
  }
});
