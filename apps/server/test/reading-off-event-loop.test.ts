import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';
import { groceryReceiptLines, renderReceipt } from './support/receipt-image.js';
import { uploadReceipt } from './support/receipt-upload.js';
import { signIn } from './support/sign-in.js';

// Finding 7 of the trust review: reading a phone photo (paper crop, deskew, flatten: per-pixel loops) held the event
// loop for seconds, so every other request waited. Reading runs on worker threads now; this holds that line with a
// large, tilted photo on a dark table. With the reading put back on the main thread this test measured a longest
// stall of 1.1-1.5 s; on threads 0.3-0.5 s, all of it the machine's other load (load average 8-12 on 2 cores: a
// CPU profile of the main thread shows it idle for all but about 0.1 s of the two readings). The bound sits between,
// loose because other test files run beside this one. Latency figures themselves live in `npm run bench:api`.
const MAX_EVENT_LOOP_DELAY_MS = 750;

let t: TestApp;
let photo: Buffer;

/** A receipt lying slightly tilted on a dark, uneven table, as a 12-megapixel phone would take it. */
async function phonePhoto(): Promise<Buffer> {
  const paper = await sharp(await renderReceipt(groceryReceiptLines))
    .resize({ width: 1600 })
    .rotate(4, { background: '#3a3531' })
    .toBuffer();
  return sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#40392f' } })
    .composite([{ input: paper, left: 600, top: 500 }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp();
  photo = await phonePhoto();
}, 60_000);
afterAll(async () => t.close());

describe('reading receipts', () => {
  it('never holds the event loop: two photos read at once while the API keeps answering', async () => {
    const tokens = [await signIn(t.app, { email: 'reader-a@example.com' }), await signIn(t.app, { email: 'reader-b@example.com' })];
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const uploads = await Promise.all(tokens.map((token) => uploadReceipt(t.app, token, photo)));
    delay.disable();

    expect(uploads.map((upload) => upload.statusCode)).toEqual([200, 200]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/receipts/${uploads[0]!.json().data.receiptId}`,
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    expect(read.json().data.extracted_ingredients.map((item: { ingredient: string }) => item.ingredient)).toContain('banana');
    expect(delay.max / 1e6).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
  }, 120_000);
});
