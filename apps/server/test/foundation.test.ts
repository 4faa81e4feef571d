import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('foundation', () => {
  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for GET /api/does-not-exist', code: 'ROUTE_NOT_FOUND' });
  });

  it('sends a strict content security policy and no server fingerprint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it('serves an API docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('rate limits a client that floods the API', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      const res = await limited.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.json().message).toMatch(/^Too many requests/);
    } finally {
      await limited.close();
    }
  });
});

describe('configuration', () => {
  it('stops with a message naming the wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('has embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('./data');
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic message and no internals', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: false });
    app.get('/boom', async () => {
      throw new Error('connection to db.internal:5432 failed for user forkcast');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
      expect(res.body).not.toContain('db.internal');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
