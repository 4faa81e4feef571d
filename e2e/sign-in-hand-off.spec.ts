import { expect, test } from '@playwright/test';
import { submitDevSignIn } from './support/dev-sign-in';

/**
 * A finished social sign-in lands on /dashboard with a sign-in cookie, which the app trades for the session. A user
 * who moves on at once (a tap on Upload while the dashboard is still loading) cuts that exchange off: the answer is
 * lost with the page. The server lets the same browser redeem the cookie again until the app acknowledges the session,
 * so the next page picks the sign-in up instead.
 */
test('leaving the dashboard the moment it appears keeps the user signed in', async ({ page }) => {
  // The dashboard's pick-up reaches the server (which redeems the cookie), but its answer never reaches the page.
  let redeemed!: (status: number) => void;
  const firstPickUp = new Promise<number>((resolve) => (redeemed = resolve));
  let cutOff = false;
  await page.route('**/api/auth/session', async (route) => {
    const request = route.request();
    if (cutOff || request.method() !== 'POST' || !request.frame().url().endsWith('/dashboard')) return route.fallback();
    cutOff = true;
    redeemed((await route.fetch()).status());
    // Not fulfilled: the navigation below cuts the request off, as it does when a user moves on.
  });

  await submitDevSignIn(page, 'Quinn Quick', 'quinn.quick@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await firstPickUp).toBe(200);
  await page.goto('/upload');

  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Your Receipt' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Quinn Quick' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Quinn Quick' })).toBeVisible();
});
