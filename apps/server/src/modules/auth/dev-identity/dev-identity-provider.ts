import { createHash } from 'node:crypto';
import { authProvider, fillPath, routes, type AuthProvider } from '@forkcast/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { ProviderEndpoints } from '../auth-config.js';
import { randomToken } from '../token-hash.js';
import { standInStylesheet } from '../../../http/stand-in-pages.js';
import { renderDevErrorPage, renderDevSignInPage } from './dev-sign-in-page.js';

/**
 * Mounted under /api; development and test only (the auth plugin never registers it in production). A stand-in
 * for the providers, not part of Forkcast's API: its routes are outside the endpoint table and hidden from OpenAPI.
 */
const BASE = '/auth/dev';
const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 300;

interface Person {
  sub: string;
  name: string;
  email: string;
}

interface PendingCode extends Person {
  provider: AuthProvider;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  expires: number;
}

export interface DevIdentityProvider {
  clientId: string;
  clientSecret: string;
  endpoints(provider: AuthProvider): ProviderEndpoints;
  register(api: FastifyInstance): void;
}

const b64url = (value: string) => createHash('sha256').update(value).digest('base64url');

function oauthError(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error });
}

/** A client's secret arrives in the form (client_secret_post) or in Basic auth (client_secret_basic). */
function clientCredentials(authorization: string | undefined, body: Record<string, string>) {
  if (authorization?.startsWith('Basic ')) {
    const [id = '', secret = ''] = Buffer.from(authorization.slice(6), 'base64').toString().split(':');
    try {
      return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
    } catch {
      return { id: '', secret: '' }; // broken percent-encoding: no client, so invalid_client rather than a 500
    }
  }
  return { id: body.client_id ?? '', secret: body.client_secret ?? '' };
}

/**
 * A small, real OAuth 2.0 / OpenID Connect server standing in for Google, Facebook and Twitter when
 * they have no credentials, so a newcomer can sign in offline through the very same callback path.
 * Its page asks for a name and an email; the answer becomes a verified identity of that provider.
 */
export async function createDevIdentityProvider(publicOrigin: string): Promise<DevIdentityProvider> {
  const clientId = 'forkcast-development';
  const clientSecret = randomToken();
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), use: 'sig', alg: 'RS256' };
  publicJwk.kid = await calculateJwkThumbprint(publicJwk);
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, Person & { provider: AuthProvider; expires: number }>();
  const url = (path: string) => `${publicOrigin}/api${BASE}${path}`;
  const stylesheet = `/api${BASE}/style.css`;
  const callbackFor = (provider: AuthProvider) => `${publicOrigin}${fillPath(routes.finishSignIn.path, { provider })}`;

  function sweep(now: number) {
    for (const [key, value] of codes) if (value.expires < now) codes.delete(key);
    for (const [key, value] of accessTokens) if (value.expires < now) accessTokens.delete(key);
  }

  function idToken(person: Person, nonce: string | undefined) {
    return new SignJWT({ email: person.email, email_verified: true, name: person.name, ...(nonce ? { nonce } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid: publicJwk.kid })
      .setIssuer(url('/google'))
      .setAudience(clientId)
      .setSubject(person.sub)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_TTL_S}s`)
      .sign(privateKey);
  }

  function profileBody(provider: AuthProvider, person: Person) {
    if (provider === 'twitter') {
      const username = person.email.split('@')[0] ?? person.sub;
      return { data: { id: person.sub, name: person.name, username, confirmed_email: person.email } };
    }
    if (provider === 'facebook') return { id: person.sub, name: person.name, email: person.email };
    return { sub: person.sub, name: person.name, email: person.email, email_verified: true };
  }

  function register(api: FastifyInstance) {
    api.register(async (dev) => {
      dev.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      const hide = { schema: { hide: true }, config: { public: true } };

      dev.get('/style.css', hide, (_request, reply) => reply.type('text/css').send(standInStylesheet));
      dev.get('/jwks', hide, () => ({ keys: [publicJwk] }));

      /** A request that cannot be sent back to its client gets a page; any other flaw goes back as `error`. */
      const problem = (provider: AuthProvider, params: Record<string, string | undefined>) => {
        if (params.client_id !== clientId) return { page: 'Unknown client_id.' };
        if (params.redirect_uri !== callbackFor(provider)) return { page: 'redirect_uri is not registered for this client.' };
        if (params.response_type !== 'code' || params.code_challenge_method !== 'S256' || !params.code_challenge) {
          return { error: 'invalid_request' };
        }
        return null;
      };
      const redirectBack = (reply: FastifyReply, params: Record<string, string | undefined>, extra: Record<string, string>) => {
        const back = new URL(params.redirect_uri!);
        for (const [key, value] of Object.entries({ ...extra, state: params.state ?? '' })) back.searchParams.set(key, value);
        return reply.redirect(back.toString(), 303);
      };
      const errorPage = (reply: FastifyReply, message: string) =>
        reply.code(400).type('text/html').send(renderDevErrorPage(message, stylesheet));

      dev.get<{ Params: { provider: string }; Querystring: Record<string, string> }>('/:provider/authorize', hide, async (request, reply) => {
        const provider = authProvider.safeParse(request.params.provider);
        if (!provider.success) return reply.code(404).send({ message: 'Unknown provider' });
        const flaw = problem(provider.data, request.query);
        if (flaw?.page) return errorPage(reply, flaw.page);
        if (flaw?.error) return redirectBack(reply, request.query, { error: flaw.error });
        return reply.type('text/html').header('cache-control', 'no-store').send(renderDevSignInPage(provider.data, request.query, stylesheet));
      });

      dev.post<{ Params: { provider: string }; Body: Record<string, string> }>('/:provider/authorize', hide, async (request, reply) => {
        const provider = authProvider.safeParse(request.params.provider);
        if (!provider.success) return reply.code(404).send({ message: 'Unknown provider' });
        const { decision, name, email, ...params } = request.body ?? {};
        const flaw = problem(provider.data, params);
        if (flaw?.page) return errorPage(reply, flaw.page);
        if (flaw?.error) return redirectBack(reply, params, { error: flaw.error });
        if (decision !== 'allow') return redirectBack(reply, params, { error: 'access_denied' });
        const address = email?.trim().toLowerCase() ?? '';
        if (!/^[^\s@]+@[^\s@]+$/.test(address)) return errorPage(reply, 'Enter an email address.');
        const code = randomToken();
        sweep(Date.now());
        codes.set(code, {
          provider: provider.data,
          sub: `dev-${b64url(`${provider.data}:${address}`).slice(0, 20)}`,
          name: name?.trim().slice(0, 100) || address.split('@')[0]!,
          email: address,
          redirectUri: params.redirect_uri!,
          codeChallenge: params.code_challenge!,
          nonce: params.nonce,
          expires: Date.now() + CODE_TTL_MS,
        });
        return redirectBack(reply, params, { code });
      });

      dev.post<{ Params: { provider: string }; Body: Record<string, string> }>('/:provider/token', hide, async (request, reply) => {
        const body = request.body ?? {};
        const client = clientCredentials(request.headers.authorization, body);
        if (client.id !== clientId || client.secret !== clientSecret) return oauthError(reply, 401, 'invalid_client');
        if (body.grant_type !== 'authorization_code') return oauthError(reply, 400, 'unsupported_grant_type');
        const pending = codes.get(body.code ?? '');
        codes.delete(body.code ?? '');
        const verifierMatches = pending && b64url(body.code_verifier ?? '') === pending.codeChallenge;
        if (!pending || pending.expires < Date.now() || pending.provider !== request.params.provider || pending.redirectUri !== body.redirect_uri || !verifierMatches) {
          return oauthError(reply, 400, 'invalid_grant');
        }
        const accessToken = randomToken();
        accessTokens.set(accessToken, { ...pending, expires: Date.now() + TOKEN_TTL_S * 1000 });
        return reply.header('cache-control', 'no-store').send({
          access_token: accessToken,
          token_type: 'bearer',
          expires_in: TOKEN_TTL_S,
          ...(pending.provider === 'google' ? { id_token: await idToken(pending, pending.nonce) } : {}),
        });
      });

      dev.get<{ Params: { provider: string } }>('/:provider/userinfo', hide, async (request, reply) => {
        const token = request.headers.authorization?.replace(/^Bearer /i, '') ?? '';
        const holder = accessTokens.get(token);
        if (!holder || holder.expires < Date.now() || holder.provider !== request.params.provider) {
          return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token' });
        }
        return profileBody(holder.provider, holder);
      });
    }, { prefix: BASE });
  }

  return {
    clientId,
    clientSecret,
    endpoints: (provider) => ({
      authorizationUrl: url(`/${provider}/authorize`),
      tokenUrl: url(`/${provider}/token`),
      ...(provider === 'google' ? { issuer: url('/google'), jwksUrl: url('/jwks') } : { userinfoUrl: url(`/${provider}/userinfo`) }),
    }),
    register,
  };
}
