import { crc32, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import type { ErrorCode } from '@forkcast/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helper.js';
import { multipartBody, multipartType, type Part } from './support/multipart.js';
import { signIn } from './support/sign-in.js';

/**
 * A corpus of hostile uploads: each is refused with a 4xx and a catalogue code, and leaves no receipt row.
 * Every case signs in a user of its own, so per-user limits never decide an answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } });
const jpeg = () => solid(64, 48).jpeg().toBuffer();
const png = () => solid(64, 48).png().toBuffer();

const PNG_SIGNATURE = Buffer.from('\x89PNG\r\n\x1a\n', 'latin1');
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A well-formed 8-bit grey PNG of the given size whose pixel data is `rows` deflated (zero rows unless given). */
function greyPng(width: number, height: number, rows = Buffer.alloc(Math.min(height, 64) * (width + 1))): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), deflate, no filter method, no interlace
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A real JPEG whose frame header claims other dimensions. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await jpeg());
  for (let at = 2; at < bytes.length - 9; at++) {
    if (bytes[at] === 0xff && (bytes[at + 1] === 0xc0 || bytes[at + 1] === 0xc2)) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
  }
  throw new Error('no frame header in the JPEG');
}

/** A one-entry ZIP archive of deflated zeros: tiny on the wire, huge unpacked. */
function zipBomb(): Buffer {
  const data = deflateRawSync(Buffer.alloc(50 * 1024 * 1024));
  const name = Buffer.from('receipt.jpg');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(50 * 1024 * 1024, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}

const file = (body: Buffer | string, filename = 'receipt.jpg', type = 'image/jpeg'): Part[] => [
  { name: 'receipt', filename, type, body },
];

interface HostileUpload {
  name: string;
  status: number;
  code: ErrorCode;
  /** The multipart parts; or `raw` for a body that is not multipart at all. */
  parts?: () => Promise<Part[]> | Part[];
  raw?: { contentType: string; body: Buffer | string };
}

const corpus: HostileUpload[] = [
  // Nothing there
  { name: 'a zero-byte file', status: 400, code: 'EMPTY_FILE', parts: () => file(Buffer.alloc(0)) },
  // Not an image at all, whatever the name and declared type say
  { name: 'a text file named .jpg', status: 415, code: 'UNSUPPORTED_FILE_TYPE', parts: () => file('MILK 1.99\nBREAD 2.49\n') },
  {
    name: 'an HTML page with a script',
    status: 415,
    code: 'UNSUPPORTED_FILE_TYPE',
    parts: () => file('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>', 'receipt.html', 'text/html'),
  },
  {
    name: 'an SVG with a script',
    status: 415,
    code: 'UNSUPPORTED_FILE_TYPE',
    parts: () =>
      file('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', 'receipt.svg', 'image/svg+xml'),
  },
  {
    name: 'an SVG declared as a PNG',
    status: 415,
    code: 'UNSUPPORTED_FILE_TYPE',
    parts: () => file('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'receipt.png', 'image/png'),
  },
  { name: 'a PDF', status: 415, code: 'UNSUPPORTED_FILE_TYPE', parts: () => file('%PDF-1.7\n1 0 obj << /JavaScript (app.alert(1)) >> endobj\n%%EOF', 'r.pdf', 'application/pdf') },
  { name: 'a ZIP bomb', status: 415, code: 'UNSUPPORTED_FILE_TYPE', parts: () => file(zipBomb(), 'receipt.zip', 'application/zip') },
  { name: 'a gzip bomb named .png', status: 415, code: 'UNSUPPORTED_FILE_TYPE', parts: () => file(gzipSync(Buffer.alloc(50 * 1024 * 1024)), 'receipt.png', 'image/png') },
  { name: 'an ELF executable named .jpg', status: 415, code: 'UNSUPPORTED_FILE_TYPE', parts: () => file(Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(64)])) },
  // Images of types Forkcast does not read
  { name: 'a still GIF', status: 415, code: 'UNSUPPORTED_FILE_TYPE', parts: async () => file(await solid(16, 16).gif().toBuffer(), 'r.gif', 'image/gif') },
  {
    name: 'an animated GIF',
    status: 415,
    code: 'UNSUPPORTED_FILE_TYPE',
    parts: async () => {
      const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((c) => sharp({ create: { width: 16, height: 16, channels: 3, background: c } }).png().toBuffer()));
      return file(await sharp(frames, { join: { animated: true } }).gif().toBuffer(), 'r.gif', 'image/gif');
    },
  },
  { name: 'a GIF/JavaScript polyglot', status: 415, code: 'UNSUPPORTED_FILE_TYPE', parts: () => file('GIF89a/*\x00\x00*/=alert(1)//;', 'r.gif', 'image/gif') },
  { name: 'a TIFF', status: 415, code: 'UNSUPPORTED_FILE_TYPE', parts: async () => file(await solid(16, 16).tiff().toBuffer(), 'r.tif', 'image/tiff') },
  { name: 'an AVIF', status: 415, code: 'UNSUPPORTED_FILE_TYPE', parts: async () => file(await solid(16, 16).avif().toBuffer(), 'r.avif', 'image/avif') },
  { name: 'a BMP header', status: 415, code: 'UNSUPPORTED_FILE_TYPE', parts: () => file(Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]), 'r.bmp', 'image/bmp') },
  // The right magic number, the wrong (or no) image behind it
  { name: 'a truncated JPEG', status: 400, code: 'IMAGE_DAMAGED', parts: async () => file((await jpeg()).subarray(0, 200)) },
  { name: 'a truncated PNG', status: 400, code: 'IMAGE_DAMAGED', parts: async () => file((await png()).subarray(0, 60), 'r.png', 'image/png') },
  { name: 'a JPEG start marker and nothing else', status: 400, code: 'IMAGE_DAMAGED', parts: () => file(Buffer.from([0xff, 0xd8, 0xff])) },
  { name: 'a PNG signature and nothing else', status: 400, code: 'IMAGE_DAMAGED', parts: () => file(PNG_SIGNATURE, 'r.png', 'image/png') },
  { name: 'a PNG signature before a JPEG', status: 400, code: 'IMAGE_DAMAGED', parts: async () => file(Buffer.concat([PNG_SIGNATURE, await jpeg()]), 'r.png', 'image/png') },
  { name: 'a JPEG start marker before an SVG', status: 400, code: 'IMAGE_DAMAGED', parts: () => file(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<svg onload="alert(1)"/>')])) },
  { name: 'a WebP header around garbage', status: 400, code: 'IMAGE_DAMAGED', parts: () => file(Buffer.concat([Buffer.from('RIFF\x40\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(56, 0xaa)]), 'r.webp', 'image/webp') },
  { name: 'a HEIC header around garbage', status: 400, code: 'IMAGE_DAMAGED', parts: () => file(Buffer.concat([Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1'), Buffer.alloc(64, 0x11)]), 'r.heic', 'image/heic') },
  {
    name: 'a JPEG/ZIP polyglot (a real image, but no receipt)',
    status: 422,
    code: 'NO_ITEMS_FOUND',
    parts: async () => file(Buffer.concat([await jpeg(), zipBomb()])),
  },
  // Pixel bombs: small files that claim (or really hold) far more than 40 megapixels
  { name: 'a PNG claiming 100000 x 100000 pixels', status: 413, code: 'TOO_MANY_PIXELS', parts: () => file(greyPng(100_000, 100_000), 'r.png', 'image/png') },
  { name: 'a PNG claiming 1 x 50 million pixels', status: 413, code: 'TOO_MANY_PIXELS', parts: () => file(greyPng(1, 50_000_000), 'r.png', 'image/png') },
  {
    name: 'a real 48 MP PNG of one colour (50 KB unpacking to 48 MB)',
    status: 413,
    code: 'TOO_MANY_PIXELS',
    parts: () => file(greyPng(8000, 6000, Buffer.alloc(6000 * 8001)), 'r.png', 'image/png'),
  },
  { name: 'a JPEG claiming 65000 x 65000 pixels', status: 413, code: 'TOO_MANY_PIXELS', parts: async () => file(await jpegClaiming(65_000, 65_000)) },
  // Bodies that are not one image in the field "receipt"
  { name: 'two files', status: 400, code: 'ONE_IMAGE_EXPECTED', parts: async () => [...file(await jpeg()), ...file(await png(), 'b.png', 'image/png')] },
  { name: 'the wrong field name', status: 400, code: 'ONE_IMAGE_EXPECTED', parts: async () => [{ name: 'image', filename: 'r.jpg', type: 'image/jpeg', body: await jpeg() }] },
  { name: 'a text field instead of a file', status: 400, code: 'ONE_IMAGE_EXPECTED', parts: () => [{ name: 'receipt', body: 'data:image/jpeg;base64,/9j/4AAQ' }] },
  { name: 'a file and a text field', status: 400, code: 'ONE_IMAGE_EXPECTED', parts: async () => [...file(await jpeg()), { name: 'note', body: 'x' }] },
  { name: 'a file over 10 MB', status: 413, code: 'FILE_TOO_LARGE', parts: async () => file(Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024)])) },
  { name: 'a multipart type without a boundary', status: 400, code: 'ONE_IMAGE_EXPECTED', raw: { contentType: 'multipart/form-data', body: 'x' } },
  { name: 'the raw bytes of a JPEG, not multipart', status: 415, code: 'UNSUPPORTED_CONTENT_TYPE', raw: { contentType: 'image/jpeg', body: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) } },
  { name: 'a JSON body', status: 415, code: 'UNSUPPORTED_CONTENT_TYPE', raw: { contentType: 'application/json', body: '{"receipt":"/9j/4AAQ"}' } },
];

const storedReceipts = async () => (await t.database.db.select({ id: receipts.id }).from(receipts)).length;

describe('hostile uploads', () => {
  it('are at least 30', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus.map((upload, index) => [upload.name, upload, index] as const))(
    'refuses %s with its code and stores nothing',
    async (_name, upload, index) => {
      const token = await signIn(t.app, { email: `hostile-${index}@example.com` });
      const body = upload.raw?.body ?? multipartBody(await upload.parts!());
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/receipts/upload',
        headers: { authorization: `Bearer ${token}`, 'content-type': upload.raw?.contentType ?? multipartType },
        payload: body,
      });
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: upload.status, code: upload.code });
      expect(res.json().message).toEqual(expect.any(String));
      expect(await storedReceipts()).toBe(0);
    },
  );
});
