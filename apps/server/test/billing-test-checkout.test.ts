import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deriveKey } from '../src/modules/auth/auth-keys.js';
import { createTestPageTickets } from '../src/modules/subscriptions/test-checkout/test-page-tickets.js';
import { createTestApp, type TestApp } from './helper.js';
import { createSession } from './support/sign-in.js';
import { signedEvent } from './support/stripe-server.js';

const ORIGIN = 'http://127.0.0.1:4321';
const AUTH_SECRET = 'forkcast-test-checkout-secret-0123456789';

let t: TestApp;
beforeAll(async () => {
  // No Stripe keys, outside production: checkout and the portal lead to the built-in test pages.
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN, AUTH_SECRET });
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

let people = 0;
async function newUser() {
  const session = await createSession(t.app, { email: `tester${++people}@example.com`, name: `Tester ${people}` });
  return { id: session.user.id, headers: { authorization: `Bearer ${session.access_token}` } };
}
type User = Awaited<ReturnType<typeof newUser>>;

const successUrl = `${ORIGIN}/subscription/success`;
async function startCheckout(user: User): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/checkout',
    headers: user.headers,
    payload: { plan_type: 'premium', success_url: successUrl, cancel_url: `${ORIGIN}/pricing` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.url;
}
async function openPortal(user: User): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/subscriptions/manage-billing', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json().url;
}
/** The browser's side: no bearer token, only the link (a form post sends an empty urlencoded body). */
const open = (url: string) => t.app.inject({ method: 'GET', url: url.slice(ORIGIN.length) });
const press = (url: string) =>
  t.app.inject({ method: 'POST', url: url.slice(ORIGIN.length), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
const current = async (user: User) =>
  (await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: user.headers })).json().data;
const planType = async (user: User) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/plan', headers: user.headers })).json().data.plan_type;
/** What a reader sees of a page: its text, without markup. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('test checkout', () => {
  it('leads to a page of this site marked as a test, showing the plan and its price', async () => {
    const url = await startCheckout(await newUser());
    expect(url).toMatch(new RegExp(`^${ORIGIN}/api/subscriptions/test-checkout\\?ticket=`));
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    const shown = text(page.body);
    expect(shown).toContain('Test checkout');
    expect(shown).toContain('Test mode: no real payment');
    expect(shown).toContain('Forkcast Premium');
    expect(shown).toContain('$9.99 per month');
    expect(page.body).toContain('>Complete test payment</button>');
    expect(page.body).toContain(`href="${ORIGIN}/pricing"`);
    expect(page.body).not.toMatch(/<script|style=/);

    const stylesheet = await t.app.inject({ method: 'GET', url: '/api/subscriptions/test-pages.css' });
    expect(page.body).toContain('href="/api/subscriptions/test-pages.css"');
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toContain('text/css');
  });

  it("'Complete test payment' turns Premium on for 30 days through the webhook, then returns to success_url", async () => {
    const user = await newUser();
    const url = await startCheckout(user);
    expect(await planType(user)).toBe('free');

    const res = await press(url);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(successUrl);
    expect(await planType(user)).toBe('premium');
    const subscription = await current(user);
    expect(subscription).toMatchObject({ plan_type: 'premium', status: 'active', cancel_at_period_end: false });
    const days = (Date.parse(subscription.current_period_end) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('pays once when the button is pressed twice', async () => {
    const user = await newUser();
    const url = await startCheckout(user);
    await press(url);
    expect((await press(url)).statusCode).toBe(303);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    expect(profile.json().subscriptions).toHaveLength(1);
  });

  it.each([
    ['without a ticket', (url: string) => url.replace(/\?ticket=.*/, '')],
    ['with a changed ticket', (url: string) => `${url.slice(0, -4)}AAAA`],
  ])('refuses the page and its button %s, changing nothing', async (_name, spoil) => {
    const user = await newUser();
    const url = spoil(await startCheckout(user));
    const page = await open(url);
    expect(page.statusCode).toBe(400);
    expect(text(page.body)).toContain('This link has expired or is not valid');
    expect((await press(url)).statusCode).toBe(400);
    expect(await current(user)).toBeNull();
  });

  it('refuses a link older than 15 minutes', async () => {
    const user = await newUser();
    const url = await startCheckout(user);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    expect((await press(url)).statusCode).toBe(400);
    vi.useRealTimers();
    expect(await current(user)).toBeNull();
  });

  it('takes only tickets signed with the key derived from the auth secret, each for its own page', async () => {
    const user = await newUser();
    await press(await startCheckout(user));
    const portalTicket = new URL(await openPortal(user)).searchParams.get('ticket');
    expect((await open(`${ORIGIN}/api/subscriptions/test-checkout?ticket=${portalTicket}`)).statusCode).toBe(400);

    // A ticket made with any key but the one derived from this server's auth secret is refused.
    const ticket = {
      userId: user.id,
      sessionId: 'cs_test_made_here',
      customerId: 'cus_test_made_here',
      priceId: 'price_test_premium',
      successUrl,
      cancelUrl: successUrl,
    };
    const forged = await createTestPageTickets(deriveKey('another-secret-0123456789-0123456789', 'test-checkout-pages')).sealCheckout(ticket);
    expect((await open(`${ORIGIN}/api/subscriptions/test-checkout?ticket=${forged}`)).statusCode).toBe(400);
    const genuine = await createTestPageTickets(deriveKey(AUTH_SECRET, 'test-checkout-pages')).sealCheckout(ticket);
    expect((await open(`${ORIGIN}/api/subscriptions/test-checkout?ticket=${genuine}`)).statusCode).toBe(200);
  });

  it('stays out of the API description', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths).filter((path) => path.includes('test-'))).toEqual([]);
  });

  it('signs its events with a secret of its own: an event signed with any other is refused', async () => {
    const forged = signedEvent({ id: 'evt_forged', type: 'customer.subscription.updated', object: {} }, { secret: 'whsec_guessed' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': forged.signature },
      payload: forged.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEBHOOK_REJECTED');
  });
});

describe('test billing portal', () => {
  it("shows the subscription; 'Cancel plan' keeps Premium to the period's end and then shows the end date", async () => {
    const user = await newUser();
    await press(await startCheckout(user));
    const url = await openPortal(user);
    expect(url).toMatch(new RegExp(`^${ORIGIN}/api/subscriptions/test-billing-portal\\?ticket=`));

    const before = await open(url);
    expect(before.statusCode).toBe(200);
    expect(text(before.body)).toMatch(/Test billing portal .*Forkcast Premium .*Active .*Renews on/);
    expect(before.body).toContain('>Cancel plan</button>');
    expect(before.body).toContain(`href="${ORIGIN}/dashboard"`);

    const cancelled = await press(url);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(url.slice(ORIGIN.length));
    expect(await planType(user)).toBe('premium');
    expect(await current(user)).toMatchObject({ status: 'active', cancel_at_period_end: true });

    const after = await open(url);
    expect(text(after.body)).toMatch(/Ends on .*Premium stays on until/);
    expect(after.body).not.toContain('Cancel plan');
    expect((await press(url)).statusCode).toBe(409);
  });

  it('shows a user without a subscription that there is nothing to cancel', async () => {
    const user = await newUser();
    await startCheckout(user); // a customer, but no payment
    const page = await open(await openPortal(user));
    expect(text(page.body)).toContain('You have no subscription yet.');
    expect(page.body).not.toContain('Cancel plan');
  });
});

describe('in production without Stripe keys', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ NODE_ENV: 'production', PUBLIC_ORIGIN: ORIGIN, AUTH_SECRET });
  });
  afterAll(async () => production.close());

  it('has no test pages, and checkout and the portal answer PAYMENT_PROVIDER_UNAVAILABLE', async () => {
    const session = await createSession(production.app, { email: 'prod@example.com' });
    const headers = { authorization: `Bearer ${session.access_token}` };
    const checkout = await production.app.inject({
      method: 'POST',
      url: '/api/subscriptions/checkout',
      headers,
      payload: { plan_type: 'premium', success_url: successUrl, cancel_url: successUrl },
    });
    expect(checkout.statusCode).toBe(502);
    expect(checkout.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    const portal = await production.app.inject({ method: 'POST', url: '/api/subscriptions/manage-billing', headers });
    expect(portal.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    for (const path of ['/api/subscriptions/test-checkout?ticket=x', '/api/subscriptions/test-billing-portal?ticket=x', '/api/subscriptions/test-pages.css']) {
      expect((await production.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });
});
