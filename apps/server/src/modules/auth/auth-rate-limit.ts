import type { Config } from '../../config.js';

/**
 * Route config for the sign-in entry points and token refresh: a tighter per-client limit than the
 * general API, so nobody can flood the identity providers or grind through refresh tokens.
 * Each route keeps its own count.
 */
export function authRateLimit(config: Config) {
  return { max: config.auth.rateLimitMax, timeWindow: '1 minute' };
}
