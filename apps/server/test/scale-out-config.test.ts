import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp } from './helper.js';
import { reachable } from './support/reachable.js';

const SECRET = 's'.repeat(40);
const DATABASE_URL = 'postgres://forkcast@db.internal:5432/forkcast';
const REDIS_URL = 'redis://cache.internal:6379';

describe('configuration of processes that run side by side', () => {
  it('runs everything in one process unless FORKCAST_ROLE says otherwise', () => {
    expect(loadConfig({}).queue.role).toBe('all');
    expect(() => loadConfig({ FORKCAST_ROLE: 'scheduler' })).toThrow(/FORKCAST_ROLE/);
  });

  it('refuses an API process without the shared database, secret and rate-limit store, naming each', () => {
    expect(() => loadConfig({ FORKCAST_ROLE: 'api' })).toThrow(
      /DATABASE_URL: required with FORKCAST_ROLE=api[\s\S]*AUTH_SECRET: required with FORKCAST_ROLE=api[\s\S]*REDIS_URL: required with FORKCAST_ROLE=api/,
    );
    const api = loadConfig({ FORKCAST_ROLE: 'api', DATABASE_URL, AUTH_SECRET: SECRET, REDIS_URL });
    expect(api.redis).toEqual({ url: REDIS_URL, keyPrefix: 'forkcast:' });
  });

  it('asks a worker only for the shared database', () => {
    expect(() => loadConfig({ FORKCAST_ROLE: 'worker' })).toThrow(/DATABASE_URL: required with FORKCAST_ROLE=worker/);
    expect(loadConfig({ FORKCAST_ROLE: 'worker', DATABASE_URL }).queue.role).toBe('worker');
  });

  it('has job timeouts, retries, a drain time and no metrics unless a token is set', () => {
    const config = loadConfig({});
    expect(config.queue).toMatchObject({ timeoutSeconds: { read_receipt: 300, plan_meals: 120 }, retryLimit: 2 });
    expect(config.shutdownTimeoutMs).toBe(30_000);
    expect(config.metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
  });
});

describe('health of a process behind a load balancer', () => {
  it('is live, and ready once its database is migrated and its queue answers', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ok', queue: t.database.kind === 'postgres' ? 'pg-boss' : 'in-process' });
      expect(ready.json().migrations).toBeGreaterThanOrEqual(7);
    } finally {
      await t.close();
    }
  });

  it('serves Prometheus metrics only to the token holder', async () => {
    const token = 'metrics-token-0123456789';
    const t = await createTestApp({ METRICS_TOKEN: token });
    try {
      await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const metrics = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('forkcast_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"} 1');
      expect(metrics.body).toMatch(/forkcast_jobs_waiting\{kind="read_receipt"\} 0/);
    } finally {
      await t.close();
    }
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await reachable(redisUrl, 6379);
if (!redisUp) console.log(`scale-out-config.test.ts: Redis rate-limit test skipped: Redis is not reachable at ${redisUrl}`);

describe.skipIf(!redisUp)('rate limits counted in Redis', () => {
  it('are one count across API processes: sign-ins spread over two apps share the limit', async () => {
    const shared = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `forkcast-scale-test:${randomBytes(4).toString('hex')}:`, AUTH_RATE_LIMIT_MAX: '3' };
    const [a, b] = await Promise.all([createTestApp(shared), createTestApp(shared)]);
    try {
      const signIn = (app: typeof a.app) =>
        app.inject({ method: 'GET', url: '/api/auth/authorize/google', remoteAddress: '198.51.100.7' });
      const codes = [];
      for (const app of [a.app, b.app, a.app, b.app]) codes.push((await signIn(app)).statusCode);
      expect(codes).toEqual([302, 302, 302, 429]);
      expect((await b.app.inject({ method: 'GET', url: '/api/auth/authorize/google', remoteAddress: '198.51.100.8' })).statusCode).toBe(302);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
