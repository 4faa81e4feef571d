import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { accessToken, devSignIn } from './support/dev-sign-in';
import { generatePlanByApi, uploadReceiptByApi } from './support/receipt-image';

/** Account and data rights (Privacy page): delete a receipt, download everything, restore it elsewhere, delete the account. */

let users = 0;
async function signIn(page: Page, name = 'Ines Duarte') {
  const email = `ines.${Date.now()}.${users++}@example.com`;
  await devSignIn(page, name, email);
  return email;
}

async function openYourData(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
}

test('a receipt is deleted from its page after a confirmation; the plan made from it stays', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const receiptId = await uploadReceiptByApi(page);
  const planId = await generatePlanByApi(page, receiptId);
  await page.goto(`/receipts/${receiptId}`);
  await page.getByRole('button', { name: 'Delete receipt' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete receipt?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByText('Receipt deleted')).toBeVisible();

  const token = await accessToken(page);
  const receipt = await page.request.get(`/api/receipts/${receiptId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(receipt.status()).toBe(404);
  await page.goto(`/meal-plans/${planId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('download my data, delete the account after typing DELETE, and restore the archive into a new account', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  await uploadReceiptByApi(page);
  await openYourData(page);
  // The account has a receipt: nothing to restore into.
  await expect(page.getByRole('button', { name: 'Import my data' })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^forkcast-export-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const archivePath = testInfo.outputPath('forkcast-export.tar.gz');
  await download.saveAs(archivePath);
  expect(readFileSync(archivePath).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE or your email to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE or your email to confirm').fill('DELETE');
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In to Get Started' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('forkcast.session'))).toBeNull();

  await signIn(page, 'Ines Again');
  await openYourData(page);
  await page.getByLabel('Export archive').setInputFiles(archivePath);
  await expect(page.getByRole('status').filter({ hasText: 'Restored 1 receipt, 0 meal plans and 0 ratings.' })).toBeVisible();
  const token = await accessToken(page);
  const recent = await page.request.get('/api/receipts/recent', { headers: { authorization: `Bearer ${token}` } });
  expect((await recent.json()).data).not.toBeNull();
});
