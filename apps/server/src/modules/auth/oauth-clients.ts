import type { AuthProvider } from '@forkcast/contracts';
import * as oidc from 'openid-client';
import type { ProviderEndpoints } from './auth-config.js';
import {
  fromFacebookUser,
  fromOpenIdClaims,
  fromTwitterUser,
  type ProviderProfile,
} from './provider-profile.js';
import { SignInError } from './sign-in-error.js';

export interface SignInChecks {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface OAuthClient {
  /** Where the browser goes to sign in with the provider. */
  authorizationUrl(checks: SignInChecks): Promise<URL>;
  /** Checks the provider's redirect back to us, redeems the code and reads who signed in. */
  finish(callbackUrl: URL, checks: SignInChecks): Promise<ProviderProfile>;
}

export interface OAuthClientOptions {
  provider: AuthProvider;
  endpoints: ProviderEndpoints;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Plain http endpoints are accepted outside production (test and development identity servers). */
  allowHttp: boolean;
  /** Replaces the network: the development provider is answered in-process. */
  fetch?: oidc.CustomFetch;
}

/** How each provider differs; the protocol itself is openid-client's. */
const providerShapes: Record<
  AuthProvider,
  { scope: string; auth: (secret: string) => oidc.ClientAuth; readProfile?: (body: unknown) => Omit<ProviderProfile, 'provider'> }
> = {
  // OpenID Connect: the profile comes from the ID token, whose signature, issuer, audience and nonce are checked.
  google: { scope: 'openid email profile', auth: oidc.ClientSecretPost },
  facebook: { scope: 'email public_profile', auth: oidc.ClientSecretPost, readProfile: fromFacebookUser },
  // X requires tweet.read beside users.read; users.email unlocks confirmed_email.
  twitter: { scope: 'users.read tweet.read users.email', auth: oidc.ClientSecretBasic, readProfile: fromTwitterUser },
};

function classify(error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  if (error instanceof oidc.AuthorizationResponseError) {
    return new SignInError(error.error === 'access_denied' ? 'access_denied' : 'provider_error', `authorize: ${error.error}`);
  }
  if (error instanceof oidc.ResponseBodyError) {
    // invalid_grant: the code was already redeemed, expired, or the PKCE verifier does not match it.
    return new SignInError(error.error === 'invalid_grant' ? 'expired' : 'provider_error', `token: ${error.error}`);
  }
  return new SignInError('provider_error', error instanceof Error ? error.message : String(error));
}

export function createOAuthClient(options: OAuthClientOptions): OAuthClient {
  const { provider, endpoints, redirectUri } = options;
  const shape = providerShapes[provider];
  const openId = provider === 'google';
  const config = new oidc.Configuration(
    {
      // Plain OAuth 2.0 providers have no issuer; their authorization origin stands in as a label.
      issuer: endpoints.issuer ?? new URL(endpoints.authorizationUrl).origin,
      authorization_endpoint: endpoints.authorizationUrl,
      token_endpoint: endpoints.tokenUrl,
      jwks_uri: endpoints.jwksUrl,
    },
    options.clientId,
    undefined,
    shape.auth(options.clientSecret),
  );
  if (options.allowHttp) oidc.allowInsecureRequests(config);
  if (options.fetch) config[oidc.customFetch] = options.fetch;
  // openid-client skips the ID token signature by default (it trusts TLS); we check it against the JWKS.
  if (openId) oidc.enableNonRepudiationChecks(config);

  return {
    async authorizationUrl({ state, codeVerifier, nonce }) {
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: shape.scope,
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      };
      if (openId) params.nonce = nonce;
      return oidc.buildAuthorizationUrl(config, params);
    },

    async finish(callbackUrl, { state, codeVerifier, nonce }) {
      const denied = callbackUrl.searchParams.get('error');
      if (denied) throw new SignInError(denied === 'access_denied' ? 'access_denied' : 'provider_error', `authorize: ${denied}`);
      if (callbackUrl.searchParams.get('state') !== state) throw new SignInError('expired', 'state mismatch');
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: state,
          pkceCodeVerifier: codeVerifier,
          ...(openId ? { expectedNonce: nonce, idTokenExpected: true } : {}),
        });
        if (openId) {
          const claims = tokens.claims();
          if (!claims) throw new SignInError('provider_error', 'no ID token');
          return { provider, ...fromOpenIdClaims(claims) };
        }
        const response = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(endpoints.userinfoUrl!), 'GET');
        if (!response.ok) throw new SignInError('provider_error', `userinfo: HTTP ${response.status}`);
        return { provider, ...shape.readProfile!(await response.json()) };
      } catch (error) {
        throw classify(error);
      }
    },
  };
}
