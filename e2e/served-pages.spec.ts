import { expect, test } from '@playwright/test';

/** The built app as the server serves it: public pages load cleanly under the strict CSP. */

test.use({ serviceWorkers: 'allow' }); // the app's own service worker registers under the same CSP

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

const prerenderedHeadings: Record<string, string> = {
  '/': 'Transform Your Grocery Receipts Into Delicious Meals',
  '/pricing': 'Choose Your Perfect Plan',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
};

test.describe('public pages arrive painted', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, heading] of Object.entries(prerenderedHeadings)) {
    test(`${path} shows its heading and the site navigation with JavaScript off`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /privacy/i }).first()).toBeVisible();
    });
  }
});

test('a painted page comes alive: the pricing button opens the sign-in dialog', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Get Started' }).last().click();
  await expect(page.getByRole('dialog', { name: /Welcome to/ })).toBeVisible();
});

test('a page that is not prerendered still gets the app shell, not another page', async ({ request }) => {
  const html = await (await request.get('/meal-plans', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<div id="root"></div>');
});

test('a signed-out visit to /upload lands on / without a history entry for /upload', async ({ page }) => {
  await page.goto('/pricing');
  await page.goto('/upload');
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
});
