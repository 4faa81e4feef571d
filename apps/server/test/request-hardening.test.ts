import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helper.js';
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

interface Part {
  name: string;
  filename?: string;
  body: Buffer | string;
}

const BOUNDARY = 'forkcast-hardening-boundary';

/** A multipart body with any parts, in order: the shapes a hand-made or hostile client can send. */
function multipartBody(parts: Part[]): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename ? `; filename="${part.filename}"\r\nContent-Type: image/png` : '') +
        '\r\n\r\n',
    ),
    Buffer.from(part.body),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

const upload = (payload: Buffer | string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
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
    expect(res.json()).toEqual({ message: "receipt: attach one image in the form field 'receipt' and nothing else" });
    expect(await storedReceipts()).toBe(0);
  });

  it('answers 413 for a file over 10 MB and stores nothing', async () => {
    const res = await upload(multipartBody([{ name: 'receipt', filename: 'big.png', body: Buffer.alloc(10_485_761, 1) }]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'File is too large. The limit is 10 MB.' });
    expect(await storedReceipts()).toBe(0);
  });
});
