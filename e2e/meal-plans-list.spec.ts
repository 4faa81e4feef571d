import { test, expect, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from './support/axe';
import { devSignIn } from './support/dev-sign-in';
import { generatePlanByApi, uploadReceiptByApi } from './support/receipt-image';

/** Meal plans list and generate dialog journeys against the real server and planner. */

const shots = 'test-results/screenshots';
const generateDialog = (page: Page) => page.getByRole('dialog', { name: 'Generate Meal Plan' });
const cards = (page: Page) => page.getByRole('article');
let users = 0;
/** A fresh user per test; waits for the dashboard greeting, which shows once the session is stored (the URL changes first). */
async function signIn(page: Page) {
  await devSignIn(page, 'Omar Haddad', `omar.${Date.now()}.${users++}@example.com`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Omar Haddad!' })).toBeVisible();
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('empty state, then 25 plans in pages of 20, with no serious accessibility violations', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page);
  const problems: string[] = [];

  await page.goto('/meal-plans');
  await expect(page.getByRole('heading', { name: 'No meal plans yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Your First Plan' })).toHaveAttribute('href', '/upload');
  problems.push(...(await seriousAxeViolations(page, 'empty list')));
  await page.screenshot({ path: `${shots}/meal-plans-empty-desktop.png`, animations: 'disabled' });

  // With no receipt yet the dialog says so and offers the upload.
  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  await expect(generateDialog(page).getByText('No Receipt Found')).toBeVisible();
  await expect(generateDialog(page).getByRole('button', { name: 'Generate Meal Plan' })).toBeDisabled();
  await page.screenshot({ path: `${shots}/generate-dialog-no-receipt-desktop.png`, animations: 'disabled' });
  await generateDialog(page).getByRole('button', { name: 'Upload Receipt First' }).click();
  await expect(page).toHaveURL(/\/upload$/);

  const receiptId = await uploadReceiptByApi(page);
  for (let i = 0; i < 25; i++) await generatePlanByApi(page, receiptId);

  await page.goto('/meal-plans');
  await expect(cards(page)).toHaveCount(20);
  const pager = page.getByRole('navigation', { name: 'Meal plan pages' });
  await expect(pager.getByText('Showing 1-20 of 25 plans')).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const first = cards(page).first();
  await expect(first.getByText('3 days', { exact: true })).toBeVisible();
  await expect(first.getByText(/^\d+ recipes$/)).toBeVisible();
  await expect(first.getByText(/^Created /)).toBeVisible();
  problems.push(...(await seriousAxeViolations(page, 'list desktop')));
  await page.screenshot({ path: `${shots}/meal-plans-desktop.png`, animations: 'disabled' });

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(cards(page)).toHaveCount(5);
  await expect(pager.getByText('Showing 21-25 of 25 plans')).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.goBack();
  await expect(cards(page)).toHaveCount(20);

  // A card's View opens its plan.
  const name = await first.getByRole('heading').textContent();
  await first.getByRole('link', { name: `View ${name}` }).click();
  await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/);

  // The dialog with the latest receipt (blue box), on desktop and phone.
  for (const [device, size] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(size);
    await page.goto('/meal-plans');
    await expect(cards(page)).toHaveCount(20);
    if (device === 'phone') {
      problems.push(...(await seriousAxeViolations(page, 'list phone')));
      await page.screenshot({ path: `${shots}/meal-plans-phone.png`, animations: 'disabled' });
    }
    await page.getByRole('button', { name: 'Create Meal Plan' }).click();
    const recent = generateDialog(page).getByRole('region', { name: 'Using your most recent receipt' });
    await expect(recent).toContainText('Freshway Market');
    await expect(recent.getByRole('link', { name: 'Want to use a different receipt? Upload a new one first' })).toHaveAttribute('href', '/upload');
    await generateDialog(page).getByRole('button', { name: 'Advanced options' }).click();
    await expect(generateDialog(page).getByRole('group', { name: 'Cuisine Preferences' })).toBeVisible();
    problems.push(...(await seriousAxeViolations(page, `dialog ${device}`)));
    await page.screenshot({ path: `${shots}/generate-dialog-${device}.png`, animations: 'disabled' });
    await generateDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(generateDialog(page)).toBeHidden();
  }
  expect(problems).toEqual([]);
  await context.close();
});

test('delete asks first; Cancel keeps the plan, Delete removes it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const receiptId = await uploadReceiptByApi(page);
  await generatePlanByApi(page, receiptId);
  await generatePlanByApi(page, receiptId);
  await page.goto('/meal-plans');
  await expect(cards(page)).toHaveCount(2);

  const card = cards(page).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const planLink = (await card.getByRole('link', { name: `View ${name}` }).getAttribute('href')) ?? '';
  const menuButton = card.getByRole('button', { name: `More actions for ${name}` });
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'Review receipt items' })).toHaveAttribute('href', `/receipts/${receiptId}`);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete meal plan?' });
  await expect(confirm).toContainText('Are you sure you want to delete this meal plan?');
  await page.screenshot({ path: `${shots}/meal-plans-delete-confirm-desktop.png`, animations: 'disabled' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(cards(page)).toHaveCount(2);

  // Keyboard: Enter opens the menu on its first item, arrows move, Enter chooses.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Meal plan deleted successfully')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.locator(`a[href="${planLink}"]`)).toHaveCount(0);
  await expect(menuButton).toHaveCount(1); // the other plan (same name, other id) stays
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.locator(`a[href="${planLink}"]`)).toHaveCount(0);
});

test('the generate dialog works from the keyboard alone, and keeps focus inside', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await uploadReceiptByApi(page);
  await page.goto('/meal-plans');

  const create = page.getByRole('button', { name: 'Create Meal Plan' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const dialog = generateDialog(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('region', { name: 'Using your most recent receipt' })).toBeVisible();
  // Focus never leaves the open dialog, however far the user tabs.
  for (let i = 0; i < 45; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await tabTo(page, dialog.getByLabel('Household Size'));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Household Size')).toHaveValue('3');
  await tabTo(page, dialog.getByRole('radio', { name: 'Easy' }));
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await tabTo(page, dialog.getByRole('checkbox', { name: 'Vegetarian' }));
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Advanced options' }));
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('checkbox', { name: 'Italian' }));
  await page.keyboard.press('Space');

  const sent = page.waitForRequest('**/api/recipes/generate-meal-plan');
  await tabTo(page, dialog.getByRole('button', { name: 'Generate Meal Plan' }));
  await page.keyboard.press('Enter');
  const body = (await sent).postDataJSON() as { preferences: Record<string, unknown> };
  expect(body.preferences).toEqual({
    days: 3,
    household_size: 3,
    cooking_skill: 'medium',
    max_prep_time: 60,
    dietary_restrictions: ['vegetarian'],
    cuisine_preferences: ['italian'],
  });
  await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByText('Meal plan generated successfully!')).toBeVisible();
});

test('a plan the server cannot make shows why in the dialog and in a toast above it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await uploadReceiptByApi(page);
  const reason = 'No recipes fit vegan, keto and paleo within 15 minutes of prep. Try fewer restrictions.';
  // The planner's refusal, answered as the server does for an impossible combination.
  await page.route('**/api/recipes/generate-meal-plan', (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: reason }) }),
  );
  await page.goto('/meal-plans');
  await page.getByRole('button', { name: 'Create Meal Plan' }).click();
  const dialog = generateDialog(page);
  await expect(dialog.getByRole('region', { name: 'Using your most recent receipt' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Generate Meal Plan' }).click();

  // The form's own message (the toast region sits inside the open dialog too).
  const inline = dialog.locator('form').getByRole('alert');
  await expect(inline).toHaveText(reason);
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert').filter({ hasText: reason });
  await expect(toast).toBeVisible();
  // Nothing covers the toast: the element at its centre is part of it.
  const box = (await toast.boundingBox())!;
  const onTop = await toast.evaluate(
    (el, point) => el.contains(document.elementFromPoint(point.x, point.y)),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe(true);
  await page.screenshot({ path: `${shots}/generate-refused-desktop.png`, animations: 'disabled' });

  // It can be dismissed while the dialog stays open with its inline message.
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(inline).toHaveText(reason);
});
