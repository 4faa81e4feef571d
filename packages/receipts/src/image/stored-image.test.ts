import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ReceiptError } from '../receipt-error';
import { toStoredImage } from './stored-image';

/** A phone-like JPEG: stored landscape with orientation 6 (turn 90 degrees clockwise), camera and GPS tags. */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e8e4da' } })
    .composite([{ input: { create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: '#202020' } }, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2604/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3970/100' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** EXIF tag 0x8825 (GPSInfo) in either byte order: where the GPS block is pointed to. */
const hasGpsPointer = (bytes: Buffer): boolean => bytes.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) || bytes.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]));

describe('toStoredImage', () => {
  it('strips EXIF and GPS, applies the orientation and bounds the long side to 2000 px', async () => {
    const original = await phonePhoto(4032, 3024);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(original.includes(Buffer.from('PhoneMaker'))).toBe(true);
    expect(hasGpsPointer(before.exif!)).toBe(true);

    const stored = await toStoredImage(original);
    expect(stored.type).toBe('image/jpeg');
    const after = await sharp(stored.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect([after.width, after.height]).toEqual([1500, 2000]); // turned upright, then scaled
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(hasGpsPointer(stored.bytes)).toBe(false);
    // The dark corner was top-left as stored; after a quarter turn clockwise it sits top-right.
    const { data, info } = await sharp(stored.bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(data[10 * info.width + info.width - 10]).toBeLessThan(80);
    expect(data[10 * info.width + 10]).toBeGreaterThan(180);
  });

  it('turns by the reader\'s rotation after the EXIF orientation', async () => {
    const stored = await toStoredImage(await phonePhoto(800, 600), { rotation: 90 });
    const { data, info } = await sharp(stored.bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
    // EXIF's quarter turn makes it portrait and the reader's quarter turn landscape again: half a turn in all.
    expect([info.width, info.height]).toEqual([800, 600]);
    // The dark corner was top-left as stored; half a turn puts it bottom-right.
    expect(data[(info.height - 10) * info.width + info.width - 10]).toBeLessThan(80);
    expect(data[10 * info.width + 10]).toBeGreaterThan(180);
  });

  it('never enlarges a small image and converts PNG to JPEG', async () => {
    const png = await sharp({ create: { width: 600, height: 900, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0.5 } } }).png().toBuffer();
    const stored = await toStoredImage(png);
    const meta = await sharp(stored.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 900]);
  });

  it('rejects files that are not images with the reader’s error codes', async () => {
    await expect(toStoredImage(Buffer.from('%PDF-1.4 not a photo'))).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
    await expect(toStoredImage(Buffer.alloc(0))).rejects.toBeInstanceOf(ReceiptError);
  });
});
