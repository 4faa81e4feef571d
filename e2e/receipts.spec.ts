import { test, expect, type Page } from '@playwright/test';
import { seriousAxeViolations } from './support/axe';
import { devSignIn } from './support/dev-sign-in';
import { receiptJpeg, uploadReceiptByApi } from './support/receipt-image';

/** Upload screen and receipt review journeys against the real server, real OCR and the real planner. */

const shots = 'test-results/screenshots';
const generateDialog = (page: Page) => page.getByRole('dialog', { name: 'Generate Meal Plan' });
let users = 0;
/** A fresh user per test; waits for the dashboard greeting, which shows once the session is stored (the URL changes first). */
async function signIn(page: Page) {
  await devSignIn(page, 'Rosa Diaz', `rosa.${Date.now()}.${users++}@example.com`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Rosa Diaz!' })).toBeVisible();
}

/** Chooses a file through the click area's file picker, as a user would. */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Drag and drop your receipt here/ }).click();
  await (await chooser).setFiles(file);
}

test('upload a receipt, generate a 3-day plan from it and land on the plan', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Your Receipt' })).toBeVisible();
  await expect(page.getByText('Avoid shadows and glare')).toBeVisible();
  const process = page.getByRole('button', { name: 'Process Receipt' });
  await expect(process).toBeDisabled();

  await chooseFile(page, { name: 'freshway.jpg', mimeType: 'image/jpeg', buffer: await receiptJpeg() });
  await expect(page.getByText('freshway.jpg')).toBeVisible();
  // A photo this small is counted in KB, not as '0.1 MB'.
  await expect(page.getByText(/^\d+ KB$/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the chosen receipt' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove freshway.jpg' }).click();
  await expect(page.getByText('freshway.jpg')).toBeHidden();
  await expect(process).toBeDisabled();

  await chooseFile(page, { name: 'freshway.jpg', mimeType: 'image/jpeg', buffer: await receiptJpeg() });
  // The reading's stage, followed by its job id while the upload waits. A fast machine can read this small photo
  // before the page first asks for the stage, so the upload's answer is held until the overlay has been checked.
  const stage = page.getByText(/^(Waiting for a free reader|Reading the items on your receipt|Saving your receipt)/);
  let releaseUpload!: () => void;
  const uploadReleased = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route('**/api/receipts/upload*', async (route) => {
    const response = await route.fetch();
    await uploadReleased;
    await route.fulfill({ response });
  });
  await process.click();
  await expect(page.getByRole('heading', { name: 'Processing Your Receipt' })).toBeVisible();
  await expect(page.getByText('Our AI is analyzing your receipt and extracting ingredients...')).toBeVisible();
  await expect(stage).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take Photo with Camera' })).toBeDisabled();
  await page.screenshot({ path: `${shots}/upload-processing-desktop.png`, animations: 'disabled' });
  releaseUpload();

  await expect(page.getByText('Receipt processed successfully!')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/meal-plans\?receipt=[0-9a-f-]{36}$/);
  const receiptId = new URL(page.url()).searchParams.get('receipt');

  const dialog = generateDialog(page);
  await expect(dialog).toBeVisible();
  const chosen = dialog.getByRole('region', { name: 'Using this receipt' });
  await expect(chosen).toContainText('Freshway Market');
  await expect(chosen.getByRole('link', { name: 'Review items' })).toHaveAttribute('href', `/receipts/${receiptId}`);
  // A free account plans exactly 3 days.
  await expect(dialog.getByLabel('Number of Days')).toHaveValue('3 days');
  await expect(dialog.getByLabel('Number of Days')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Household Size')).toHaveValue('2');
  await expect(dialog.getByLabel('Max Prep Time (minutes)')).toHaveValue('60');
  await expect(dialog.getByRole('radio', { name: 'Easy' })).toBeChecked();
  await page.screenshot({ path: `${shots}/generate-dialog-desktop.png`, animations: 'disabled' });

  await dialog.getByRole('button', { name: 'Generate Meal Plan' }).click();
  await expect(page.getByText('Meal plan generated successfully!')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/);
  await expect(generateDialog(page)).toBeHidden();

  // The list now holds the plan.
  await page.goto('/meal-plans');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByText('3 days', { exact: true })).toBeVisible();
});

test('a file that is not an image is refused before upload, with a message', async ({ page }) => {
  await signIn(page);
  await page.goto('/upload');
  let uploads = 0;
  page.on('request', (request) => request.url().includes('/api/receipts/upload') && uploads++);

  await chooseFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('BANANAS 1.29') });
  await expect(page.getByRole('alert')).toHaveText(/"notes.txt" is not a supported image\. Please choose a JPEG, PNG, HEIC or WebP photo\./);
  await expect(page.getByRole('button', { name: 'Process Receipt' })).toBeDisabled();

  await chooseFile(page, { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10_485_761, 1) });
  await expect(page.getByText('"huge.jpg" is 10.1 MB, over the 10 MB limit. Please choose a smaller photo.')).toBeVisible();
  expect(uploads).toBe(0);
});

test('the server refusing a photo shows its message', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/upload');
  // A blank page passes the type check here, but the server finds no purchases on it.
  const sharp = (await import('sharp')).default;
  const blank = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
  await chooseFile(page, { name: 'blank.jpg', mimeType: 'image/jpeg', buffer: blank });
  await page.getByRole('button', { name: 'Process Receipt' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /receipt|read/i })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/upload$/);
});

test('the review page fixes an item, adds one, removes one and saves', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const receiptId = await uploadReceiptByApi(page);
  await page.goto(`/receipts/${receiptId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'FRESHWAY MARKET' })).toBeVisible();
  await expect(page.getByText('Bought Mar 14, 2026')).toBeVisible();

  // Each item sits beside the line it came from; the paper towels are set aside as non-food.
  const towels = page.getByRole('listitem').filter({ hasText: 'PAPER TOWELS' });
  await expect(towels.getByText('Not food', { exact: true })).toBeVisible();
  const milk = page.getByRole('listitem').filter({ hasText: 'WHOLE MILK 1GAL' });
  await expect(milk.getByRole('combobox', { name: /Name/ })).toHaveValue('whole milk');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/receipt-review-desktop.png`, animations: 'disabled', fullPage: true });

  await milk.getByRole('textbox', { name: /Quantity/ }).fill('2');
  await milk.getByRole('combobox', { name: /Name/ }).fill('oat mil');
  await page.getByRole('option', { name: /oat milk/ }).first().click();
  await expect(milk.getByRole('combobox', { name: /Name/ })).toHaveValue(/oat milk/);
  await expect(milk.getByText(/Used in recipes as oat milk/)).toBeVisible();

  await towels.getByRole('button', { name: /Remove item/ }).click();
  await page.getByRole('button', { name: 'Add item' }).click();
  const added = page.getByRole('listitem').filter({ hasText: 'Added by you' });
  await added.getByRole('combobox', { name: /Name/ }).fill('carro');
  await expect(page.getByRole('option', { name: /^carrot/ }).first()).toBeVisible();
  await added.getByRole('combobox', { name: /Name/ }).press('ArrowDown');
  await added.getByRole('combobox', { name: /Name/ }).press('Enter');
  await expect(added.getByRole('combobox', { name: /Name/ })).toHaveValue(/carrot/);
  await added.getByRole('textbox', { name: /Quantity/ }).fill('900');
  await added.getByRole('combobox', { name: /Unit/ }).selectOption('g');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Receipt items saved')).toBeVisible();
  await expect(page.getByText('All changes saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('PAPER TOWELS')).toHaveCount(0);
  const savedMilk = page.getByRole('listitem').filter({ hasText: 'WHOLE MILK 1GAL' });
  await expect(savedMilk.getByRole('combobox', { name: /Name/ })).toHaveValue(/oat milk/);
  await expect(savedMilk.getByRole('textbox', { name: /Quantity/ })).toHaveValue('2');
  const savedCarrot = page.getByRole('listitem').filter({ hasText: 'Added by you' });
  await expect(savedCarrot.getByRole('textbox', { name: /Quantity/ })).toHaveValue('900');

  await page.getByRole('button', { name: 'Plan meals from this receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/meal-plans\\?receipt=${receiptId}$`));
  await expect(generateDialog(page).getByRole('region', { name: 'Using this receipt' })).toBeVisible();
});

test('a name typed in full links the item to that ingredient, on leaving the field and on save', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const receiptId = await uploadReceiptByApi(page);
  await page.goto(`/receipts/${receiptId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'FRESHWAY MARKET' })).toBeVisible();

  // Each food box is named after its receipt line, so a screen reader user knows which one they are on.
  const foodBoxes = page.getByRole('checkbox', { name: /^Food: / });
  const names = await foodBoxes.evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')));
  expect(new Set(names).size).toBe(names.length);
  await expect(page.getByRole('checkbox', { name: 'Food: WHOLE MILK 1GAL' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Food: PAPER TOWELS' })).not.toBeChecked();

  // 'Butter' is one of many hits for butter, and the only one named so: leaving the field links it.
  const bananas = page.getByRole('listitem').filter({ hasText: 'BANANAS' });
  await bananas.getByRole('combobox', { name: /Name/ }).fill('Butter');
  await bananas.getByRole('combobox', { name: /Name/ }).press('Tab');
  await expect(bananas.getByText('Used in recipes as butter')).toBeVisible();

  // A plural typed straight before Save is linked before the items are sent.
  const cheddar = page.getByRole('listitem').filter({ hasText: 'CHEDDAR CHEESE' });
  await cheddar.getByRole('combobox', { name: /Name/ }).fill('tomatoes');
  const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/api/receipts/${receiptId}/items`));
  await page.getByRole('button', { name: 'Save changes' }).click();
  const sent = (await saved).postDataJSON() as { items: { name: string; ingredient: string | null }[] };
  expect(sent.items).toContainEqual(expect.objectContaining({ name: 'tomatoes', ingredient: 'tomato' }));
  expect(sent.items).toContainEqual(expect.objectContaining({ name: 'Butter', ingredient: 'butter' }));
  await expect(page.getByText('All changes saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'CHEDDAR CHEESE' }).getByText('Used in recipes as tomato')).toBeVisible();
});

test('ingredient suggestions stay clear of the sticky save bar, whichever row they open on', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const receiptId = await uploadReceiptByApi(page);
  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await page.goto(`/receipts/${receiptId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'FRESHWAY MARKET' })).toBeVisible();
    const bar = page.getByRole('button', { name: /^Save/ }).locator('..');
    // Scroll so that a row's name field sits just above the bar, where a list opening downwards would run under it.
    const name = page.getByRole('listitem').filter({ hasText: 'CHEDDAR CHEESE' }).getByRole('combobox', { name: /Name/ });
    await name.scrollIntoViewIfNeeded();
    const barTop = (await bar.boundingBox())!.y;
    const fieldBox = (await name.boundingBox())!;
    await page.mouse.wheel(0, fieldBox.y + fieldBox.height - (barTop - 12));
    await expect.poll(async () => (await name.boundingBox())!.y + fieldBox.height).toBeLessThan(barTop);
    await name.fill('milk');
    const list = page.getByRole('listbox', { name: 'Ingredients matching milk' });
    await expect(list.getByRole('option').first()).toBeVisible();
    const listBox = (await list.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    const overlaps = listBox.y < barBox.y + barBox.height && listBox.y + listBox.height > barBox.y;
    expect(overlaps, `list ${JSON.stringify(listBox)} bar ${JSON.stringify(barBox)}`).toBe(false);
    expect(listBox.y).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: `${shots}/receipt-suggestions-near-bar-${size.width}.png`, animations: 'disabled' });
  }
});

test('an unknown receipt shows a friendly not-found page', async ({ page }) => {
  await signIn(page);
  await page.goto('/receipts/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload a receipt' })).toHaveAttribute('href', '/upload');
});

test('upload and receipt pages have no serious accessibility violations, on desktop and phone', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  const receiptId = await uploadReceiptByApi(page);
  const problems: string[] = [];
  for (const [device, size] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(size);
    await page.goto('/upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Your Receipt' })).toBeVisible();
    problems.push(...(await seriousAxeViolations(page, `upload ${device}`)));
    await page.screenshot({ path: `${shots}/upload-${device}.png`, animations: 'disabled', fullPage: true });
    await chooseFile(page, { name: 'freshway.jpg', mimeType: 'image/jpeg', buffer: await receiptJpeg() });
    await expect(page.getByRole('img', { name: 'Preview of the chosen receipt' })).toBeVisible();
    problems.push(...(await seriousAxeViolations(page, `upload with a photo ${device}`)));
    await page.screenshot({ path: `${shots}/upload-selected-${device}.png`, animations: 'disabled', fullPage: true });

    await page.goto(`/receipts/${receiptId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'FRESHWAY MARKET' })).toBeVisible();
    problems.push(...(await seriousAxeViolations(page, `receipt ${device}`)));
    // Nothing on the page is wider than the screen (the phone layout once grew with the longest receipt line).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: `${shots}/receipt-${device}.png`, animations: 'disabled', fullPage: true });
  }
  expect(problems).toEqual([]);
  await context.close();
});
