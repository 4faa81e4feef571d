import { randomUUID } from 'node:crypto';
import { routes } from '@forkcast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';
import { signIn } from './support/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Operation {
  operationId?: string;
  security?: unknown[];
}

/** operationId -> method, path and security, as the published document states them. */
async function documentedOperations() {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, Operation>>;
  const found = new Map<string, { method: string; path: string; security?: unknown[] }>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation.operationId) found.set(operation.operationId, { method: method.toUpperCase(), path, security: operation.security });
    }
  }
  return { paths: Object.keys(paths), operations: found };
}

/** `/api/receipts/:id` as OpenAPI writes it: `/api/receipts/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document comes from the endpoint table', () => {
  it('names every endpoint of the table as an operation with its method and path, and nothing else', async () => {
    const { operations } = await documentedOperations();
    for (const [name, route] of Object.entries(routes)) {
      expect({ name, ...operations.get(name) }).toMatchObject({ name, method: route.method, path: openApiPath(route.path) });
    }
    expect([...operations.keys()].sort()).toEqual(Object.keys(routes).sort());
  });

  it('asks for no token on the public endpoints only', async () => {
    const { operations } = await documentedOperations();
    for (const [name, route] of Object.entries(routes)) {
      expect({ name, security: operations.get(name)?.security }).toEqual({ name, security: route.public ? [] : undefined });
    }
  });

  it('leaves out the development identity provider', async () => {
    const { paths } = await documentedOperations();
    expect(paths.filter((path) => path.startsWith('/api/auth/dev'))).toEqual([]);
  });
});

describe('errors answer { message, code }', () => {
  it('404 ROUTE_NOT_FOUND for an unknown /api path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for GET /api/no-such-thing', code: 'ROUTE_NOT_FOUND' });
  });

  it('404 RECEIPT_NOT_FOUND for a receipt id of no receipt', async () => {
    const token = await signIn(t.app, { email: 'codes@example.com' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/receipts/${randomUUID()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Receipt not found', code: 'RECEIPT_NOT_FOUND' });
  });

  it('401 UNAUTHENTICATED without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/receipts/recent' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Authentication required: send the access token as a bearer token',
      code: 'UNAUTHENTICATED',
    });
  });
});
