import cookie from '@fastify/cookie';
import { endpoints, fillPath, routes, type AuthProvider } from '@forkcast/contracts';
import type { FastifyPluginAsync } from 'fastify';
import * as oidc from 'openid-client';
import { endpointRoute } from '../../http/endpoint-route.js';
import { authRateLimit } from './auth-rate-limit.js';
import type { AccountService } from './account-service.js';
import type { OAuthClient } from './oauth-clients.js';
import { SIGN_IN_STATE_TTL_SECONDS, createSignInStateSealer } from './sign-in-state.js';
import { HANDOFF_TTL_SECONDS, type SignInHandoffService } from './sign-in-handoff-service.js';
import { SignInError } from './sign-in-error.js';

export const HANDOFF_COOKIE = 'forkcast_sign_in';
/** The hand-off cookie goes only to the pick-up endpoint (and its acknowledgement, at the same path). */
export const HANDOFF_COOKIE_PATH = routes.pickUpSignIn.path;
const stateCookie = (provider: AuthProvider) => `forkcast_oauth_${provider}`;
/** Where a provider sends the browser back; the sign-in state cookie is scoped to it. */
export const callbackPath = (provider: AuthProvider) => fillPath(routes.finishSignIn.path, { provider });

export interface SignInRoutesOptions {
  clients: Partial<Record<AuthProvider, OAuthClient>>;
  stateKey: Uint8Array;
  accounts: AccountService;
  handoffs: SignInHandoffService;
}

/**
 * The browser side of social sign-in: start (redirect to the provider) and callback (redeem the code,
 * find or create the user, hand off to the web app through an httpOnly cookie, land on /dashboard).
 * Failures land on `/?auth_error=<code>&provider=<p>`; nothing secret ever goes into a URL or the log.
 */
export const signInRoutes: FastifyPluginAsync<SignInRoutesOptions> = async (app, { clients, stateKey, accounts, handoffs }) => {
  await app.register(cookie);
  const sealer = createSignInStateSealer(stateKey);
  const secure = app.config.publicOrigin.startsWith('https:');
  const cookieBase = { httpOnly: true, sameSite: 'lax', secure } as const;
  const failed = (provider: AuthProvider, code: SignInError['code']) =>
    `/?${new URLSearchParams({ auth_error: code, provider })}`;
  // Authorization codes arrive in the callback's query string: keep these requests out of the info log.
  const quiet = { logLevel: 'warn' as const, config: { rateLimit: authRateLimit(app.config) } };

  endpointRoute(
    app,
    endpoints.startSignIn,
    async (request, reply) => {
      const { provider } = request.params;
      const client = clients[provider];
      if (!client) return reply.redirect(failed(provider, 'unavailable'));
      const checks = { state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() };
      reply.setCookie(stateCookie(provider), await sealer.seal(provider, checks), {
        ...cookieBase,
        path: callbackPath(provider),
        maxAge: SIGN_IN_STATE_TTL_SECONDS,
      });
      return reply.redirect((await client.authorizationUrl(checks)).toString());
    },
    quiet,
  );

  endpointRoute(
    app,
    endpoints.finishSignIn,
    async (request, reply) => {
      const { provider } = request.params;
      const client = clients[provider];
      reply.clearCookie(stateCookie(provider), { ...cookieBase, path: callbackPath(provider) });
      try {
        if (!client) throw new SignInError('unavailable');
        const checks = await sealer.open(request.cookies[stateCookie(provider)], provider);
        if (!checks) throw new SignInError('expired', 'no or invalid sign-in state cookie');
        const profile = await client.finish(new URL(request.url, app.config.publicOrigin), checks);
        const code = await handoffs.issue(await accounts.signIn(profile));
        reply.setCookie(HANDOFF_COOKIE, code, { ...cookieBase, path: HANDOFF_COOKIE_PATH, maxAge: HANDOFF_TTL_SECONDS });
        return reply.redirect('/dashboard', 303);
      } catch (error) {
        if (!(error instanceof SignInError)) throw error;
        request.log.warn({ provider, reason: error.code, detail: error.message }, 'social sign-in failed');
        return reply.redirect(failed(provider, error.code), 303);
      }
    },
    quiet,
  );
};
