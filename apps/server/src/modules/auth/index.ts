import { authProviders, type AuthProvider } from '@forkcast/contracts';
import type { FastifyInstance } from 'fastify';
import type * as oidc from 'openid-client';
import type { Repositories } from '../repositories.js';
import { createAccountService } from './account-service.js';
import { installAuthGuard } from './auth-guard.js';
import { createAuthServices } from './auth-services.js';
import { createDevIdentityProvider } from './dev-identity/dev-identity-provider.js';
import { createOAuthClient, type OAuthClient } from './oauth-clients.js';
import { createProfileService } from './profile-service.js';
import { profileRoutes } from './profile.routes.js';
import { sessionRoutes } from './session.routes.js';
import { callbackPath, signInRoutes } from './sign-in.routes.js';
import { createSignInHandoffService } from './sign-in-handoff-service.js';

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
 * The auth services are built here, from the repositories built once for the app.
 */
export async function registerAuth(api: FastifyInstance, repositories: Repositories): Promise<void> {
  const { config } = api;
  const { keys, sessions } = createAuthServices(config, repositories);
  installAuthGuard(api, sessions);

  const development = config.env !== 'production';
  const dev = development
    ? await createDevIdentityProvider({
        publicOrigin: config.publicOrigin,
        isEmailOfRealIdentity: (email) => repositories.accounts.isEmailOfRealIdentity(email),
      })
    : undefined;
  const clients: Partial<Record<AuthProvider, OAuthClient>> = {};
  for (const provider of authProviders) {
    const settings = config.auth.providers[provider];
    const redirectUri = `${config.publicOrigin}${callbackPath(provider)}`;
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
  // The development provider stands in for Google, Facebook and Twitter (an OAuth server of its own under
  // /api/auth/dev, hidden from OpenAPI): it is not part of Forkcast's API, so it stays outside the endpoint table.
  dev?.register(api);

  const handoffs = createSignInHandoffService({ handoffs: repositories.signInHandoffs, sessions });
  const accounts = createAccountService(repositories.accounts);
  const profiles = createProfileService({ users: repositories.users, subscriptions: repositories.subscriptions });
  await api.register(signInRoutes, { clients, stateKey: keys.signInState, accounts, handoffs });
  await api.register(sessionRoutes, { sessions, handoffs });
  await api.register(profileRoutes, { profiles });
}
