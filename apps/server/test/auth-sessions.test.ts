import type { AuthSession } from '@forkcast/contracts';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAuthKeys } from '../src/modules/auth/auth-keys.js';
import { createTestApp, type TestApp } from './helper.js';
import { createSession, signIn } from './support/sign-in.js';

const SECRET = 's'.repeat(40);
const ORIGIN = 'http://forkcast.test';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_SECRET: SECRET, PUBLIC_ORIGIN: ORIGIN });
});
afterAll(async () => t.close());

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });
const logout = (token: string, scope: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` }, payload: { scope } });

describe('the access guard', () => {
  it('lets public routes through and asks for a token everywhere else', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Authentication required: send the access token as a bearer token',
      code: 'UNAUTHENTICATED',
    });
  });

  it('accepts the token from the signIn test helper', async () => {
    const token = await signIn(t.app, { email: 'helper@example.com', name: 'Helper' });
    const res = await profile(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'helper@example.com', full_name: 'Helper' });
  });

  it('refuses expired, malformed and wrongly signed tokens with 401 { message, code }', async () => {
    const session = await createSession(t.app, { email: 'guard@example.com' });
    const sid = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()).sid;
    const forge = (key: Uint8Array, exp: number) =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(session.user.id)
        .setIssuer(ORIGIN)
        .setAudience('forkcast-api')
        .setExpirationTime(exp)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    const ours = deriveAuthKeys(SECRET).accessToken;
    expect((await profile(await forge(ours, now + 60))).statusCode).toBe(200);
    for (const token of [
      await forge(ours, now - 1),
      await forge(deriveAuthKeys('x'.repeat(40)).accessToken, now + 60),
      'not.a.jwt',
      session.access_token.slice(0, -2),
    ]) {
      const res = await profile(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid or expired access token', code: 'UNAUTHENTICATED' });
    }
  });
});

describe('refresh', () => {
  it('rotates the refresh token on every use and keeps the user', async () => {
    const first = await createSession(t.app, { email: 'rotate@example.com', name: 'Rota' });
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second: AuthSession = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user).toEqual(first.user);
    expect(second.expires_at).toBeGreaterThanOrEqual(first.expires_at);
    expect((await profile(second.access_token)).statusCode).toBe(200);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const stolen = await createSession(t.app, { email: 'reuse@example.com' });
    const rotated: AuthSession = (await refresh(stolen.refresh_token)).json();
    const reuse = await refresh(stolen.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: 'Refresh token already used; session revoked', code: 'UNAUTHENTICATED' });
    expect((await profile(rotated.access_token)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await refresh('made-up-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid refresh token', code: 'UNAUTHENTICATED' });
  });

  it('expires sessions after AUTH_SESSION_DAYS without use', async () => {
    const session = await createSession(t.app, { email: 'stale@example.com' });
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${session.user.id}`);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await profile(session.access_token)).statusCode).toBe(401);
  });
});

describe('sign-out scopes across two sessions of one user', () => {
  const twoSessions = async (email: string) => [await createSession(t.app, { email }), await createSession(t.app, { email })] as const;
  const alive = async (s: AuthSession) => (await profile(s.access_token)).statusCode === 200;

  it('local ends only this session', async () => {
    const [laptop, phone] = await twoSessions('local@example.com');
    expect((await logout(laptop.access_token, 'local')).statusCode).toBe(204);
    expect([await alive(laptop), await alive(phone)]).toEqual([false, true]);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(401);
  });

  it('others ends every session but this one', async () => {
    const [laptop, phone] = await twoSessions('others@example.com');
    expect((await logout(laptop.access_token, 'others')).statusCode).toBe(204);
    expect([await alive(laptop), await alive(phone)]).toEqual([true, false]);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(401);
  });

  it('global ends them all, and is the default', async () => {
    const [laptop, phone] = await twoSessions('global@example.com');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${laptop.access_token}` } });
    expect(res.statusCode).toBe(204);
    expect([await alive(laptop), await alive(phone)]).toEqual([false, false]);
  });

  it('does not touch another user', async () => {
    const [mine] = await twoSessions('me@example.com');
    const [theirs] = await twoSessions('them@example.com');
    await logout(mine.access_token, 'global');
    expect(await alive(theirs)).toBe(true);
  });

  it('rejects an unknown scope', async () => {
    const session = await createSession(t.app, { email: 'scope@example.com' });
    const res = await logout(session.access_token, 'everywhere');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^scope/);
  });
});
