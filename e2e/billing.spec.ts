import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './support/axe';
import { accessToken, devSignIn } from './support/dev-sign-in';

const shots = 'test-results/screenshots';

/**
 * Premium end to end on the built-in test checkout (the test server has no Stripe keys): checkout, the webhook that
 * confirms it, the success page reading the server's state, and a cancellation that keeps Premium to the period's end.
 */
test('Premium through the test checkout, then cancelled in the test billing portal, stays on until the period ends', async ({ browser, baseURL }) => {
  // AxeBuilder needs a page from browser.newContext().
  const context = await browser.newContext();
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && cspViolations.push(message.text()));

  await devSignIn(page, 'Penny Premium', `penny-${Date.now()}@example.com`);
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const api = page.request;

  const checkout = await api.post('/api/subscriptions/checkout', {
    headers,
    data: { plan_type: 'premium', success_url: `${baseURL}/subscription/success`, cancel_url: `${baseURL}/pricing` },
  });
  expect(checkout.status()).toBe(200);
  await page.goto((await checkout.json()).data.url);
  await expect(page).toHaveTitle('Test checkout');
  await expect(page.getByText('Test mode: no real payment')).toBeVisible();
  await expect(page.getByText('$9.99 per month')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Complete test payment' });
  // The page's own stylesheet applies (the CSP allows no inline style).
  await expect(pay).toHaveCSS('background-color', 'rgb(47, 125, 70)');
  expect(await seriousAxeViolations(page, 'test checkout')).toEqual([]);
  await page.screenshot({ path: `${shots}/test-checkout.png`, animations: 'disabled' });
  await pay.click();

  await expect(page).toHaveURL(/\/subscription\/success$/);
  await expect(page.getByRole('heading', { name: "You're on Premium" })).toBeVisible();
  await expect(page.getByText(/renews on [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  await page.screenshot({ path: `${shots}/subscription-success.png`, animations: 'disabled' });

  const portal = await api.post('/api/subscriptions/manage-billing', { headers });
  expect(portal.status()).toBe(200);
  await page.goto((await portal.json()).url);
  await expect(page).toHaveTitle('Test billing portal');
  expect(await seriousAxeViolations(page, 'test billing portal')).toEqual([]);
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText(/Premium stays on until/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/test-billing-portal-cancelled.png`, animations: 'disabled' });

  // Cancelled at the period's end: still Premium now, and the subscription says it will not renew.
  const plan = await (await api.get('/api/auth/plan', { headers })).json();
  expect(plan.data.plan_type).toBe('premium');
  const current = await (await api.get('/api/subscriptions/current', { headers })).json();
  expect(current.data).toMatchObject({ plan_type: 'premium', status: 'active', cancel_at_period_end: true });

  await page.getByRole('link', { name: 'Back to Forkcast' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(cspViolations).toEqual([]);
  await context.close();
});
