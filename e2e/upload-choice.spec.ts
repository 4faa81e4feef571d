import { test, expect, type Page } from '@playwright/test';
import { devSignIn } from './support/dev-sign-in';
import { receiptJpeg } from './support/receipt-image';

/** What the upload page says about a chosen file, before anything is sent: long camera names on a phone, files that only look like photos. */

const PHONE = { width: 390, height: 844 };
let users = 0;

async function signIn(page: Page) {
  await devSignIn(page, 'Ines Moreau', `ines.${Date.now()}.${users++}@example.com`);
}

/** Chooses a file through the gallery button's picker, the way a phone user picks a photo. */
async function chooseFromGallery(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose from Gallery' }).click();
  await (await chooser).setFiles(file);
}

test('a long camera file name on a phone keeps the page within the screen, with Remove and the tab bar in view', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/upload');
  const name = 'PXL_20260301_095612123.MP.jpg';
  await chooseFromGallery(page, { name, mimeType: 'image/jpeg', buffer: await receiptJpeg() });
  await expect(page.getByRole('img', { name: 'Preview of the chosen receipt' })).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The whole name stays available even where it is cut short on screen.
  await expect(page.getByTitle(name)).toHaveText(name);
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeInViewport({ ratio: 1 });
  const tabBar = (await page.getByRole('navigation', { name: 'Quick links' }).boundingBox())!;
  expect(tabBar.x + tabBar.width).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});

test('a text file renamed .jpg is refused at once, never announced as readable, and nothing can be sent', async ({ page }) => {
  await signIn(page);
  await page.goto('/upload');
  let uploads = 0;
  page.on('request', (request) => request.url().includes('/api/receipts/upload') && uploads++);

  await chooseFromGallery(page, { name: 'shopping.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('BANANAS 1.29\nMILK 3.49\n') });
  await expect(page.getByRole('alert')).toHaveText('"shopping.jpg" is not a supported image. Please choose a JPEG, PNG, HEIC or WebP photo.');
  await expect(page.getByText(/Forkcast can still read it/)).toHaveCount(0);
  await expect(page.getByText('shopping.jpg', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Process Receipt' })).toBeDisabled();

  // A real photo is still taken after that.
  await chooseFromGallery(page, { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await receiptJpeg() });
  await expect(page.getByRole('img', { name: 'Preview of the chosen receipt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process Receipt' })).toBeEnabled();
  expect(uploads).toBe(0);
});
