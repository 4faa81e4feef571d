import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helper.js';
import { multipartBody, multipartType } from './support/multipart.js';
import { signIn } from './support/sign-in.js';

/** Requests sent one after another (the limiter's memory store counts a simultaneous burst as all over the limit). */
async function statuses(count: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await send(i)).statusCode);
  return codes;
}
const tally = (codes: number[]) => Object.fromEntries([...new Set(codes)].map((code) => [code, codes.filter((c) => c === code).length]));

describe('configuration', () => {
  it('believes no proxy unless TRUST_PROXY names one, in every mode', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(loadConfig({ NODE_ENV, AUTH_SECRET: 's'.repeat(32) }).trustProxy).toBe(false);
    }
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, ::1, 192.168.0.0/255.255.0.0, uniquelocal' }).trustProxy).toBeTruthy();
    // A value the proxy check could not use stops the start with a message naming the variable.
    for (const wrong of ['true', '*', 'proxy.example', '10.0.0.0/8/8', '']) expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
  });

  it('has per-user limits for uploads and plan generation, 10 a minute unless set', () => {
    const config = loadConfig({});
    expect([config.uploadRateLimitMax, config.generateRateLimitMax]).toEqual([10, 10]);
    const set = loadConfig({ UPLOAD_RATE_LIMIT_MAX: '3', GENERATE_RATE_LIMIT_MAX: '4' });
    expect([set.uploadRateLimitMax, set.generateRateLimitMax]).toEqual([3, 4]);
    expect(() => loadConfig({ UPLOAD_RATE_LIMIT_MAX: '0' })).toThrow(/UPLOAD_RATE_LIMIT_MAX/);
    expect(() => loadConfig({ GENERATE_RATE_LIMIT_MAX: 'many' })).toThrow(/GENERATE_RATE_LIMIT_MAX/);
  });
});

describe('X-Forwarded-For does not name the client unless a trusted proxy sent it', () => {
  const signInFrom = (app: TestApp['app'], spoofed: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'GET', url: '/api/auth/authorize/google', remoteAddress, headers: { 'x-forwarded-for': spoofed } });

  it.each(['production', 'development'])('40 sign-ins with 40 made-up addresses against 30 a minute: 10 are refused (%s)', async (NODE_ENV) => {
    const t = await createTestApp({ NODE_ENV, AUTH_RATE_LIMIT_MAX: '30', PUBLIC_ORIGIN: 'https://forkcast.example' });
    try {
      const codes = await statuses(40, (i) => signInFrom(t.app, `198.51.100.${i + 1}`));
      expect(tally(codes)).toEqual({ 302: 30, 429: 10 });
    } finally {
      await t.close();
    }
  });

  it('behind a proxy named in TRUST_PROXY, each client it names has a limit of its own', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      const codes = await statuses(6, (i) => signInFrom(t.app, `198.51.100.${i % 3}`));
      expect(codes).toEqual([302, 302, 302, 302, 302, 302]);
      expect((await signInFrom(t.app, '198.51.100.0')).statusCode).toBe(429);
      // The same header from anyone but the proxy is ignored: that caller is counted by its own address.
      const direct = await statuses(3, (i) => signInFrom(t.app, `203.0.113.${i}`, '192.0.2.50'));
      expect(direct).toEqual([302, 302, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('requests without a valid token count against the API-wide limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => t.close());

  const profile = (remoteAddress: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/profile', remoteAddress, headers: authorization ? { authorization } : {} });

  it('answers 429 after RATE_LIMIT_MAX requests with a bad token, before checking it', async () => {
    const codes = await statuses(8, () => profile('203.0.113.10', 'Bearer forged.access.token'));
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await profile('203.0.113.10', 'Bearer forged.access.token')).json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/),
      code: 'RATE_LIMITED',
    });
  });

  it('and with no token at all, per address', async () => {
    expect(await statuses(7, () => profile('203.0.113.11'))).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect((await profile('203.0.113.12')).statusCode).toBe(401);
  });

  it('counts unknown paths too, and says when to come back', async () => {
    const codes = await statuses(6, () => t.app.inject({ method: 'GET', url: '/api/no-such-thing', remoteAddress: '203.0.113.13' }));
    expect(codes).toEqual([404, 404, 404, 404, 404, 429]);
    const last = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.13' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('uploads and plan generation have per-user limits of their own', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_RATE_LIMIT_MAX: '2', GENERATE_RATE_LIMIT_MAX: '3' });
    alice = await signIn(t.app, { email: 'alice@example.com' });
    bob = await signIn(t.app, { email: 'bob@example.com' });
  });
  afterAll(async () => t.close());

  // Cheap requests that reach each route's handler: an empty file, and a plan from a receipt that does not exist.
  const upload = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/receipts/upload',
      headers: { authorization: `Bearer ${token}`, 'content-type': multipartType },
      payload: multipartBody([{ name: 'receipt', filename: 'r.jpg', body: Buffer.alloc(0) }]),
    });
  const generate = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recipes/generate-meal-plan',
      headers: { authorization: `Bearer ${token}` },
      payload: { receiptId: randomUUID(), preferences: {} },
    });

  it('UPLOAD_RATE_LIMIT_MAX uploads a minute per user', async () => {
    expect(await statuses(3, () => upload(alice))).toEqual([400, 400, 429]);
    expect((await upload(alice)).json().code).toBe('RATE_LIMITED');
    // Another user from the same address is not held back by Alice's uploads.
    expect((await upload(bob)).statusCode).toBe(400);
  });

  it('GENERATE_RATE_LIMIT_MAX generations a minute per user', async () => {
    expect(await statuses(4, () => generate(alice))).toEqual([404, 404, 404, 429]);
    expect((await generate(bob)).statusCode).toBe(404);
  });

  it('leave the rest of the API to the API-wide limit', async () => {
    const recent = await t.app.inject({ method: 'GET', url: '/api/receipts/recent', headers: { authorization: `Bearer ${alice}` } });
    expect(recent.statusCode).toBe(200);
  });
});
