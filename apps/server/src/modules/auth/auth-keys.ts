import { hkdfSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';

export interface AuthKeys {
  /** HS256 key for access tokens. */
  accessToken: Uint8Array;
  /** A256GCM key for the sign-in state cookie (it holds the PKCE verifier, so it is encrypted, not just signed). */
  signInState: Uint8Array;
}

const SECRET_FILE = 'auth-secret';

/**
 * AUTH_SECRET when set (config refuses production without it); otherwise a secret generated once and
 * kept in DATA_DIR, so development sessions survive a restart.
 */
export function resolveAuthSecret(config: Pick<Config, 'auth' | 'dataDir'>): string {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  // Write aside, then link: the link fails if another process won the race, and then we read theirs.
  const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(candidate, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(candidate, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}

/** A 256-bit key for one purpose, derived from the auth secret: a key leaked for one purpose opens nothing else. */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'forkcast', purpose, 32));
}

export function deriveAuthKeys(secret: string): AuthKeys {
  return { accessToken: deriveKey(secret, 'access-token'), signInState: deriveKey(secret, 'sign-in-state') };
}
