import { Writable } from 'node:stream';
import type { AuthSession } from '@forkcast/contracts';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema.js';
import { deriveAuthKeys } from '../src/modules/auth/auth-keys.js';
import { loggerOptions } from '../src/plugins/logging.js';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from './helper.js';
import { createSession } from './support/sign-in.js';

const SECRET = 'h'.repeat(40);
const ORIGIN = 'http://forkcast.test';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_SECRET: SECRET, PUBLIC_ORIGIN: ORIGIN });
});
afterAll(async () => t.close());

const profile = (app: TestApp['app'], authorization: string) =>
  app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization } });
const refresh = (app: TestApp['app'], refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });
const claimsOf = (session: AuthSession) =>
  JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as { sid: string; sub: string };

describe('access tokens the guard refuses with 401 { message, code }', () => {
  it('an unsigned token (alg: none) carrying a real session', async () => {
    const session = await createSession(t.app, { email: 'none@example.com' });
    const { sid, sub } = claimsOf(session);
    const unsigned = new UnsecuredJWT({ sid }).setSubject(sub).setIssuer(ORIGIN).setAudience('forkcast-api').setExpirationTime('1h').encode();
    for (const token of [unsigned, `${unsigned}forged-signature`]) {
      const res = await profile(t.app, `Bearer ${token}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
    }
  });

  it('a token signed with our key but for another issuer or audience, or another algorithm', async () => {
    const session = await createSession(t.app, { email: 'claims@example.com' });
    const { sid, sub } = claimsOf(session);
    const key = deriveAuthKeys(SECRET).accessToken;
    const forge = (issuer: string, audience: string, alg = 'HS256') =>
      new SignJWT({ sid }).setProtectedHeader({ alg }).setSubject(sub).setIssuer(issuer).setAudience(audience).setExpirationTime('1h').sign(key);
    expect((await profile(t.app, `Bearer ${await forge(ORIGIN, 'forkcast-api')}`)).statusCode).toBe(200);
    for (const token of [
      await forge('https://evil.example', 'forkcast-api'),
      await forge(ORIGIN, 'another-api'),
      await forge(ORIGIN, 'forkcast-api', 'HS512'),
    ]) {
      expect((await profile(t.app, `Bearer ${token}`)).json()).toEqual({
        message: 'Invalid or expired access token',
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it("a valid token whose session belongs to someone else's user id", async () => {
    const mine = await createSession(t.app, { email: 'owner@example.com' });
    const theirs = await createSession(t.app, { email: 'victim@example.com' });
    const token = await new SignJWT({ sid: claimsOf(mine).sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(theirs.user.id)
      .setIssuer(ORIGIN)
      .setAudience('forkcast-api')
      .setExpirationTime('1h')
      .sign(deriveAuthKeys(SECRET).accessToken);
    expect((await profile(t.app, `Bearer ${token}`)).statusCode).toBe(401);
  });

  it('the token of a deleted user, and the refresh token of that user', async () => {
    const session = await createSession(t.app, { email: 'deleted@example.com' });
    await t.database.db.delete(users).where(eq(users.id, session.user.id));
    expect((await profile(t.app, `Bearer ${session.access_token}`)).statusCode).toBe(401);
    expect((await refresh(t.app, session.refresh_token)).statusCode).toBe(401);
  });

  it('a token sent anywhere but the Authorization header, or with another scheme', async () => {
    const session = await createSession(t.app, { email: 'query@example.com' });
    const inQuery = await t.app.inject({ method: 'GET', url: `/api/auth/profile?access_token=${session.access_token}` });
    expect(inQuery.statusCode).toBe(401);
    const inCookie = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie: `access_token=${session.access_token}` } });
    expect(inCookie.statusCode).toBe(401);
    expect((await profile(t.app, `Basic ${session.access_token}`)).statusCode).toBe(401);
    expect((await profile(t.app, `Bearer ${session.access_token} extra`)).statusCode).toBe(401);
  });

  it('the access token of a signed-out session, even though it has not expired', async () => {
    const session = await createSession(t.app, { email: 'revoked@example.com' });
    const bearer = `Bearer ${session.access_token}`;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: bearer }, payload: { scope: 'local' } });
    expect((await profile(t.app, bearer)).json()).toEqual({ message: 'Invalid or expired access token', code: 'UNAUTHENTICATED' });
  });
});

describe('refresh token rotation under concurrency', () => {
  it('lets exactly one of several simultaneous refreshes with one token succeed', async () => {
    const session = await createSession(t.app, { email: 'race@example.com' });
    const answers = await Promise.all(Array.from({ length: 4 }, () => refresh(t.app, session.refresh_token)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 401, 401, 401]);
    for (const res of answers.filter((r) => r.statusCode === 401)) {
      expect(res.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
    }
    // A spent token presented again is treated as stolen: the session that rotated is revoked too.
    const winner: AuthSession = answers.find((r) => r.statusCode === 200)!.json();
    expect((await refresh(t.app, winner.refresh_token)).statusCode).toBe(401);
  });
});

describe('social sign-in redirects stay on our own origin', () => {
  it('ignores redirect and return_to on the way out: the provider gets our callback as redirect_uri', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/authorize/google?redirect_uri=https://evil.example/cb&redirect=https://evil.example&return_to=//evil.example',
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location!);
    expect(location.origin).toBe(ORIGIN);
    expect(location.searchParams.getAll('redirect_uri')).toEqual([`${ORIGIN}/api/auth/callback/google`]);
  });

  it('lands on a path of our own from the callback, whatever redirect target is appended', async () => {
    for (const query of ['redirect=https://evil.example', 'return_to=//evil.example', 'next=https:%2F%2Fevil.example&error=access_denied']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/callback/google?state=x&code=y&${query}` });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/(?!\/)/);
      expect(res.headers.location).not.toContain('evil');
    }
  });
});

describe('rate limits on sign-in and token refresh', () => {
  it('defaults to 30 a minute per client, tighter than the general API', () => {
    const config = loadConfig({});
    expect(config.auth.rateLimitMax).toBe(30);
    expect(config.auth.rateLimitMax).toBeLessThan(config.rateLimitMax);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_MAX: 'lots' })).toThrow(/AUTH_RATE_LIMIT_MAX/);
  });

  it('answers 429 { message, code } once AUTH_RATE_LIMIT_MAX is spent, while the rest of the API keeps answering', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      for (const call of [
        () => refresh(limited.app, 'guessed-token'),
        () => limited.app.inject({ method: 'GET', url: '/api/auth/authorize/google' }),
        () => limited.app.inject({ method: 'GET', url: '/api/auth/callback/google?code=x&state=y' }),
        () => limited.app.inject({ method: 'POST', url: '/api/auth/session' }),
      ]) {
        const codes: number[] = [];
        for (let i = 0; i < 4; i++) codes.push((await call()).statusCode);
        expect(codes.slice(0, 3)).not.toContain(429);
        expect(codes[3]).toBe(429);
      }
      const last = await refresh(limited.app, 'guessed-token');
      expect(last.json()).toEqual({ message: expect.stringMatching(/^Too many requests/), code: 'RATE_LIMITED' });
      expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the client address behind rate limits', () => {
  it('cannot be chosen by the client through X-Forwarded-For in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://forkcast.example',
      AUTH_RATE_LIMIT_MAX: '2',
      TRUST_PROXY: 'uniquelocal',
    });
    try {
      // One after another: @fastify/rate-limit's memory store counts a simultaneous burst as all over the limit.
      const attempts = async (remoteAddress: string, realClient: string) => {
        const codes: number[] = [];
        for (const spoofed of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
          const res = await prod.app.inject({
            method: 'POST',
            url: '/api/auth/refresh',
            remoteAddress,
            headers: { 'x-forwarded-for': realClient ? `${spoofed}, ${realClient}` : spoofed },
            payload: { refresh_token: 'guessed-token' },
          });
          codes.push(res.statusCode);
        }
        return codes;
      };
      // Through a proxy on the private network: the address the proxy appended counts, not what the client wrote.
      expect(await attempts('10.0.0.2', '203.0.113.7')).toEqual([401, 401, 429]);
      // Straight from the internet: X-Forwarded-For is ignored altogether.
      expect(await attempts('203.0.113.9', '')).toEqual([401, 401, 429]);
    } finally {
      await prod.close();
    }
  });
});

describe('secrets stay out of the log', () => {
  it('logs requests by path, without query strings, bearer tokens, cookies or bodies', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig({ AUTH_SECRET: SECRET, PUBLIC_ORIGIN: ORIGIN });
    const database = await createTestDatabase();
    const app = await buildApp({ config, database, logger: { ...loggerOptions('info'), stream } });
    try {
      const session = await createSession(app, { email: 'logged@example.com' });
      await app.inject({ method: 'GET', url: '/api/auth/callback/google?code=CODE-IN-CALLBACK&state=STATE-1' });
      await app.inject({ method: 'GET', url: '/api/auth/callback/google/extra?code=CODE-IN-404&state=STATE-2' });
      await app.inject({ method: 'GET', url: '/api/health?token=TOKEN-IN-QUERY' });
      await app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${session.access_token}`, cookie: 'forkcast_sign_in=COOKIE-VALUE' },
      });
      await refresh(app, session.refresh_token);
      const log = lines.join('');
      expect(log).toContain('"url":"/api/health"');
      for (const secret of ['CODE-IN-CALLBACK', 'CODE-IN-404', 'STATE-', 'TOKEN-IN-QUERY', 'COOKIE-VALUE', session.access_token, session.refresh_token]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
