import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helper.js';
import { multipartBody, multipartType, type Part } from './support/multipart.js';
import { groceryReceiptLines, renderReceipt } from './support/receipt-image.js';
import { signIn } from './support/sign-in.js';

let t: TestApp;
let token: string;
let receiptPng: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, { email: 'mallory@example.com', name: 'Mallory' });
  receiptPng = await renderReceipt(groceryReceiptLines);
});
afterAll(async () => t.close());

const upload = (payload: Buffer | string, contentType = multipartType) =>
  t.app.inject({
    method: 'POST',
    url: '/api/receipts/upload',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });

const storedReceipts = async () => (await t.database.db.select({ id: receipts.id }).from(receipts)).length;

describe('a receipt upload holds exactly one file and nothing else', () => {
  const file = (name = 'receipt'): Part => ({ name, filename: 'receipt.png', body: receiptPng });
  const field: Part = { name: 'note', body: 'hello' };

  const rejected: Array<[string, () => Buffer | string, string?]> = [
    ['two files', () => multipartBody([file(), file()])],
    ['a file and a second file under another name', () => multipartBody([file(), file('other')])],
    ['a text field before the file', () => multipartBody([field, file()])],
    ['a text field after the file', () => multipartBody([file(), field])],
    ['only a text field named receipt', () => multipartBody([{ name: 'receipt', body: 'not a file' }])],
    ['no parts at all', () => multipartBody([])],
    ['thousands of parts', () => multipartBody(Array.from({ length: 5000 }, (_, i) => ({ name: `f${i}`, body: 'x' })))],
    ['a body that is not multipart at all', () => 'garbage'],
    ['a multipart content type without a boundary', () => multipartBody([file()]), 'multipart/form-data'],
  ];

  it.each(rejected)('rejects %s with 400 naming the field, and stores nothing', async (_name, body, contentType) => {
    const res = await upload(body(), contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "receipt: attach one image in the form field 'receipt' and nothing else",
      code: 'ONE_IMAGE_EXPECTED',
    });
    expect(await storedReceipts()).toBe(0);
  });

  it('answers 413 for a file over 10 MB and stores nothing', async () => {
    const res = await upload(multipartBody([{ name: 'receipt', filename: 'big.png', body: Buffer.alloc(10_485_761, 1) }]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'File is too large. The limit is 10 MB.', code: 'FILE_TOO_LARGE' });
    expect(await storedReceipts()).toBe(0);
  });
});

describe('every error is { message, code } with the right status', () => {
  const refresh = (payload: string, contentType?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload, headers: contentType ? { 'content-type': contentType } : {} });

  it('400 for malformed JSON', async () => {
    const res = await refresh('{"refresh_token": ', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON in request body', code: 'MALFORMED_JSON' });
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])('415 for a %s body', async (type) => {
    const res = await refresh('refresh_token=abc', type);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Unsupported content type', code: 'UNSUPPORTED_CONTENT_TYPE' });
  });

  it('413 for a JSON body over 1 MB', async () => {
    const res = await refresh(JSON.stringify({ refresh_token: 'x'.repeat(1024 * 1024) }), 'application/json');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large', code: 'BODY_TOO_LARGE' });
  });

  it('400 naming the field for a JSON body of the wrong shape', async () => {
    const res = await refresh(JSON.stringify({ refresh_token: 42 }), 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^refresh_token: /);
  });

  it('401 and 404 as { message, code } too', async () => {
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/receipts/recent' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
    const unknown = await t.app.inject({ method: 'PATCH', url: '/api/receipts/recent' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: expect.any(String), code: 'ROUTE_NOT_FOUND' });
  });
});

describe('security headers', () => {
  const strict = (csp: unknown) => {
    expect(String(csp)).toContain("default-src 'self'");
    expect(String(csp)).toContain("script-src 'self';");
    expect(String(csp)).toContain("frame-ancestors 'none'");
    expect(String(csp)).not.toMatch(/unsafe-inline|unsafe-eval|https:|\*/);
  };

  it.each([
    ['a JSON answer', '/api/health'],
    ['an error', '/api/auth/profile'],
    ['a 404', '/api/nowhere'],
    ['the API docs page', '/api/docs/'],
    ['the development sign-in page', '/api/auth/dev/google/authorize?client_id=forkcast-development'],
  ])('a strict CSP, DENY framing and no fingerprint on %s', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    strict(res.headers['content-security-policy']);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers.server).toBeUndefined();
  });

  it('sign-in cookies are httpOnly, SameSite=Lax and scoped to their path; Secure in production behind https', async () => {
    const dev = await t.app.inject({ method: 'GET', url: '/api/auth/authorize/google' });
    const devCookie = String(dev.headers['set-cookie']);
    expect(devCookie).toMatch(/HttpOnly/);
    expect(devCookie).toMatch(/SameSite=Lax/);
    expect(devCookie).toMatch(/Path=\/api\/auth\/callback\/google/);

    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://forkcast.example',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/auth/authorize/google' });
      expect(res.statusCode).toBe(302);
      expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/);
      expect(res.headers['strict-transport-security']).toBeDefined();
    } finally {
      await prod.close();
    }
  });
});
