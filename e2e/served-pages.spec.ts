import { expect, test } from '@playwright/test';

/** The built app as the server serves it: public pages load cleanly under the strict CSP. */

for (const path of ['/', '/pricing', '/terms', '/privacy']) {
  test(`${path} loads with no console errors or CSP violations`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('a signed-out visit to /upload lands on / without a history entry for /upload', async ({ page }) => {
  await page.goto('/pricing');
  await page.goto('/upload');
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
});
