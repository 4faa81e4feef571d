import { test, expect, type Page } from '@playwright/test';
import { seriousAxeViolations } from './support/axe';
import { devSignIn } from './support/dev-sign-in';
import { undatedReceiptJpeg, uploadReceiptByApi } from './support/receipt-image';

/** Receipt review: reading the photo up close, renaming a set-aside line, and a receipt whose date could not be read. */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
let users = 0;

async function signIn(page: Page) {
  await devSignIn(page, 'Kofi Mensah', `kofi.${Date.now()}.${users++}@example.com`);
}

async function openReceipt(page: Page, receiptId: string) {
  await page.goto(`/receipts/${receiptId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the receipt photo opens enlarged at full resolution, zooms, scrolls and closes, on desktop and phone', async ({ browser }) => {
  test.setTimeout(90_000);
  // AxeBuilder needs a page from browser.newContext().
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  const receiptId = await uploadReceiptByApi(page);

  for (const [device, size] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    await page.setViewportSize(size);
    await openReceipt(page, receiptId);
    if (device === 'phone') await page.getByText('Show the receipt photo').click();
    const enlarge = page.getByRole('button', { name: 'Enlarge the receipt photo' });
    await enlarge.click();

    const viewer = page.getByRole('dialog', { name: 'Receipt photo' });
    await expect(viewer).toBeVisible();
    const photo = viewer.getByRole('img', { name: 'Your receipt photo, enlarged' });
    await expect(photo).toBeVisible();
    // The stored photo itself, not a thumbnail: as many pixels as the server sends.
    const natural = await photo.evaluate((img: HTMLImageElement) => img.naturalWidth);
    const served = await page.evaluate(async (id) => {
      const session = JSON.parse(localStorage.getItem('forkcast.session')!) as { access_token: string };
      const response = await fetch(`/api/receipts/${id}/image`, { headers: { Authorization: `Bearer ${session.access_token}` } });
      const bitmap = await createImageBitmap(await response.blob());
      return bitmap.width;
    }, receiptId);
    expect(natural).toBe(served);
    // The viewer fits the screen, with its close button in view.
    const box = (await viewer.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });

    // Zooming in makes the photo wider than the viewer, which then scrolls sideways too.
    const scroller = viewer.getByRole('region', { name: 'Receipt photo, scrollable' });
    const fitted = (await photo.boundingBox())!.width;
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer.getByRole('status', { name: 'Zoom' })).toHaveText('200%');
    await expect.poll(async () => (await photo.boundingBox())!.width).toBeGreaterThan(fitted * 1.9);
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth && el.scrollHeight > el.clientHeight)).toBe(true);
    await scroller.evaluate((el) => el.scrollBy(100, 120));
    expect(await scroller.evaluate((el) => [el.scrollLeft, el.scrollTop])).toEqual([100, 120]);
    await page.screenshot({ path: `test-results/screens/receipt-photo-viewer-${device}.png`, animations: 'disabled' });
    expect(await seriousAxeViolations(page, `photo viewer ${device}`, 'dialog[open]')).toEqual([]);

    if (device === 'desktop') {
      await page.keyboard.press('Escape');
    } else {
      await viewer.getByRole('button', { name: 'Close' }).click();
    }
    await expect(viewer).toBeHidden();
    await expect(enlarge).toBeFocused();
  }
  await context.close();
});

test('picking a food for a line set aside as not food makes it food', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const receiptId = await uploadReceiptByApi(page);
  await openReceipt(page, receiptId);

  const towels = page.getByRole('listitem').filter({ hasText: 'PAPER TOWELS' });
  await expect(towels.getByText('Not food', { exact: true })).toBeVisible();
  await towels.getByRole('combobox', { name: /Name/ }).fill('whole mil');
  await page.getByRole('option', { name: /^whole milk/ }).first().click();

  await expect(towels.getByRole('checkbox', { name: 'Food: PAPER TOWELS' })).toBeChecked();
  await expect(towels.getByText('Not food', { exact: true })).toHaveCount(0);
  await expect(towels.getByText('Used in recipes as whole milk')).toBeVisible();

  const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/api/receipts/${receiptId}/items`));
  await page.getByRole('button', { name: 'Save changes' }).click();
  const sent = (await saved).postDataJSON() as { items: { raw: string; ingredient: string | null; is_food: boolean }[] };
  expect(sent.items).toContainEqual(expect.objectContaining({ raw: expect.stringContaining('PAPER TOWELS'), ingredient: 'whole-milk', is_food: true }));
});

test('a receipt without a readable date says the upload day stands in, wherever its date is shown', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const receiptId = await uploadReceiptByApi(page, await undatedReceiptJpeg());
  const receipt = await page.evaluate(async (id) => {
    const session = JSON.parse(localStorage.getItem('forkcast.session')!) as { access_token: string };
    const response = await fetch(`/api/receipts/${id}`, { headers: { Authorization: `Bearer ${session.access_token}` } });
    return ((await response.json()) as { data: { purchased_at: string | null; created_at: string } }).data;
  }, receiptId);
  expect(receipt.purchased_at).toBeNull();
  const uploadDay = await page.evaluate(
    (at) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(at)),
    receipt.created_at,
  );
  const stated = `date not found, upload day used: ${uploadDay}`;

  await openReceipt(page, receiptId);
  await expect(page.getByText(`Date not found, upload day used: ${uploadDay}`)).toBeVisible();
  await expect(page.getByText(/Bought/)).toHaveCount(0);

  await page.goto('/meal-plans');
  await expect(page.getByText('Latest receipt:').locator('..')).toContainText(stated);
  await page.goto(`/meal-plans?receipt=${receiptId}`);
  const box = page.getByRole('dialog', { name: 'Generate Meal Plan' }).getByRole('region', { name: 'Using this receipt' });
  await expect(box).toContainText(stated);
  await expect(box).not.toContainText('bought');
});
