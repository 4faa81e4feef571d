import { authProvider, type AuthProvider } from '@forkcast/contracts';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { SignInChecks } from './oauth-clients.js';

/** How long a user may spend at the provider before the attempt expires. */
export const SIGN_IN_STATE_TTL_SECONDS = 600;

/**
 * The state, PKCE verifier and nonce of one sign-in attempt travel in an encrypted, httpOnly cookie
 * scoped to the callback path: no server-side storage, and nothing readable by scripts or the provider.
 */
export function createSignInStateSealer(key: Uint8Array) {
  return {
    seal(provider: AuthProvider, checks: SignInChecks): Promise<string> {
      return new EncryptJWT({ provider, ...checks })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${SIGN_IN_STATE_TTL_SECONDS}s`)
        .encrypt(key);
    },
    /** Null when missing, tampered with, expired or started for another provider. */
    async open(sealed: string | undefined, provider: AuthProvider): Promise<SignInChecks | null> {
      if (!sealed) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key);
        const sealedFor = authProvider.safeParse(payload.provider);
        const { state, codeVerifier, nonce } = payload;
        if (!sealedFor.success || sealedFor.data !== provider) return null;
        if (typeof state !== 'string' || typeof codeVerifier !== 'string' || typeof nonce !== 'string') return null;
        return { state, codeVerifier, nonce };
      } catch {
        return null;
      }
    },
  };
}
