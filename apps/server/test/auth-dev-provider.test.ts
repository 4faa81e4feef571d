import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';
import { landedWithError, pickUpSession, returnToForkcast, startSignIn } from './support/oauth-flow.js';

const ORIGIN = 'http://127.0.0.1:3999';
let t: TestApp;

beforeAll(async () => {
  // No provider credentials: the development provider stands in for all three.
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN, AUTH_SECRET: 'd'.repeat(40) });
});
afterAll(async () => t.close());

/** Opens the development sign-in page the way a browser would after pressing a provider button. */
async function openDevPage(provider: 'google' | 'facebook' | 'twitter') {
  const { providerUrl, stateCookie } = await startSignIn(t.app, provider);
  expect(providerUrl.origin).toBe(ORIGIN);
  expect(providerUrl.pathname).toBe(`/api/auth/dev/${provider}/authorize`);
  const page = await t.app.inject({ method: 'GET', url: providerUrl.pathname + providerUrl.search });
  return { page, stateCookie, query: Object.fromEntries(providerUrl.searchParams) };
}

function submit(provider: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/dev/${provider}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('development identity provider', () => {
  it('shows a "Development sign-in" page with Name, Email and Sign in that passes the strict CSP', async () => {
    const { page } = await openDevPage('google');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Development sign-in</title>');
    expect(page.body).toMatch(/<label for="name">Name<\/label>/);
    expect(page.body).toMatch(/<label for="email">Email<\/label>/);
    expect(page.body).toMatch(/<button[^>]*>Sign in<\/button>/);
    expect(page.body).not.toMatch(/<script|style=|<style/);
    expect(String(page.headers['content-security-policy'])).toContain("style-src 'self'");
    const css = await t.app.inject({ method: 'GET', url: '/api/auth/dev/style.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });

  it.each(['google', 'facebook', 'twitter'] as const)('signs in through the %s callback with the name and email given', async (provider) => {
    const { query, stateCookie } = await openDevPage(provider);
    const answer = await submit(provider, { ...query, name: 'Dev Cook', email: `Dev.${provider}@Example.com`, decision: 'allow' });
    expect(answer.statusCode).toBe(303);
    const callbackUrl = new URL(answer.headers.location!);
    expect(callbackUrl.pathname).toBe(`/api/auth/callback/${provider}`);
    const callback = await returnToForkcast(t.app, callbackUrl, stateCookie);
    expect(callback.headers.location).toBe('/dashboard');
    const session = await pickUpSession(t.app, callback);
    expect(session.user).toMatchObject({ email: `dev.${provider}@example.com`, user_metadata: { full_name: 'Dev Cook' } });
  });

  it('sends Cancel back as denied consent', async () => {
    const { query, stateCookie } = await openDevPage('facebook');
    const answer = await submit('facebook', { ...query, decision: 'cancel' });
    const callback = await returnToForkcast(t.app, new URL(answer.headers.location!), stateCookie);
    expect(landedWithError(callback)).toBe('access_denied');
  });

  it('will not send a code to a redirect URI it did not register', async () => {
    const { query } = await openDevPage('google');
    const res = await submit('google', { ...query, redirect_uri: 'https://evil.example/cb', email: 'a@b.c', decision: 'allow' });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('answers invalid_client, not a 500, to client credentials with broken percent-encoding', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev/twitter/token',
      headers: {
        authorization: `Basic ${Buffer.from('%E0%A4%A:secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=authorization_code&code=x',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_client' });
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'q'.repeat(40), PUBLIC_ORIGIN: 'https://forkcast.example' });
  });
  afterAll(async () => prod.close());

  it('cannot reach the development provider at all', async () => {
    for (const url of ['/api/auth/dev/google/authorize?client_id=forkcast-development', '/api/auth/dev/style.css', '/api/auth/dev/jwks']) {
      expect((await prod.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const token = await prod.app.inject({ method: 'POST', url: '/api/auth/dev/google/token', payload: {} });
    expect(token.statusCode).toBe(404);
  });

  it('sends a provider without credentials back with "unavailable"', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/auth/authorize/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?auth_error=unavailable&provider=google');
  });

  it('marks its cookies Secure behind https', async () => {
    const res = await prod.app.inject({ method: 'POST', url: '/api/auth/session', headers: { cookie: 'forkcast_sign_in=stale' } });
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['set-cookie'])).toContain('Secure');
  });
});
