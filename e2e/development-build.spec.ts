import { expect, test } from '@playwright/test';
import { devSignIn } from './support/dev-sign-in';

/**
 * Runs only in the 'development-build' project (playwright.config.ts): a development build of the web app served by a
 * server with NODE_ENV=development, as `npm run dev` users get it. React's development bundle runs StrictMode, which
 * runs every effect twice and discards the first run, the sign-in pick-up included.
 */
test('signing in works on a development build, where StrictMode runs the sign-in effect twice', async ({ page }) => {
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  let dashboardPickUps = 0;
  page.on('request', (request) => {
    const pickUp = request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/session';
    if (pickUp && request.frame().url().endsWith('/dashboard')) dashboardPickUps++;
  });

  await devSignIn(page, 'Dee Veloper', 'dee.veloper@example.com');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Dee Veloper' })).toBeVisible();
  // Both effect runs share one pick-up: the hand-off is asked for once.
  expect(dashboardPickUps).toBe(1);
  // This really was React's development bundle: it greets developers on the console, the production bundle does not.
  expect(consoleLines.some((line) => line.includes('React DevTools'))).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Dee Veloper!' })).toBeVisible();
});
