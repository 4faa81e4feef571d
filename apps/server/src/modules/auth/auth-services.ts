import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createAccessTokenIssuer } from './access-tokens.js';
import { deriveAuthKeys, resolveAuthSecret } from './auth-keys.js';
import { createSessionService } from './session-service.js';

/** Keys, token issuer and sessions from configuration: one wiring for the app and for test helpers. */
export function createAuthServices(config: Config, db: Db) {
  const keys = deriveAuthKeys(resolveAuthSecret(config));
  const tokens = createAccessTokenIssuer({
    key: keys.accessToken,
    issuer: config.publicOrigin,
    ttlSeconds: config.auth.accessTokenTtlSeconds,
  });
  return { keys, tokens, sessions: createSessionService({ db, tokens, sessionDays: config.auth.sessionDays }) };
}
