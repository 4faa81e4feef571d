import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from './decode-image';

const limits = { maxBytes: 10_000_000, maxPixels: 40_000_000 };

describe('decodeImage', () => {
  it('decodes a JPEG to grey pixels as stored, with its EXIF turn as a hint and a small colour copy', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const decoded = await decodeImage(jpeg, limits);
    expect([decoded.grey.width, decoded.grey.height, decoded.grey.data.length]).toEqual([800, 600, 480_000]);
    expect(decoded.exifRotation).toBe(90);
    expect([decoded.colour.width, decoded.colour.height]).toEqual([400, 300]);
  });
  it('loads the HEIC decoder for a HEIC file and reports a broken one as corrupt', async () => {
    const brokenHeic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64, 7)]);
    await expect(decodeImage(brokenHeic, limits)).rejects.toMatchObject({ code: 'CORRUPT_IMAGE', message: expect.stringMatching(/^HEIC image/) });
  });
});
