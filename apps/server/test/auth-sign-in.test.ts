import { authProviders, type AuthSession } from '@forkcast/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';
import { startIdentityServer, type IdentityServer } from './support/identity-server.js';
import {
  cookieHeader,
  landedWithError,
  pickUpSession,
  returnToForkcast,
  signInThrough,
  startSignIn,
  visitProvider,
} from './support/oauth-flow.js';

const ORIGIN = 'http://forkcast.test';
let idp: IdentityServer;
let t: TestApp;

beforeAll(async () => {
  idp = await startIdentityServer();
  t = await createTestApp({ ...idp.env(), PUBLIC_ORIGIN: ORIGIN, AUTH_SECRET: 'a'.repeat(40) });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});
afterEach(() => {
  idp.state.faults = {};
  idp.state.authorizeRequests.length = 0;
});

const profileOf = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${accessToken}` } });
const acknowledge = (accessToken?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/auth/session',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });

describe.each(authProviders)('sign-in with %s', (provider) => {
  const person = (n: number) => ({ sub: `${provider}-${n}`, email: `${provider}${n}@example.com`, emailVerified: true, name: `Cook ${n}` });

  it('sends PKCE (S256) and state, and lands on /dashboard with a working session', async () => {
    idp.state.person = person(1);
    const session = await signInThrough(t.app, provider);
    const sent = idp.state.authorizeRequests[0]!;
    expect(sent.get('code_challenge_method')).toBe('S256');
    expect(sent.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(sent.get('state')).toBeTruthy();
    expect(sent.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/${provider}`);
    if (provider === 'google') expect(sent.get('nonce')).toBeTruthy();
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      user: { email: `${provider}1@example.com`, user_metadata: { full_name: 'Cook 1' } },
    });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 800);
    const profile = await profileOf(session.access_token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: `${provider}1@example.com`, full_name: 'Cook 1' });
  });

  it('puts no token in the landing URL and hands the session over until it is acknowledged', async () => {
    idp.state.person = person(2);
    const { providerUrl, stateCookie } = await startSignIn(t.app, provider);
    const callback = await returnToForkcast(t.app, await visitProvider(providerUrl), stateCookie);
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/dashboard');
    const handoff = callback.cookies.find((c) => c.name === 'forkcast_sign_in')!;
    expect(handoff).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/session' });
    const session = await pickUpSession(t.app, callback);
    expect((await acknowledge(session.access_token)).statusCode).toBe(204);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/session', headers: { cookie: `forkcast_sign_in=${handoff.value}` } });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Sign-in expired or already used. Please sign in again.', code: 'SIGN_IN_EXPIRED' });
  });

  it('rejects a callback whose state does not match the one it started with', async () => {
    const { providerUrl, stateCookie } = await startSignIn(t.app, provider);
    const callbackUrl = await visitProvider(providerUrl);
    callbackUrl.searchParams.set('state', 'forged-state');
    expect(landedWithError(await returnToForkcast(t.app, callbackUrl, stateCookie))).toBe('expired');
  });

  it('rejects a callback without the sign-in cookie (started in another browser)', async () => {
    const { providerUrl } = await startSignIn(t.app, provider);
    expect(landedWithError(await returnToForkcast(t.app, await visitProvider(providerUrl), ''))).toBe('expired');
  });

  it('rejects a code issued for another PKCE challenge (injected code)', async () => {
    idp.state.person = person(3);
    const victim = await startSignIn(t.app, provider);
    const attacker = await startSignIn(t.app, provider);
    const attackerCallback = await visitProvider(attacker.providerUrl);
    const victimCallback = await visitProvider(victim.providerUrl);
    // The attacker's code, delivered with the victim's own state: only the PKCE verifier can tell.
    victimCallback.searchParams.set('code', attackerCallback.searchParams.get('code')!);
    expect(landedWithError(await returnToForkcast(t.app, victimCallback, victim.stateCookie))).toBe('expired');
  });

  it('refuses a replayed authorization code', async () => {
    idp.state.person = person(4);
    const { providerUrl, stateCookie } = await startSignIn(t.app, provider);
    const callbackUrl = await visitProvider(providerUrl);
    expect(landedWithError(await returnToForkcast(t.app, callbackUrl, stateCookie))).toBeNull();
    expect(landedWithError(await returnToForkcast(t.app, callbackUrl, stateCookie))).toBe('expired');
  });

  it('reports denied consent and provider errors by code only', async () => {
    idp.state.faults = { authorizeError: 'access_denied' };
    let { providerUrl, stateCookie } = await startSignIn(t.app, provider);
    const denied = await returnToForkcast(t.app, await visitProvider(providerUrl), stateCookie);
    expect(denied.headers.location).toBe(`/?auth_error=access_denied&provider=${provider}`);

    idp.state.faults = { authorizeError: 'temporarily_unavailable' };
    ({ providerUrl, stateCookie } = await startSignIn(t.app, provider));
    const failed = await returnToForkcast(t.app, await visitProvider(providerUrl), stateCookie);
    expect(failed.headers.location).toBe(`/?auth_error=provider_error&provider=${provider}`);
  });
});

describe('Google ID token checks', () => {
  const attempt = async () => {
    idp.state.person = { sub: 'g-check', email: 'check@example.com', emailVerified: true, name: 'Check' };
    const { providerUrl, stateCookie } = await startSignIn(t.app, 'google');
    return landedWithError(await returnToForkcast(t.app, await visitProvider(providerUrl), stateCookie));
  };

  it('rejects a token signed with a key outside the JWKS', async () => {
    idp.state.faults = { rogueSigningKey: true };
    expect(await attempt()).toBe('provider_error');
  });

  it('rejects a wrong issuer, audience or nonce', async () => {
    for (const faults of [{ idTokenIssuer: 'https://evil.example' }, { idTokenAudience: 'someone-else' }, { idTokenNonce: 'replayed-nonce' }]) {
      idp.state.faults = faults;
      expect(await attempt()).toBe('provider_error');
    }
    idp.state.faults = {};
    expect(await attempt()).toBeNull();
  });
});

describe('linking accounts', () => {
  it('joins a second provider to the same user when both verify the same email', async () => {
    idp.state.person = { sub: 'g-link', email: 'Link@Example.com', emailVerified: true, name: 'Linda' };
    const google = await signInThrough(t.app, 'google');
    idp.state.person = { sub: 'fb-link', email: 'link@example.com', name: 'Linda F' };
    const facebook = await signInThrough(t.app, 'facebook');
    idp.state.person = { sub: 'tw-link', email: 'link@example.com', name: 'Linda T' };
    const twitter = await signInThrough(t.app, 'twitter');
    expect(facebook.user.id).toBe(google.user.id);
    expect(twitter.user.id).toBe(google.user.id);
    expect(google.user.email).toBe('link@example.com');
  });

  it('never joins on an unverified email', async () => {
    idp.state.person = { sub: 'fb-owner', email: 'owner@example.com', name: 'Owner' };
    await signInThrough(t.app, 'facebook');
    idp.state.person = { sub: 'g-squatter', email: 'owner@example.com', emailVerified: false, name: 'Squatter' };
    const { providerUrl, stateCookie } = await startSignIn(t.app, 'google');
    const callback = await returnToForkcast(t.app, await visitProvider(providerUrl), stateCookie);
    expect(landedWithError(callback)).toBe('account_conflict');
  });

  it('keeps a returning user by provider account even when the email changed', async () => {
    idp.state.person = { sub: 'g-mover', email: 'old@example.com', emailVerified: true, name: 'Mover' };
    const first = await signInThrough(t.app, 'google');
    idp.state.person = { sub: 'g-mover', email: 'new@example.com', emailVerified: true, name: 'Mover' };
    const second = await signInThrough(t.app, 'google');
    expect(second.user.id).toBe(first.user.id);
  });

  it('cannot sign in a Twitter account without a confirmed email', async () => {
    idp.state.person = { sub: 'tw-anon', name: 'Anon' };
    const { providerUrl, stateCookie } = await startSignIn(t.app, 'twitter');
    expect(landedWithError(await returnToForkcast(t.app, await visitProvider(providerUrl), stateCookie))).toBe('email_required');
  });
});

describe('session pick-up', () => {
  it('answers 204 when there is no sign-in to pick up', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/session' });
    expect(res.statusCode).toBe(204);
  });
});

describe('a sign-in hand-off picked up more than once (a pick-up cut off by a navigation, or sent twice)', () => {
  let n = 0;
  /** A finished Google sign-in: the hand-off cookie the browser holds on /dashboard. */
  async function finishedSignIn(): Promise<string> {
    n += 1;
    idp.state.person = { sub: `g-handoff-${n}`, email: `handoff${n}@example.com`, emailVerified: true, name: `Hand ${n}` };
    const { providerUrl, stateCookie } = await startSignIn(t.app, 'google');
    return cookieHeader(await returnToForkcast(t.app, await visitProvider(providerUrl), stateCookie), 'forkcast_sign_in');
  }
  const pickUp = (cookie: string, userAgent = 'the same browser') =>
    t.app.inject({ method: 'POST', url: '/api/auth/session', headers: { cookie, 'user-agent': userAgent } });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });
  const expired = { message: 'Sign-in expired or already used. Please sign in again.', code: 'SIGN_IN_EXPIRED' };

  it('opens a new session on each redeem and revokes the one the previous redeem opened', async () => {
    const cookie = await finishedSignIn();
    const first = await pickUp(cookie);
    const second = await pickUp(cookie);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.cookies.find((c) => c.name === 'forkcast_sign_in')).toBeUndefined();
    const a: AuthSession = first.json();
    const b: AuthSession = second.json();
    expect(b.user).toEqual(a.user);
    expect((await refresh(a.refresh_token)).statusCode).toBe(401);
    expect((await profileOf(a.access_token)).statusCode).toBe(401);
    expect((await refresh(b.refresh_token)).statusCode).toBe(200);
  });

  it('leaves exactly one live session when redeems of one hand-off arrive together', async () => {
    const cookie = await finishedSignIn();
    const answers = await Promise.all([pickUp(cookie), pickUp(cookie), pickUp(cookie)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const refreshed = await Promise.all(answers.map((res) => refresh((res.json() as AuthSession).refresh_token)));
    expect(refreshed.map((res) => res.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('ends with the acknowledgement: 204, the cookie is cleared, a third redeem is refused, the kept session lives', async () => {
    const cookie = await finishedSignIn();
    await pickUp(cookie);
    const kept: AuthSession = (await pickUp(cookie)).json();
    const ack = await acknowledge(kept.access_token);
    expect(ack.statusCode).toBe(204);
    expect(ack.cookies.find((c) => c.name === 'forkcast_sign_in')).toMatchObject({ value: '', path: '/api/auth/session' });
    const third = await pickUp(cookie);
    expect(third.statusCode).toBe(401);
    expect(third.json()).toEqual(expired);
    expect((await profileOf(kept.access_token)).statusCode).toBe(200);
  });

  it('refuses a redeem after the two-minute window', async () => {
    const cookie = await finishedSignIn();
    const session: AuthSession = (await pickUp(cookie)).json();
    await t.database.db.execute(
      sql`update sign_in_handoffs set expires_at = now() - interval '1 second' where user_id = ${session.user.id}`,
    );
    const late = await pickUp(cookie);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(expired);
  });

  it('refuses the cookie to anyone else once the owner acknowledged', async () => {
    const cookie = await finishedSignIn();
    const owner: AuthSession = (await pickUp(cookie)).json();
    await acknowledge(owner.access_token);
    const stranger = await pickUp(cookie, 'another browser');
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual(expired);
  });

  it("cannot be ended by someone else's acknowledgement", async () => {
    const cookie = await finishedSignIn();
    await pickUp(cookie);
    const someoneElse = await signInThrough(t.app, 'facebook');
    expect((await acknowledge(someoneElse.access_token)).statusCode).toBe(204);
    expect((await pickUp(cookie)).statusCode).toBe(200);
  });

  it('acknowledges only for a signed-in caller', async () => {
    const res = await acknowledge();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
  });
});
