import type { AuthProvider } from '@forkcast/contracts';

/** What a provider asserts about the person signing in, in one shape for all three. */
export interface ProviderProfile {
  provider: AuthProvider;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Google: claims of the verified ID token. */
export function fromOpenIdClaims(claims: Record<string, unknown>): Omit<ProviderProfile, 'provider'> {
  return {
    subject: String(claims.sub),
    email: text(claims.email)?.toLowerCase(),
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
  };
}

/**
 * Facebook Graph `/me?fields=id,name,email`. Facebook returns `email` only once the address is confirmed,
 * so its presence is treated as verified.
 */
export function fromFacebookUser(body: unknown): Omit<ProviderProfile, 'provider'> {
  const user = (body ?? {}) as Record<string, unknown>;
  const email = text(user.email)?.toLowerCase();
  return { subject: String(user.id ?? ''), email, emailVerified: email !== undefined, name: text(user.name) };
}

/** X (Twitter) API v2 `/2/users/me?user.fields=confirmed_email`: `{ data: { id, name, username, confirmed_email } }`. */
export function fromTwitterUser(body: unknown): Omit<ProviderProfile, 'provider'> {
  const user = ((body as { data?: unknown } | null)?.data ?? {}) as Record<string, unknown>;
  const email = text(user.confirmed_email)?.toLowerCase();
  return {
    subject: String(user.id ?? ''),
    email,
    emailVerified: email !== undefined,
    name: text(user.name) ?? text(user.username),
  };
}
