import { expect, test, type Page } from '@playwright/test';
import { devSignIn } from './support/dev-sign-in';
import { receiptJpeg, uploadReceiptByApi } from './support/receipt-image';

/** The same photo uploaded twice: the first receipt (and its corrections) is offered, and a second copy only on request. */

async function chooseAndProcess(page: Page, photo: Buffer) {
  await page.goto('/upload');
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Process Receipt' }).click();
}

test('a photo uploaded again is recognised: open the first receipt, or upload it anyway', async ({ page }) => {
  await devSignIn(page, 'Dana Osei', `dana.${Date.now()}@example.com`);
  const photo = await receiptJpeg();
  const firstId = await uploadReceiptByApi(page, photo);

  await chooseAndProcess(page, photo);
  const notice = page.getByRole('alert').filter({ hasText: 'You already uploaded this photo' });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Open the first receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/receipts/${firstId}$`));

  await chooseAndProcess(page, photo);
  await page.getByRole('button', { name: 'Upload anyway' }).click();
  await expect(page).toHaveURL(/\/meal-plans\?receipt=/, { timeout: 60_000 });
  expect(new URL(page.url()).searchParams.get('receipt')).not.toBe(firstId);
});
