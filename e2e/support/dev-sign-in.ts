import { expect, type Page } from '@playwright/test';

/**
 * Signs in through the development identity provider (the server's stand-in for Google when no credentials
 * are configured): 'Sign In to Get Started' -> 'Continue with Google' -> 'Development sign-in' page -> dashboard.
 */
export async function devSignIn(page: Page, name: string, email: string): Promise<void> {
  await submitDevSignIn(page, name, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard greets the user once the hand-off has been exchanged for a stored session.
  await expect(page.getByRole('heading', { name: `Welcome back, ${name}!` })).toBeVisible();
}

/** The sign-in up to the development sign-in page's 'Sign in' button; the browser is then on its way to /dashboard. */
export async function submitDevSignIn(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/');
  // The landing page's call to action is there on every screen size (the header's Sign In hides behind the phone menu).
  await page.getByRole('button', { name: 'Sign In to Get Started' }).click();
  await page.getByRole('dialog', { name: 'Welcome to Forkcast' }).getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveTitle('Development sign-in');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The bearer token the app keeps in localStorage once signed in. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const stored = localStorage.getItem('forkcast.session');
    return stored ? (JSON.parse(stored) as { access_token?: string }).access_token : undefined;
  });
  if (!token) throw new Error('no session in localStorage: sign in first');
  return token;
}
