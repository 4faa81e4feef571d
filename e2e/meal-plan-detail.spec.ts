import { test, expect, type Browser, type Page } from '@playwright/test';
import { seriousAxeViolations } from './support/axe';
import { accessToken, devSignIn } from './support/dev-sign-in';
import { createMealPlan } from './support/meal-plan-fixture';

/**
 * Plan detail, recipe detail and rating (spec section 2) against the real server: a real receipt photo is uploaded,
 * its items reviewed and a 3-day plan generated through the API, then everything else happens in the browser.
 * Free plans allow one plan a week, so every test signs in as its own new user.
 */

const shots = 'test-results/screenshots';
let userCount = 0;

async function newCookWithPlan(browser: Browser, viewport = { width: 1280, height: 800 }) {
  // AxeBuilder needs a page from browser.newContext().
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const n = ++userCount;
  await devSignIn(page, `Cook ${n}`, `cook${n}.${Date.now()}@example.com`);
  const planId = await createMealPlan(page);
  return { context, page, planId };
}

const dayHeadings = (page: Page) => page.getByRole('heading', { level: 2, name: /^Day \d+$/ });
const groceries = (page: Page) => page.getByRole('region', { name: 'Your groceries' });

test('a plan shows its days in order, what it does with the groceries, and full recipes to tick off and rate', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page, planId } = await newCookWithPlan(browser);
  const plan = (await (await page.request.get(`/api/recipes/meal-plans/${planId}`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } })).json())
    .data as {
    name: string;
    recipes: { id: string; name: string; day_number: number; prep_time: number; cook_time: number; ingredients: unknown[]; instructions: string[] }[];
  };

  await page.goto(`/meal-plans/${planId}`);
  await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
  await expect(page).toHaveTitle(`${plan.name} - Forkcast`);
  await expect(page.getByText(`${plan.recipes.length} recipes over 3 days`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/meal-plans');
  const facts = page.getByRole('list', { name: 'Plan facts' });
  await expect(facts).toContainText('3 days');
  await expect(facts).toContainText(/Max \d+ min prep/);
  await expect(dayHeadings(page)).toHaveText(['Day 1', 'Day 2', 'Day 3']);
  // Breakfast, lunch and dinner on each day, then any snacks and sides, each card linking to its recipe.
  const dayOne = page.getByRole('region', { name: 'Day 1' });
  await expect(dayOne.getByRole('link')).toHaveCount(plan.recipes.filter((r) => r.day_number === 1).length);
  await expect(dayOne.getByRole('link').first()).toContainText('Breakfast');
  await expect(dayOne.getByRole('link').first()).toContainText(/\d+ min prep · (\d+ min total|no cooking)/);

  // The groceries panel: shares used, leftovers with how long they keep, what is still to buy.
  await expect(groceries(page).getByText('Used by weight')).toBeVisible();
  await expect(groceries(page).getByText('Perishables used')).toBeVisible();
  await expect(groceries(page).getByRole('list', { name: 'Leftovers' }).getByRole('listitem').first()).toContainText(
    /(Good through day \d+|Keeps|Past its best)/,
  );
  await expect(groceries(page).getByRole('list', { name: 'Shopping list' }).getByRole('listitem').first()).toContainText(/\d/); // in shop units: grams, or pieces
  await page.screenshot({ path: `${shots}/meal-plan-desktop.png`, animations: 'disabled', fullPage: true });
  expect(await seriousAxeViolations(page, 'plan page')).toEqual([]);

  // Open the first recipe of day 1.
  const first = plan.recipes[0]!;
  await expect(dayOne.getByRole('link').first()).toContainText(first.name);
  await dayOne.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recipe facts' })).toContainText(`${first.ingredients.length} ingredients`);
  // Prep apart from the total: the plan's time limit is on prep.
  const minutes = first.prep_time + first.cook_time;
  await expect(page.getByRole('list', { name: 'Recipe facts' })).toContainText(
    first.cook_time > 0 ? `${first.prep_time} min prep · ${minutes} min total` : `${first.prep_time} min prep · no cooking`,
  );

  // Free users see the upsell, not the numbers.
  await expect(page.getByRole('heading', { name: 'Unlock Nutritional Information' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByText('Nutritional Information (per serving)')).toHaveCount(0);

  const tabs = page.getByRole('tablist', { name: 'Recipe' });
  await expect(tabs.getByRole('tab', { name: 'Ingredients' })).toHaveAttribute('aria-selected', 'true');
  const ingredients = page.getByRole('tabpanel', { name: 'Ingredients' });
  const total = first.ingredients.length;
  await expect(ingredients.getByRole('status')).toHaveText(`0 of ${total} checked`);
  // A tap anywhere on the row ticks it.
  const rows = ingredients.getByRole('listitem');
  await rows.nth(0).click();
  await rows.nth(1).click();
  await expect(ingredients.getByRole('checkbox').nth(1)).toBeChecked();
  await expect(ingredients.getByRole('status')).toHaveText(`2 of ${total} checked`);
  await rows.nth(1).click();
  await expect(ingredients.getByRole('checkbox').nth(1)).not.toBeChecked();
  await expect(ingredients.getByRole('status')).toHaveText(`1 of ${total} checked`);
  await page.screenshot({ path: `${shots}/recipe-ingredients-desktop.png`, animations: 'disabled', fullPage: true });
  expect(await seriousAxeViolations(page, 'recipe page')).toEqual([]);

  // Arrow keys move between tabs.
  await tabs.getByRole('tab', { name: 'Ingredients' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Instructions' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Instructions' })).toBeFocused();
  const steps = page.getByRole('tabpanel', { name: 'Instructions' });
  await expect(steps.getByRole('status')).toHaveText(`0 of ${first.instructions.length} completed`);
  await steps.getByText(first.instructions[0]!).click();
  await expect(steps.getByRole('checkbox', { name: first.instructions[0] })).toBeChecked();
  await expect(steps.getByRole('status')).toHaveText(`1 of ${first.instructions.length} completed`);
  await page.screenshot({ path: `${shots}/recipe-instructions-desktop.png`, animations: 'disabled', fullPage: true });

  // From the last tab, Right wraps round to the first; Left comes back.
  await tabs.getByRole('tab', { name: 'Instructions' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Ingredients' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Notes & Tips' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Notes & Tips' }).getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/recipe-notes-desktop.png`, animations: 'disabled', fullPage: true });
  // Ticks survive a visit to another tab.
  await tabs.getByRole('tab', { name: 'Ingredients' }).click();
  await expect(ingredients.getByRole('status')).toHaveText(`1 of ${total} checked`);

  // Rate it.
  await page.getByRole('button', { name: 'Rate This Recipe' }).click();
  const modal = page.getByRole('dialog', { name: 'Rate This Recipe' });
  await expect(modal.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(modal.getByRole('checkbox', { name: 'I would make this recipe again' })).toBeChecked();
  await modal.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(modal.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await modal.getByPlaceholder('Share your thoughts about this recipe...').fill('Crisp and quick; more cinnamon next time.');
  await page.screenshot({ path: `${shots}/rating-modal-desktop.png`, animations: 'disabled' });
  expect(await seriousAxeViolations(page, 'rating modal', 'dialog')).toEqual([]);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/recipes/${first.id}/feedback`) && r.request().method() === 'POST');
  await modal.getByRole('button', { name: 'Submit' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ rating: 4, would_make_again: true, comments: 'Crisp and quick; more cinnamon next time.' });
  await expect(page.getByRole('status').filter({ hasText: 'Feedback submitted successfully!' })).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText('You rated this 4 stars')).toBeVisible();

  // Back returns to the plan.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/meal-plans/${planId}$`));
  await context.close();
});

test('export is a Premium feature: the menu, the API and the printable page refuse a free user; deleting the plan from its page goes back to the list', async ({ browser }) => {
  const { context, page, planId } = await newCookWithPlan(browser);
  await page.goto(`/meal-plans/${planId}`);
  const exportButton = page.getByRole('button', { name: 'Export' });
  // Export waits (disabled) until the account's plan has loaded.
  await expect(exportButton).toBeEnabled();
  await exportButton.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Premium feature - Upgrade to export meal plans');
  await expect(exportButton).toHaveAccessibleDescription('Premium feature - Upgrade to export meal plans');
  await exportButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Export feature is only available for Premium users' })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);

  // The server refuses the files themselves, whoever asks.
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  for (const extension of ['json', 'csv', 'pdf']) {
    const refused = await page.request.get(`/api/recipes/meal-plans/${planId}/export.${extension}`, { headers });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ code: 'EXPORT_PREMIUM_ONLY', message: 'Export feature is only available for Premium users' });
  }

  // Typing the printable page's address shows the upgrade, not the plan, and no print dialog.
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.goto(`/meal-plans/${planId}/print`);
  await expect(page.getByRole('heading', { level: 1, name: 'Premium feature' })).toBeVisible();
  await expect(page.getByText('Export feature is only available for Premium users')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('heading', { level: 2, name: /^Day \d+$/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveAttribute('data-printed', 'yes');
  await page.screenshot({ path: `${shots}/meal-plan-print-refused.png`, animations: 'disabled' });
  expect(await seriousAxeViolations(page, 'print page refused')).toEqual([]);
  await page.getByRole('link', { name: 'Back to plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/meal-plans/${planId}$`));

  // Cancel keeps the plan.
  await page.getByRole('button', { name: 'Delete meal plan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete meal plan?' });
  await expect(confirm).toContainText('Are you sure you want to delete this meal plan?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(dayHeadings(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Delete meal plan' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Meal plan deleted successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/meal-plans$/);
  await page.goto(`/meal-plans/${planId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meal plan not found' })).toBeVisible();
  await context.close();
});

test('an account the app takes for Premium gets the format menu, the printable plan, and the server\'s refusal of the files', async ({ browser }) => {
  // Premium cannot be bought from a browser test, so the app is told the account is Premium (its plan answer is
  // changed on the way in) while the server goes on treating it as the free account it is: as after a lapsed payment.
  const { context, page, planId } = await newCookWithPlan(browser);
  await page.route('**/api/auth/plan', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { data: { ...body.data, plan_type: 'premium' } } });
  });
  await page.goto(`/meal-plans/${planId}`);
  await page.getByRole('button', { name: 'Export' }).click();
  const menu = page.getByRole('menu', { name: 'Export format' });
  await expect(menu.getByRole('menuitem')).toHaveText([/^JSON/, /^CSV/, /^PDF/, /^Print/]);
  const asked = page.waitForResponse((r) => r.url().endsWith(`/api/recipes/meal-plans/${planId}/export.json`));
  await menu.getByRole('menuitem', { name: /^JSON/ }).click();
  expect((await asked).status()).toBe(403);
  await expect(page.getByRole('alert').filter({ hasText: 'Export feature is only available for Premium users' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Meal plan exported as JSON' })).toHaveCount(0);

  // The printable page behind Print lays out every recipe in full and the shopping list, and opens the print dialog.
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.goto(`/meal-plans/${planId}/print`);
  await expect(page.getByRole('heading', { level: 2, name: /^Day \d+$/ })).toHaveText(['Day 1', 'Day 2', 'Day 3']);
  // Every recipe of the plan: three meals a day, and the snacks and sides that use what was bought.
  const planned = (await (await page.request.get(`/api/recipes/meal-plans/${planId}`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } })).json())
    .data as { recipes: unknown[] };
  expect(planned.recipes.length).toBeGreaterThanOrEqual(9);
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(planned.recipes.length);
  await expect(page.getByRole('heading', { level: 2, name: 'Shopping list' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Forkcast meal plan');
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.screenshot({ path: `${shots}/meal-plan-print.png`, animations: 'disabled' });
  await context.close();
});

test("another user's plan and recipe show not found, not the content", async ({ browser }) => {
  const owner = await newCookWithPlan(browser);
  const headers = { Authorization: `Bearer ${await accessToken(owner.page)}` };
  const plan = (await (await owner.page.request.get(`/api/recipes/meal-plans/${owner.planId}`, { headers })).json()).data as {
    name: string;
    recipes: { id: string }[];
  };
  const recipeId = plan.recipes[0]!.id;

  const other = await browser.newContext();
  const page = await other.newPage();
  await devSignIn(page, 'Nosy Neighbour', `neighbour.${Date.now()}@example.com`);
  await page.goto(`/meal-plans/${owner.planId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meal plan not found' })).toBeVisible();
  await expect(page.getByText(plan.name)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Plans' })).toBeVisible();
  expect(await seriousAxeViolations(page, 'plan not found')).toEqual([]);

  await page.goto(`/recipes/${recipeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
  await expect(page.getByText("The recipe you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/meal-plans/${owner.planId}$`));
  await other.close();
  await owner.context.close();
});

test('phone: the plan, each recipe tab and the rating modal fit a 390 px screen', async ({ browser }) => {
  const { context, page, planId } = await newCookWithPlan(browser, { width: 390, height: 844 });
  await page.goto(`/meal-plans/${planId}`);
  await expect(dayHeadings(page)).toHaveText(['Day 1', 'Day 2', 'Day 3']);
  await page.screenshot({ path: `${shots}/meal-plan-phone.png`, animations: 'disabled', fullPage: true });
  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('region', { name: 'Day 2' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: `${shots}/recipe-ingredients-phone.png`, animations: 'disabled', fullPage: true });
  for (const [tab, file] of [
    ['Instructions', 'recipe-instructions-phone'],
    ['Notes & Tips', 'recipe-notes-phone'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await page.screenshot({ path: `${shots}/${file}.png`, animations: 'disabled', fullPage: true });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Rate This Recipe' }).click();
  await expect(page.getByRole('dialog', { name: 'Rate This Recipe' })).toBeVisible();
  await page.screenshot({ path: `${shots}/rating-modal-phone.png`, animations: 'disabled' });
  await context.close();
});

test('a plan that could use none of the receipt says so plainly and lists what was set aside and why', async ({ browser }) => {
  const { context, page, planId } = await newCookWithPlan(browser);
  let stored: Record<string, unknown> | undefined;
  // The plan as stored when every purchase had spoiled before the first day: the planner sets each one aside.
  await page.route(`**/api/recipes/meal-plans/${planId}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { metrics: Record<string, unknown> } };
    stored = body.data.metrics;
    body.data.metrics = {
      ...stored,
      purchased_g: 0,
      used_g: 0,
      used_share_by_weight: 0,
      used_share_by_item: 0,
      perishable_share_used: 0,
      leftovers: [],
      ignored_purchases: [
        { ingredient: 'whole-milk', reason: 'spoiled: kept 7 days, bought 30 days ago' },
        { ingredient: 'baby-spinach', reason: 'spoiled: kept 5 days, bought 30 days ago' },
      ],
    };
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/meal-plans/${planId}`);
  // The server hands the planner's list of set-aside purchases through (empty for this fresh receipt).
  await expect.poll(() => stored?.ignored_purchases).toEqual([]);

  await expect(groceries(page)).toContainText('None of the food on your receipt could go into this plan.');
  await expect(groceries(page)).toContainText('Nothing counted: the plan had none of your food to work with.');
  await expect(groceries(page)).not.toContainText('uses up everything');
  await expect(groceries(page)).not.toContainText('1 g');
  const setAside = groceries(page).getByRole('list', { name: 'Set aside' }).getByRole('listitem');
  await expect(setAside).toHaveCount(2);
  await expect(setAside.first()).toContainText('whole milk');
  await expect(setAside.first()).toContainText('Spoiled: kept 7 days, bought 30 days ago');
  await groceries(page).screenshot({ path: `${shots}/groceries-nothing-used.png`, animations: 'disabled' });
  await context.close();
});

test('a malformed recipe or plan address shows not found at once, asked once and not retried', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await devSignIn(page, 'Typo Tess', `typo.${Date.now()}@example.com`);
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('/api/') && request.url().includes('/not-a-uuid') && asked.push(new URL(request.url()).pathname));

  await page.goto('/recipes/not-a-uuid');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible({ timeout: 3_000 });
  await expect(page.getByText("The recipe you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();

  await page.goto('/meal-plans/not-a-uuid');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal plan not found' })).toBeVisible({ timeout: 3_000 });
  await expect(page.getByRole('link', { name: 'Back to Plans' })).toBeVisible();
  expect(asked).toEqual(['/api/recipes/not-a-uuid', '/api/recipes/meal-plans/not-a-uuid']);
  await context.close();
});
