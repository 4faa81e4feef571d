import { z } from 'zod';
import type { AuthProvider } from '@forkcast/contracts';

/**
 * Identity settings, parsed by config.ts with the rest of the environment. Every provider endpoint
 * defaults to the real provider and can be pointed elsewhere (a self-hosted proxy, a test identity server).
 */
const url = z.string().url();

export const authEnvShape = {
  /** Signs access tokens and sign-in cookies. Required in production; generated into DATA_DIR otherwise. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(86_400).default(900),
  AUTH_SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Requests per minute per client to each sign-in entry point and to token refresh. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),

  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: url.default('https://accounts.google.com'),
  GOOGLE_AUTHORIZATION_URL: url.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: url.default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: url.default('https://www.googleapis.com/oauth2/v3/certs'),

  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTHORIZATION_URL: url.default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: url.default('https://graph.facebook.com/v21.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: url.default('https://graph.facebook.com/v21.0/me?fields=id,name,email'),

  TWITTER_CLIENT_ID: z.string().min(1).optional(),
  TWITTER_CLIENT_SECRET: z.string().min(1).optional(),
  TWITTER_AUTHORIZATION_URL: url.default('https://x.com/i/oauth2/authorize'),
  TWITTER_TOKEN_URL: url.default('https://api.x.com/2/oauth2/token'),
  TWITTER_USERINFO_URL: url.default('https://api.x.com/2/users/me?user.fields=confirmed_email'),
};

type AuthEnv = z.infer<z.ZodObject<typeof authEnvShape>>;

export interface ProviderEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  /** OpenID Connect providers: the ID token's issuer and signing keys. */
  issuer?: string;
  jwksUrl?: string;
  /** Plain OAuth 2.0 providers: where the profile is read with the access token. */
  userinfoUrl?: string;
}

export interface ProviderSettings extends ProviderEndpoints {
  /** Both unset means "not configured": the development provider stands in outside production. */
  credentials: { clientId: string; clientSecret: string } | undefined;
}

export interface AuthConfig {
  secret: string | undefined;
  accessTokenTtlSeconds: number;
  sessionDays: number;
  rateLimitMax: number;
  providers: Record<AuthProvider, ProviderSettings>;
}

function credentials(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

export function readAuthConfig(env: AuthEnv): AuthConfig {
  return {
    secret: env.AUTH_SECRET,
    accessTokenTtlSeconds: env.AUTH_ACCESS_TOKEN_TTL,
    sessionDays: env.AUTH_SESSION_DAYS,
    rateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    providers: {
      google: {
        credentials: credentials(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
        issuer: env.GOOGLE_ISSUER,
        authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
        tokenUrl: env.GOOGLE_TOKEN_URL,
        jwksUrl: env.GOOGLE_JWKS_URL,
      },
      facebook: {
        credentials: credentials(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET),
        authorizationUrl: env.FACEBOOK_AUTHORIZATION_URL,
        tokenUrl: env.FACEBOOK_TOKEN_URL,
        userinfoUrl: env.FACEBOOK_USERINFO_URL,
      },
      twitter: {
        credentials: credentials(env.TWITTER_CLIENT_ID, env.TWITTER_CLIENT_SECRET),
        authorizationUrl: env.TWITTER_AUTHORIZATION_URL,
        tokenUrl: env.TWITTER_TOKEN_URL,
        userinfoUrl: env.TWITTER_USERINFO_URL,
      },
    },
  };
}
