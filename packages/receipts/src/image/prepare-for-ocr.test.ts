import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareForOcr } from './prepare-for-ocr';
import { receiptLinesSvg, toGrey } from './test-page';

const inkShare = (img: { data: Buffer }): number => img.data.filter((v) => v < 128).length / img.data.length;

describe('prepareForOcr', () => {
  it('sharpens blurred print without thickening it, so its strokes stay near the width of crisp print', async () => {
    const page = Buffer.from(receiptLinesSvg(600, 10));
    const crisp = await prepareForOcr(await toGrey(sharp(page)), 0);
    const blurred = await prepareForOcr(await toGrey(sharp(page).blur(2.5)), 0);
    expect({ crisp: crisp.sharpened, blurred: blurred.sharpened }).toEqual({ crisp: false, blurred: true });
    // Thickened on top of the unsharp mask, the blurred page's ink covered 1.8 times the crisp page's area.
    expect(inkShare(blurred) / inkShare(crisp)).toBeLessThan(1.6);
  });
});
