import type { AuthProvider, AuthSession } from '@forkcast/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The browser's side of a social sign-in, step by step, so tests can tamper between steps. */

export function cookieHeader(res: LightMyRequestResponse, name: string): string {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`response set no ${name} cookie`);
  return `${cookie.name}=${cookie.value}`;
}

/** Sign In with <provider>: returns where the browser is sent and the sign-in state cookie it keeps. */
export async function startSignIn(app: FastifyInstance, provider: AuthProvider) {
  const res = await app.inject({ method: 'GET', url: `/api/auth/authorize/${provider}` });
  if (res.statusCode !== 302) throw new Error(`authorize answered ${res.statusCode}`);
  return { providerUrl: new URL(res.headers.location!), stateCookie: cookieHeader(res, `forkcast_oauth_${provider}`) };
}

/** The provider's authorization endpoint (a real server) sends the browser back: the callback URL. */
export async function visitProvider(providerUrl: URL): Promise<URL> {
  const res = await fetch(providerUrl, { redirect: 'manual' });
  if (res.status !== 302) throw new Error(`provider answered ${res.status}`);
  return new URL(res.headers.get('location')!);
}

export function returnToForkcast(app: FastifyInstance, callbackUrl: URL, stateCookie: string) {
  return app.inject({ method: 'GET', url: callbackUrl.pathname + callbackUrl.search, headers: { cookie: stateCookie } });
}

/** What the web app does on /dashboard: trade the one-time cookie for the session JSON. */
export async function pickUpSession(app: FastifyInstance, callbackResponse: LightMyRequestResponse): Promise<AuthSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/session',
    headers: { cookie: cookieHeader(callbackResponse, 'forkcast_sign_in') },
  });
  if (res.statusCode !== 200) throw new Error(`session pick-up answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** The whole happy path against a provider that signs straight in. */
export async function signInThrough(app: FastifyInstance, provider: AuthProvider): Promise<AuthSession> {
  const { providerUrl, stateCookie } = await startSignIn(app, provider);
  const callback = await returnToForkcast(app, await visitProvider(providerUrl), stateCookie);
  if (callback.headers.location !== '/dashboard') throw new Error(`callback went to ${callback.headers.location}`);
  return pickUpSession(app, callback);
}

/** The `auth_error` code a failed sign-in lands on, or null when it landed on /dashboard. */
export function landedWithError(callback: LightMyRequestResponse): string | null {
  const location = new URL(callback.headers.location!, 'http://x');
  return location.pathname === '/dashboard' ? null : location.searchParams.get('auth_error');
}
