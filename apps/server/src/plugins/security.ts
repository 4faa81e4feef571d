import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import { serializeError } from './logging.js';

/** Strict CSP the built web app satisfies: no inline scripts, no third-party origins. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // Served over plain http on 127.0.0.1 by default; HSTS only makes sense behind TLS in production.
    strictTransportSecurity: config.env === 'production',
    crossOriginEmbedderPolicy: false,
    // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
  });
  await app.register(rateLimit, {
    // Only routes that name a limit of their own (sign-in, upload, generation) get the plugin's route hook;
    // the API-wide limit is the hook below.
    global: false,
    ...(config.redis ? sharedCounts(app, config.redis) : {}),
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
  installApiRateLimit(app, config.rateLimitMax);
}

/**
 * The counts in Redis, so every API process counts the same requests. Redis rather than PostgreSQL: the API-wide
 * limit counts every request before sign-in is checked, and a flood should land on Redis, not on the database the
 * product needs. If Redis is unreachable requests are let through (and logged): losing the limits for a while is
 * better than refusing every user.
 */
function sharedCounts(app: FastifyInstance, redis: NonNullable<Config['redis']>) {
  const client = new Redis(redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectionName: 'forkcast-rate-limit' });
  client.on('error', (error) => app.log.warn({ err: serializeError(error) }, 'rate-limit store (Redis) unreachable'));
  app.addHook('onClose', async () => void (await client.quit().catch(() => client.disconnect())));
  return { redis: client, nameSpace: `${redis.keyPrefix}rate-limit:`, skipOnError: true };
}

const tooManyRequests = (ttlMs: number) =>
  new AppError('RATE_LIMITED', `Too many requests. Try again in ${Math.ceil(ttlMs / 1000)} seconds.`);

/**
 * RATE_LIMIT_MAX requests a minute per client address, over every request: a root onRequest hook runs before the
 * /api access guard (route hooks run after it), so requests without a valid token are counted and refused too.
 */
function installApiRateLimit(app: FastifyInstance, max: number): void {
  const count = app.createRateLimit({ max, timeWindow: '1 minute' });
  app.addHook('onRequest', async (request, reply) => {
    const limit = await count(request);
    if (limit.isAllowed) return;
    reply.header('x-ratelimit-limit', limit.max);
    reply.header('x-ratelimit-remaining', limit.remaining);
    reply.header('x-ratelimit-reset', limit.ttlInSeconds);
    if (!limit.isExceeded) return;
    reply.header('retry-after', limit.ttlInSeconds);
    throw tooManyRequests(limit.ttl);
  });
}

/**
 * Route config for an expensive route (OCR, the optimiser): `max` a minute per signed-in user, on top of the
 * API-wide limit. Its hook runs after the access guard, so the caller is known.
 */
export function perUserRateLimit(max: number) {
  return { max, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.user.id };
}
