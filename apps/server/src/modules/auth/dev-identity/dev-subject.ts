import { createHash } from 'node:crypto';
import type { AuthProvider } from '@forkcast/contracts';

/**
 * Every subject the development provider asserts starts with this; real providers' subjects are numeric (Google,
 * Facebook and X alike). It tells the identities a development sign-in made from those a configured provider made.
 */
export const DEV_SUBJECT_PREFIX = 'dev-';

/** One stable subject per provider and email, so signing in again finds the same identity. */
export function devSubject(provider: AuthProvider, email: string): string {
  return `${DEV_SUBJECT_PREFIX}${createHash('sha256').update(`${provider}:${email}`).digest('base64url').slice(0, 20)}`;
}
