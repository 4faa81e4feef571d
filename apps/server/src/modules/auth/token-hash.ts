import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and one-time sign-in codes. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of bearer secrets are stored, so a database leak hands out no working token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
