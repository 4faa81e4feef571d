import type { Config } from '../../config.js';
import { createAccessTokenIssuer } from './access-tokens.js';
import { deriveAuthKeys, resolveAuthSecret } from './auth-keys.js';
import type { SessionRepository } from './session-repository.js';
import { createSessionService } from './session-service.js';
import type { UserRepository } from './user-repository.js';

/** Keys, token issuer and sessions from configuration: one wiring for the app and for test helpers. */
export function createAuthServices(config: Config, repositories: { sessions: SessionRepository; users: UserRepository }) {
  const keys = deriveAuthKeys(resolveAuthSecret(config));
  const tokens = createAccessTokenIssuer({
    key: keys.accessToken,
    issuer: config.publicOrigin,
    ttlSeconds: config.auth.accessTokenTtlSeconds,
  });
  const sessions = createSessionService({ ...repositories, tokens, sessionDays: config.auth.sessionDays });
  return { keys, tokens, sessions };
}
