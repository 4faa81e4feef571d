import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcrEngine, readReceipt, ReceiptError, type ReceiptErrorCode } from '../src/index';

async function expectCode(bytes: Buffer, code: ReceiptErrorCode, opts = {}): Promise<void> {
  const error = await readReceipt(bytes, opts).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReceiptError);
  expect((error as ReceiptError).code).toBe(code);
  expect((error as ReceiptError).message.length).toBeGreaterThan(5);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A valid PNG header that claims 50 000 x 50 000 pixels in a few dozen bytes. */
function pixelBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width, height, channels: 3 } });
const frames = async () => [
  await sharp({ create: { width: 16, height: 16, channels: 3, background: '#f00' } }).png().toBuffer(),
  await sharp({ create: { width: 16, height: 16, channels: 3, background: '#00f' } }).png().toBuffer(),
];

describe('readReceipt on bad input', () => {
  afterAll(() => closeOcrEngine());

  it('rejects an empty file', () => expectCode(Buffer.alloc(0), 'EMPTY_FILE'));
  it('rejects a file over the size limit before decoding it', () => expectCode(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]), 'FILE_TOO_LARGE'));
  it('rejects a PDF named .jpg', () => expectCode(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj'), 'UNSUPPORTED_TYPE'));
  it('rejects text', () => expectCode(Buffer.from('just some text, not an image'), 'UNSUPPORTED_TYPE'));
  it('rejects a still GIF as an unsupported type', async () => expectCode(await sharp((await frames())[0]).gif().toBuffer(), 'UNSUPPORTED_TYPE'));
  it('rejects an animated GIF', async () => expectCode(await sharp(await frames(), { join: { animated: true } }).gif().toBuffer(), 'ANIMATED_IMAGE'));
  it('rejects an animated WebP', async () => expectCode(await sharp(await frames(), { join: { animated: true } }).webp().toBuffer(), 'ANIMATED_IMAGE'));
  it('rejects a JPEG header followed by garbage', () => expectCode(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('garbage'.repeat(50))]), 'CORRUPT_IMAGE'));
  it('rejects a truncated JPEG', async () => {
    const jpeg = await noise(300, 300).jpeg({ quality: 90 }).toBuffer();
    await expectCode(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'CORRUPT_IMAGE');
  });
  it('rejects a truncated PNG', async () => {
    const png = await noise(300, 300).png().toBuffer();
    await expectCode(png.subarray(0, Math.floor(png.length * 0.5)), 'CORRUPT_IMAGE');
  });
  it('rejects a corrupt HEIC container', () => expectCode(Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64, 7)]), 'CORRUPT_IMAGE'));
  it('rejects a pixel bomb from its header, fast', async () => {
    const started = Date.now();
    await expectCode(pixelBomb(), 'TOO_MANY_PIXELS');
    expect(Date.now() - started).toBeLessThan(2000);
  });
  it('honours a lower pixel limit', async () => expectCode(await noise(400, 300).png().toBuffer(), 'TOO_MANY_PIXELS', { maxPixels: 100_000 }));

  it('returns no items and a message for a photo without a receipt, and reads concurrently', async () => {
    const landscape = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5a7d4f' } })
      .composite([{ input: await noise(300, 200).png().toBuffer(), left: 250, top: 200 }])
      .jpeg()
      .toBuffer();
    const results = await Promise.all([readReceipt(landscape), readReceipt(landscape)]);
    for (const r of results) {
      expect(r.items).toEqual([]);
      expect(r.warnings.join(' ')).toMatch(/no receipt/i);
    }
  }, 60_000);

  it('answers a blank 12 MP photo quickly, without OCR', async () => {
    const blank = await sharp({ create: { width: 3024, height: 4032, channels: 3, background: '#f7f7f5' } }).jpeg().toBuffer();
    const started = performance.now();
    const r = await readReceipt(blank);
    expect(r.items).toEqual([]);
    expect(r.warnings.join(' ')).toMatch(/no receipt/i);
    // Several OCR passes took 4-10 s; the ink check alone takes well under a second even on a busy machine.
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
