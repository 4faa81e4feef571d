import type { Config } from './config.js';
import { isLoopbackAddress } from './http/loopback.js';

/**
 * The banner a start prints when a development or test server listens beyond this computer: outside production,
 * providers without credentials sign in through the development provider, where any email is accepted.
 */
export function exposureWarning(config: Pick<Config, 'env' | 'host'>): string | undefined {
  if (config.env === 'production' || isLoopbackAddress(config.host)) return undefined;
  const rule = '!'.repeat(78);
  return [
    rule,
    `WARNING: NODE_ENV=${config.env} with HOST=${config.host}: other computers can reach this server.`,
    'Outside production the development sign-in accepts any email. It answers only requests from this',
    'computer, so never put this server behind a proxy. Unset HOST to listen on 127.0.0.1 only, or run',
    'with NODE_ENV=production and real sign-in providers.',
    rule,
  ].join('\n');
}
