import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthProvider } from '@forkcast/contracts';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

/** Who the next authorization signs in as. */
export interface TestPerson {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

/** Ways to make the identity server misbehave, one test at a time. */
export interface Faults {
  /** Redirect back with `?error=<this>` instead of a code (access_denied = the user refused consent). */
  authorizeError?: string;
  /** Sign the ID token with a key that is not in the JWKS. */
  rogueSigningKey?: boolean;
  idTokenAudience?: string;
  idTokenIssuer?: string;
  idTokenNonce?: string;
}

export const TEST_CLIENT = { id: 'forkcast-test-client', secret: 'forkcast-test-secret' };

interface Grant {
  provider: AuthProvider;
  person: TestPerson;
  redirectUri: string;
  challenge: string;
  nonce: string | null;
  openid: boolean;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const token = () => randomBytes(24).toString('base64url');

/**
 * A local OAuth 2.0 + OpenID Connect server on a real port, standing in for Google (OIDC, signed ID
 * tokens, JWKS), Facebook (Graph `/me`) and Twitter (API v2 `/users/me`, Basic client auth). It enforces
 * what a real provider enforces: registered client, redirect URI, S256 PKCE, single-use codes.
 */
export async function startIdentityServer() {
  const signing = await generateKeyPair('RS256');
  const rogue = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(signing.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();
  const state = {
    person: { sub: 'person-1', email: 'ada@example.com', emailVerified: true, name: 'Ada Lovelace' } as TestPerson,
    faults: {} as Faults,
    /** Query strings of every authorization request, for asserting PKCE, state and nonce were sent. */
    authorizeRequests: [] as URLSearchParams[],
  };
  let origin = '';

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<URLSearchParams>((resolve) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => resolve(new URLSearchParams(data)));
    });

  async function idToken(grant: Grant, key: CryptoKey) {
    const { faults } = state;
    const claims: Record<string, unknown> = { name: grant.person.name, email: grant.person.email, email_verified: grant.person.emailVerified };
    const nonce = faults.idTokenNonce ?? grant.nonce;
    if (nonce) claims.nonce = nonce;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(faults.idTokenIssuer ?? `${origin}/google`)
      .setAudience(faults.idTokenAudience ?? TEST_CLIENT.id)
      .setSubject(grant.person.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    const [, provider, endpoint] = url.pathname.split('/') as [string, AuthProvider, string];
    if (req.method === 'GET' && url.pathname === '/google/jwks') return json(res, 200, { keys: [jwk] });

    if (req.method === 'GET' && endpoint === 'authorize') {
      const q = url.searchParams;
      state.authorizeRequests.push(q);
      if (q.get('client_id') !== TEST_CLIENT.id || !q.get('redirect_uri')) return json(res, 400, { error: 'invalid_client' });
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('state', q.get('state') ?? '');
      if (state.faults.authorizeError) back.searchParams.set('error', state.faults.authorizeError);
      else if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) back.searchParams.set('error', 'invalid_request');
      else {
        const code = token();
        codes.set(code, {
          provider,
          person: { ...state.person },
          redirectUri: q.get('redirect_uri')!,
          challenge: q.get('code_challenge')!,
          nonce: q.get('nonce'),
          openid: (q.get('scope') ?? '').split(' ').includes('openid'),
        });
        back.searchParams.set('code', code);
      }
      return res.writeHead(302, { location: back.toString() }).end();
    }

    if (req.method === 'POST' && endpoint === 'token') {
      const form = await readBody(req);
      // Twitter authenticates confidential clients with HTTP Basic; Google and Facebook take the secret in the form.
      const basic = req.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
        : undefined;
      const [id, secret] = provider === 'twitter' ? (basic ?? []) : [form.get('client_id'), form.get('client_secret')];
      if (id !== TEST_CLIENT.id || secret !== TEST_CLIENT.secret) return json(res, 401, { error: 'invalid_client' });
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!grant || grant.provider !== provider || grant.redirectUri !== form.get('redirect_uri')) return json(res, 400, { error: 'invalid_grant' });
      if (sha256(form.get('code_verifier') ?? '') !== grant.challenge) return json(res, 400, { error: 'invalid_grant' });
      const access = token();
      accessTokens.set(access, grant);
      const body: Record<string, unknown> = { access_token: access, token_type: 'bearer', expires_in: 3600 };
      if (grant.openid) body.id_token = await idToken(grant, state.faults.rogueSigningKey ? rogue.privateKey : signing.privateKey);
      return json(res, 200, body);
    }

    if (req.method === 'GET' && endpoint === 'me') {
      const grant = accessTokens.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
      if (!grant || grant.provider !== provider) return json(res, 401, { error: 'invalid_token' });
      const { sub, name, email } = grant.person;
      if (provider === 'twitter') return json(res, 200, { data: { id: sub, name, username: 'ada', confirmed_email: email } });
      return json(res, 200, { id: sub, name, email });
    }
    return json(res, 404, { error: 'not_found' });
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** Mutable per test: `idp.state.person = ...`, `idp.state.faults = { ... }`. */
    state,
    origin,
    /** Environment that points Forkcast's three providers at this server. */
    env(): Record<string, string> {
      const env: Record<string, string> = {};
      for (const provider of ['google', 'facebook', 'twitter'] as const) {
        const key = provider.toUpperCase();
        env[`${key}_CLIENT_ID`] = TEST_CLIENT.id;
        env[`${key}_CLIENT_SECRET`] = TEST_CLIENT.secret;
        env[`${key}_AUTHORIZATION_URL`] = `${origin}/${provider}/authorize`;
        env[`${key}_TOKEN_URL`] = `${origin}/${provider}/token`;
        if (provider !== 'google') env[`${key}_USERINFO_URL`] = `${origin}/${provider}/me`;
      }
      env.GOOGLE_ISSUER = `${origin}/google`;
      env.GOOGLE_JWKS_URL = `${origin}/google/jwks`;
      return env;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type IdentityServer = Awaited<ReturnType<typeof startIdentityServer>>;
