import { randomUUID } from 'node:crypto';
import type { AuthSession } from '@forkcast/contracts';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { deriveAuthKeys } from '../src/modules/auth/auth-keys.js';
import { createTestApp } from './helper.js';
import { createOwnedPlan } from './support/owned-plan.js';
import { createSession } from './support/sign-in.js';

/**
 * Every operation of the published OpenAPI document that asks for a token, tried without a valid one (401, never 2xx
 * or 5xx), and every one with an {id} tried by another user on the owner's resource (404). The list comes from the
 * document, so a new endpoint is covered the day it is added.
 */
const SECRET = 'm'.repeat(40);
const ORIGIN = 'http://forkcast.test';
const t = await createTestApp({ AUTH_SECRET: SECRET, PUBLIC_ORIGIN: ORIGIN });
afterAll(async () => t.close());

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  operationId: string;
  security?: unknown[];
  requestBody?: { required?: boolean };
}

const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
};
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase() as Operation['method'], path })),
);
// An operation with `security: []` is public; every other one inherits the document's bearer requirement.
const guarded = operations.filter((operation) => !(Array.isArray(operation.security) && operation.security.length === 0));
const label = (operation: Operation) => `${operation.method} ${operation.path}`;

// The owner's resources, and a second user to ask for them.
const owner = await createSession(t.app, { email: 'owner@example.com', name: 'Owner' });
const stranger = await createSession(t.app, { email: 'stranger@example.com', name: 'Stranger' });
const owned = await createOwnedPlan(t.app, owner);

/** Whose id a path takes: the collection named just before `{id}`. */
const ownedStock = await t.app.inject({
  method: 'POST',
  url: '/api/kitchen/stock',
  headers: { authorization: `Bearer ${owner.access_token}` },
  payload: { ingredient: 'egg', quantity: 6, unit: 'each' },
});
const ownerIds: Record<string, string> = {
  receipts: owned.receipt,
  'meal-plans': owned.plan,
  recipes: owned.recipe,
  stock: ownedStock.json().data.id,
  jobs: owned.job,
};
/** A body that passes validation, for operations that need one: the id is then the only thing that can be wrong. */
const validBodies: Record<string, unknown> = {
  updateReceiptItems: { items: [] },
  rateRecipe: { rating: 1, would_make_again: false },
  updateStockItem: { quantity: 1 },
  takeFromStock: { reason: 'thrown' },
  addStockItem: { ingredient: 'egg', quantity: 1, unit: 'each' },
  tickShoppingList: { ticks: [{ ingredient: 'egg', ticked: true }] },
};

// Tokens that must never let anyone in.
const claimsOf = (session: AuthSession) =>
  JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as { sid: string; sub: string };
const { sid, sub } = claimsOf(owner);
const sign = (key: Uint8Array, expires: string | number) =>
  new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuer(ORIGIN).setAudience('forkcast-api').setExpirationTime(expires).sign(key);
const [header, , signature] = owner.access_token.split('.');
const badTokens: Array<[string, string | undefined]> = [
  ['no token', undefined],
  // The owner's header and signature around claims naming the stranger.
  ['a forged token', `${header}.${Buffer.from(JSON.stringify({ ...claimsOf(owner), sub: stranger.user.id })).toString('base64url')}.${signature}`],
  ['an expired token', await sign(deriveAuthKeys(SECRET).accessToken, Math.floor(Date.now() / 1000) - 60)],
  ['an unsigned token (alg none)', new UnsecuredJWT({ sid }).setSubject(sub).setIssuer(ORIGIN).setAudience('forkcast-api').setExpirationTime('1h').encode()],
  ['a token signed by another key', await sign(deriveAuthKeys('another-deployment-secret-0123456789abcdef').accessToken, '1h')],
];

const fill = (path: string, id: string) => path.replace(/\{\w+\}/g, id);

describe('the operations the matrix covers', () => {
  it('are read from the OpenAPI document and include every guarded feature', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(15);
    expect(guarded.map(label)).toEqual(
      expect.arrayContaining(['POST /api/receipts/upload', 'GET /api/receipts/{id}', 'DELETE /api/recipes/meal-plans/{id}', 'PUT /api/auth/profile']),
    );
    expect(guarded.map(label)).not.toContain('GET /api/health');
  });
});

describe.each(guarded.map((operation) => [label(operation), operation] as const))('%s', (_label, operation) => {
  it.each(badTokens)('answers 401 UNAUTHENTICATED to %s', async (_name, token) => {
    const res = await t.app.inject({
      method: operation.method,
      url: fill(operation.path, randomUUID()),
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      payload: validBodies[operation.operationId] as object | undefined,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
  });

  const collection = /\/([\w-]+)\/\{id\}/.exec(operation.path)?.[1];
  if (collection === undefined) return;
  it("answers 404 to another user asking for the owner's resource", async () => {
    const id = ownerIds[collection];
    if (!id) throw new Error(`no owner resource for the collection '${collection}': add one to ownerIds`);
    if (operation.requestBody?.required && !(operation.operationId in validBodies)) {
      throw new Error(`${operation.operationId} needs a body: add a valid one to validBodies`);
    }
    const res = await t.app.inject({
      method: operation.method,
      url: fill(operation.path, id),
      headers: { authorization: `Bearer ${stranger.access_token}` },
      payload: validBodies[operation.operationId] as object | undefined,
    });
    // A Premium-only feature may refuse a free user before it looks the id up: still nothing of the owner's.
    if (res.statusCode === 403) expect(res.json().code).toMatch(/PREMIUM/);
    else expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });
});
