import { authProviders, type AuthProvider } from '@forkcast/contracts';
import type { FastifyInstance } from 'fastify';
import type * as oidc from 'openid-client';
import { installAuthGuard } from './auth-guard.js';
import { createAuthServices } from './auth-services.js';
import { createDevIdentityProvider } from './dev-identity/dev-identity-provider.js';
import { createOAuthClient, type OAuthClient } from './oauth-clients.js';
import { createProfileService } from './profile-service.js';
import { profileRoutes } from './profile.routes.js';
import { sessionRoutes } from './session.routes.js';
import { signInRoutes } from './sign-in.routes.js';
import { createSignInHandoffs } from './sign-in-handoffs.js';
import { createUserAccounts } from './user-accounts.js';

export type { AuthUser } from './session-service.js';

/** Answers the development provider's token and userinfo calls in-process: no network, no reliance on PUBLIC_ORIGIN resolving. */
function inProcessFetch(api: FastifyInstance): oidc.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const response = await api.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: options.headers,
      payload: options.body === undefined ? undefined : String(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(response.rawPayload, { status: response.statusCode, headers });
  };
}

/**
 * Identity for the /api scope: the access guard on every route registered after it, social sign-in,
 * sessions and the profile. Outside production, providers without credentials get the development provider.
 */
export async function registerAuth(api: FastifyInstance): Promise<void> {
  const { config } = api;
  const { db } = api.database;
  const { keys, sessions } = createAuthServices(config, db);
  installAuthGuard(api, sessions);

  const development = config.env !== 'production';
  const dev = development ? await createDevIdentityProvider(config.publicOrigin) : undefined;
  const clients: Partial<Record<AuthProvider, OAuthClient>> = {};
  for (const provider of authProviders) {
    const settings = config.auth.providers[provider];
    const redirectUri = `${config.publicOrigin}/api/auth/callback/${provider}`;
    if (settings.credentials) {
      clients[provider] = createOAuthClient({ provider, endpoints: settings, ...settings.credentials, redirectUri, allowHttp: development });
    } else if (dev) {
      clients[provider] = createOAuthClient({
        provider,
        endpoints: dev.endpoints(provider),
        clientId: dev.clientId,
        clientSecret: dev.clientSecret,
        redirectUri,
        allowHttp: true,
        fetch: inProcessFetch(api),
      });
    }
  }
  dev?.register(api);

  const handoffs = createSignInHandoffs(db);
  await api.register(signInRoutes, { prefix: '/auth', clients, stateKey: keys.signInState, accounts: createUserAccounts(db), handoffs });
  await api.register(sessionRoutes, { prefix: '/auth', sessions, handoffs });
  await api.register(profileRoutes, { prefix: '/auth', profiles: createProfileService(db) });
}
