import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'forkcast-api';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

export interface AccessTokenIssuer {
  issue(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: number; expiresIn: number }>;
  /** Null for anything expired, malformed or not signed by us. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/** Short-lived HS256 JWTs; the session id inside lets one database lookup honour revocation. */
export function createAccessTokenIssuer(options: { key: Uint8Array; issuer: string; ttlSeconds: number }): AccessTokenIssuer {
  const { key, issuer, ttlSeconds } = options;
  return {
    async issue({ userId, sessionId }) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt, expiresIn: ttlSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, audience: AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
