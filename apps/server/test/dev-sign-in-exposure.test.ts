import type { AuthProvider } from '@forkcast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { exposureWarning } from '../src/exposure-warning.js';
import { isLoopbackAddress } from '../src/http/loopback.js';
import { createTestApp, type TestApp } from './helper.js';
import { startIdentityServer, type IdentityServer } from './support/identity-server.js';
import { pickUpSession, returnToForkcast, signInThrough, startSignIn } from './support/oauth-flow.js';

/**
 * The development sign-in lets anyone be anyone, so it must stay on the developer's computer and away from
 * accounts that sign in with a real provider. Google is configured here (a local identity server stands in for it);
 * Facebook and X are not, so the development provider stands in for them.
 */
const ORIGIN = 'http://127.0.0.1:3999';
let idp: IdentityServer;
let t: TestApp;

beforeAll(async () => {
  idp = await startIdentityServer();
  const googleOnly = Object.fromEntries(Object.entries(idp.env()).filter(([key]) => key.startsWith('GOOGLE_')));
  t = await createTestApp({ ...googleOnly, NODE_ENV: 'development', PUBLIC_ORIGIN: ORIGIN, TRUST_PROXY: '192.168.1.20' });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** The development provider's page as a browser at `remoteAddress` opens it, and its form fields. */
async function openDevPage(provider: AuthProvider, remoteAddress = '127.0.0.1') {
  const { providerUrl, stateCookie } = await startSignIn(t.app, provider);
  expect(providerUrl.pathname).toBe(`/api/auth/dev/${provider}/authorize`);
  const page = await t.app.inject({ method: 'GET', url: providerUrl.pathname + providerUrl.search, remoteAddress });
  return { page, stateCookie, query: Object.fromEntries(providerUrl.searchParams) };
}

function submit(provider: AuthProvider, form: Record<string, string>, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/dev/${provider}/authorize`,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('the development provider answers only this computer', () => {
  it.each(['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1'])('shows its page to %s', async (address) => {
    const { page } = await openDevPage('facebook', address);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Development sign-in</title>');
  });

  it.each(['192.168.1.7', '10.0.0.7', '203.0.113.9', '::ffff:192.168.1.7', '2001:db8::7', '0.0.0.0'])(
    'refuses its page, the sign-in and the token endpoint to %s',
    async (address) => {
      const { page, query } = await openDevPage('facebook', address);
      expect(page.statusCode).toBe(403);
      expect(page.body).toContain('answers only on the computer Forkcast runs on');
      const signIn = await submit('facebook', { ...query, email: 'mallory@example.com', decision: 'allow' }, address);
      expect(signIn.statusCode).toBe(403);
      expect(signIn.headers.location).toBeUndefined();
      const token = await t.app.inject({ method: 'POST', url: '/api/auth/dev/facebook/token', remoteAddress: address, payload: {} });
      expect(token.statusCode).toBe(403);
    },
  );

  it('goes by the connection, never X-Forwarded-For, even from a trusted proxy', async () => {
    const { query } = await openDevPage('twitter');
    const res = await submit('twitter', { ...query, email: 'mallory@example.com', decision: 'allow' }, '192.168.1.20', {
      'x-forwarded-for': '127.0.0.1',
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers.location).toBeUndefined();
  });
});

describe("the development provider never signs in as a real provider's account", () => {
  beforeAll(async () => {
    idp.state.person = { sub: '104857600000000000001', email: 'ada@example.com', emailVerified: true, name: 'Ada Lovelace' };
    await signInThrough(t.app, 'google');
  });

  it.each(['ada@example.com', ' Ada@Example.COM '])('refuses %s, which signs in with Google', async (email) => {
    const { query } = await openDevPage('facebook');
    const res = await submit('facebook', { ...query, name: 'Mallory', email, decision: 'allow' });
    expect(res.statusCode).toBe(403);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('already signs in with a real provider');
  });

  it('still signs in an email that only the development provider knows, again and again', async () => {
    for (let round = 0; round < 2; round++) {
      const { query, stateCookie } = await openDevPage('twitter');
      const answer = await submit('twitter', { ...query, name: 'Dev Cook', email: 'dev.cook@example.com', decision: 'allow' });
      expect(answer.statusCode).toBe(303);
      const session = await pickUpSession(t.app, await returnToForkcast(t.app, new URL(answer.headers.location!), stateCookie));
      expect(session.user.email).toBe('dev.cook@example.com');
    }
  });
});

describe('where the server listens', () => {
  it('defaults to 127.0.0.1 outside production and to every interface in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(32) }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
  });

  it('warns loudly when a development or test server listens beyond this computer', () => {
    expect(exposureWarning({ env: 'development', host: '0.0.0.0' })).toMatch(/WARNING: NODE_ENV=development with HOST=0\.0\.0\.0/);
    expect(exposureWarning({ env: 'test', host: '192.168.1.7' })).toMatch(/other computers can reach this server/);
    for (const host of ['127.0.0.1', '::1', 'localhost']) expect(exposureWarning({ env: 'development', host })).toBeUndefined();
    expect(exposureWarning({ env: 'production', host: '0.0.0.0' })).toBeUndefined();
  });

  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['localhost', true],
    ['0.0.0.0', false],
    ['::', false],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['128.0.0.1', false],
    ['127.0.0.1.example.com', false],
    [undefined, false],
  ])('counts %s as this computer: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});
