import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';
import { groceryReceiptLines, renderReceipt } from './support/receipt-image.js';
import { signIn } from './support/sign-in.js';

let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signIn(t.app, { email: 'alice@example.com', name: 'Alice' });
  bob = await signIn(t.app, { email: 'bob@example.com', name: 'Bob' });
});
afterAll(async () => t.close());

function multipart(file: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = '----forkcast-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'receipt'}"; filename="${options.filename ?? 'receipt.png'}"\r\n` +
      `Content-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string, file: Buffer, options?: Parameters<typeof multipart>[1]) {
  const { payload, headers } = multipart(file, options);
  return t.app.inject({ method: 'POST', url: '/api/receipts/upload', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('receipt upload', () => {
  let receiptId: string;

  it('reads a receipt photo into canonical ingredients and sets non-food aside', async () => {
    const res = await upload(alice, await renderReceipt(groceryReceiptLines));
    expect(res.statusCode).toBe(200);
    receiptId = res.json().data.receiptId;
    expect(receiptId).toMatch(/^[0-9a-f-]{36}$/);

    const receipt = (await get(alice, `/api/receipts/${receiptId}`)).json().data;
    const food = receipt.extracted_ingredients.filter((i: { is_food: boolean }) => i.is_food);
    const ids = food.map((i: { ingredient: string }) => i.ingredient);
    expect(ids).toEqual(expect.arrayContaining(['banana', 'whole-milk', 'egg', 'chicken-breast', 'baby-spinach', 'onion']));
    const towels = receipt.extracted_ingredients.find((i: { raw: string }) => /PAPER TOWELS/.test(i.raw));
    expect(towels?.is_food).toBe(false);
    expect(receipt.extracted_ingredients.some((i: { raw: string }) => /TOTAL|VISA/.test(i.raw))).toBe(false);
  });

  it('returns the most recent receipt of the caller only', async () => {
    expect((await get(alice, '/api/receipts/recent')).json().data.id).toBe(receiptId);
    expect((await get(bob, '/api/receipts/recent')).json()).toEqual({ data: null });
  });

  it('keeps a copy of the photo without its location or other metadata', async () => {
    const photo = await sharp(await renderReceipt(groceryReceiptLines, 'jpeg'))
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const id = (await upload(alice, photo, { filename: 'photo.jpg', type: 'image/jpeg' })).json().data.receiptId;
    const image = await get(alice, `/api/receipts/${id}/image`);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const kept = await sharp(image.rawPayload).metadata();
    expect(kept.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it("answers 404 for another user's receipt and its image", async () => {
    expect((await get(bob, `/api/receipts/${receiptId}`)).statusCode).toBe(404);
    expect((await get(bob, `/api/receipts/${receiptId}/image`)).statusCode).toBe(404);
    expect((await get(alice, `/api/receipts/${receiptId}/image`)).statusCode).toBe(200);
  });

  it('saves corrected items and marks changed rows as edited', async () => {
    const receipt = (await get(alice, `/api/receipts/${receiptId}`)).json().data;
    const items = receipt.extracted_ingredients.map((i: Record<string, unknown>) => ({
      raw: i.raw,
      ingredient: i.ingredient,
      name: i.name,
      quantity: i.quantity,
      unit: i.unit,
      price: i.price,
      is_food: i.is_food,
    }));
    items.push({ raw: '', ingredient: 'lemon', name: 'lemon', quantity: 3, unit: 'each', price: null, is_food: true });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/receipts/${receiptId}/items`,
      headers: { authorization: `Bearer ${alice}` },
      payload: { items },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data.extracted_ingredients;
    expect(saved).toHaveLength(items.length);
    expect(saved.at(-1)).toMatchObject({ ingredient: 'lemon', quantity: 3, edited: true, confidence: 1 });
    expect(saved[0].edited).toBe(false);

    const forBob = await t.app.inject({
      method: 'PUT',
      url: `/api/receipts/${receiptId}/items`,
      headers: { authorization: `Bearer ${bob}` },
      payload: { items: [] },
    });
    expect(forBob.statusCode).toBe(404);
    expect((await get(alice, `/api/receipts/${receiptId}`)).json().data.extracted_ingredients).toHaveLength(items.length);
  });

  it('rejects a bad correction naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/receipts/${receiptId}/items`,
      headers: { authorization: `Bearer ${alice}` },
      payload: { items: [{ ingredient: null, name: 'x', quantity: -1, unit: 'each', is_food: true }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^items\.0\.quantity/);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/receipts/recent' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the same photo uploaded twice', () => {
  let photo: Buffer;
  let firstId: string;

  beforeAll(async () => {
    photo = await renderReceipt(groceryReceiptLines.slice(0, 7));
    firstId = (await upload(alice, photo)).json().data.receiptId;
  });

  it('is refused, naming the first upload, and stores nothing', async () => {
    const again = await upload(alice, photo);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RECEIPT_ALREADY_UPLOADED',
      message: 'This photo was already uploaded. Open the first receipt, or upload it anyway.',
      details: { receiptId: firstId },
    });
    expect((await get(alice, '/api/receipts/recent')).json().data.id).toBe(firstId);
  });

  it('is stored again when the user says upload anyway', async () => {
    const anyway = await t.app.inject({
      method: 'POST',
      url: '/api/receipts/upload?duplicate=allow',
      ...(({ payload, headers }) => ({ payload, headers: { ...headers, authorization: `Bearer ${alice}` } }))(multipart(photo)),
    });
    expect(anyway.statusCode).toBe(200);
    expect(anyway.json().data.receiptId).not.toBe(firstId);
  });

  it("is no duplicate for another user: one user's uploads say nothing of another's", async () => {
    expect((await upload(bob, photo)).statusCode).toBe(200);
  });
});

describe('bad uploads get a clear error and store nothing', () => {
  let carol: string;
  beforeAll(async () => {
    carol = await signIn(t.app, { email: 'carol@example.com', name: 'Carol' });
  });

  const cases: Array<[string, () => Promise<Buffer> | Buffer, number, RegExp, Parameters<typeof multipart>[1]?]> = [
    ['a zero-byte file', () => Buffer.alloc(0), 400, /empty/],
    ['a PDF renamed to .jpg', () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF'), 415, /Unsupported file type/, { filename: 'receipt.jpg', type: 'image/jpeg' }],
    ['a GIF', () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 415, /Unsupported file type/],
    ['a truncated JPEG', async () => (await renderReceipt(groceryReceiptLines, 'jpeg')).subarray(0, 900), 400, /damaged|incomplete/],
    ['a file over 10 MB', () => Buffer.alloc(10_485_761, 1), 413, /10 MB/],
    ['a blank image that is not a receipt', () => renderReceipt([]), 422, /grocery receipt/],
    ['the wrong form field', () => renderReceipt(groceryReceiptLines), 400, /receipt/, { field: 'photo' }],
  ];

  it.each(cases)('%s', async (_name, make, status, message, options) => {
    const res = await upload(carol, await make(), options);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect((await get(carol, '/api/receipts/recent')).json()).toEqual({ data: null });
  });

  it('a JSON body instead of a multipart upload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/receipts/upload',
      headers: { authorization: `Bearer ${carol}` },
      payload: { receipt: 'not a file' },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('ingredient search', () => {
  it('finds ingredients by English or German name and marks an exact synonym', async () => {
    const milk = (await get(alice, '/api/ingredients?q=milk')).json().data;
    expect(milk[0]).toMatchObject({ exact: true });
    expect(milk.filter((i: { exact: boolean }) => i.exact)).toHaveLength(1);
    const zwiebel = (await get(alice, '/api/ingredients?q=zwiebel')).json().data;
    expect(zwiebel[0]).toMatchObject({ id: 'onion', exact: true });
    expect((await get(alice, '/api/ingredients?q=')).statusCode).toBe(400);
  });
});
