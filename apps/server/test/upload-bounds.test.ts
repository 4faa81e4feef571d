import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../src/db/schema.js';
import { QUEUE_FULL_MESSAGE } from '../src/modules/receipts/receipt-service.js';
import { createTestApp, type TestApp } from './helper.js';
import { groceryReceiptLines, renderReceipt } from './support/receipt-image.js';
import { uploadReceipt } from './support/receipt-upload.js';
import { signIn } from './support/sign-in.js';

const BOUNDARY = '----forkcast-raw-boundary';
const STALL_MS = 400;

let t: TestApp;
let port: number;
let receipt: Buffer;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_STALL_TIMEOUT_MS: String(STALL_MS), UPLOADS_PER_USER: '1' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  receipt = await renderReceipt(groceryReceiptLines);
});
afterAll(async () => t.close());

function multipartBody(file: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** A raw HTTP client: sends the request head and the first `sendBytes` of the body, then does nothing more. */
function partialUpload(token: string, body: Buffer, sendBytes: number) {
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `POST /api/receipts/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, sendBytes));
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
  });
  return { socket, answer };
}

async function until(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const recent = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/receipts/recent', headers: { authorization: `Bearer ${token}` } })).json();

describe('an upload whose body stalls', () => {
  it('is answered 408 UPLOAD_TIMEOUT soon after the deadline, the connection closed and nothing stored', async () => {
    const token = await signIn(t.app, { email: 'stall@example.com' });
    const body = multipartBody(receipt);
    const started = performance.now();
    const { answer } = partialUpload(token, body, body.length >> 1);
    const text = await answer;
    const elapsed = performance.now() - started;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'UPLOAD_TIMEOUT',
      message: 'The upload stalled and was stopped. Check your connection and try again.',
    });
    expect(elapsed).toBeGreaterThanOrEqual(STALL_MS - 50);
    expect(elapsed).toBeLessThan(STALL_MS + 3000);
    expect(await recent(token)).toEqual({ data: null });
  });
});

describe('an upload whose client goes away', () => {
  it('stores no receipt when the socket closes while the receipt is read', async () => {
    const token = await signIn(t.app, { email: 'leaver@example.com' });
    const body = multipartBody(receipt);
    const { socket } = partialUpload(token, body, body.length);
    // Give the server the whole body, then leave while the receipt is being read (reading takes seconds).
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
    // With one upload per user, a second one is refused with 429 until the first has finished.
    let second;
    for (let tries = 0; tries < 300; tries++) {
      second = await uploadReceipt(t.app, token, Buffer.alloc(0));
      if (second.statusCode !== 429) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(second?.json().code).toBe('EMPTY_FILE');
    expect(await recent(token)).toEqual({ data: null });
  });
});

describe('bounds on uploads under way', () => {
  it('refuses a second upload by the same user while the first is read, with 429 and Retry-After', async () => {
    const token = await signIn(t.app, { email: 'eager@example.com' });
    const answers = await Promise.all([uploadReceipt(t.app, token, receipt), uploadReceipt(t.app, token, receipt)]);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    expect(refused?.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Your other receipts are still being read. Wait for them to finish, then upload this one.',
    });
    expect(refused?.headers['retry-after']).toBe('60');
  });

  it('refuses an upload at once while the receipts waiting for a reader reach the bound, with the message a user sees', async () => {
    const busy = await createTestApp({ RECEIPT_READERS: '1', RECEIPT_QUEUE_MAX: '1' });
    try {
      const [first, second, third] = await Promise.all(
        ['first', 'second', 'third'].map((name) => signIn(busy.app, { email: `${name}-in-line@example.com` })),
      );
      // A long receipt keeps the only reader busy for seconds, so the one waiting stays in line while the third comes;
      // the first is the longer, as its reading time is the window the third must arrive in (a loaded CI machine
      // admitted the second so late that a shorter first was read before the third came).
      const items = groceryReceiptLines.slice(4, 11);
      const longReceipt = (repeats: number) => renderReceipt([...groceryReceiptLines.slice(0, 4), ...Array.from({ length: repeats }, () => items).flat()]);
      const [longest, long] = await Promise.all([longReceipt(12), longReceipt(8)]);
      const reading = [uploadReceipt(busy.app, first!, longest), uploadReceipt(busy.app, second!, long)];
      // One receipt is read while the other waits for the only reader: the line is full.
      await until(async () => (await busy.database.db.select().from(jobs).where(eq(jobs.stage, 'queued'))).length === 1);
      const refused = await uploadReceipt(busy.app, third!, receipt);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: QUEUE_FULL_MESSAGE });
      expect(refused.headers['retry-after']).toBe('60');
      expect((await Promise.all(reading)).map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect((await uploadReceipt(busy.app, third!, receipt)).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  }, 120_000);
});
