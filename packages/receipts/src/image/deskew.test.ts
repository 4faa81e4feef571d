import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deskew, estimateSkew } from './deskew';
import { receiptLinesSvg, toGrey } from './test-page';

async function tilted(degrees: number) {
  const page = await sharp(Buffer.from(receiptLinesSvg(700, 24))).png().toBuffer();
  return toGrey(sharp(page).rotate(degrees, { background: '#f2f2f2' }));
}

describe('estimateSkew', () => {
  it('finds the clockwise tilt of text lines', async () => {
    expect(Math.abs((await estimateSkew(await tilted(4))) - 4)).toBeLessThanOrEqual(0.3);
    expect(Math.abs((await estimateSkew(await tilted(-7))) + 7)).toBeLessThanOrEqual(0.3);
  });

  it('leaves straight text alone', async () => {
    expect(Math.abs(await estimateSkew(await tilted(0)))).toBeLessThanOrEqual(0.2);
  });

  it('answers 0 for a blank page', async () => {
    const blank = await toGrey(sharp({ create: { width: 600, height: 800, channels: 3, background: '#eeeeee' } }).png());
    expect(await estimateSkew(blank)).toBe(0);
  });
});

describe('deskew', () => {
  it('turns tilted text level', async () => {
    const { image, degrees } = await deskew(await tilted(-6));
    expect(Math.abs(degrees + 6)).toBeLessThanOrEqual(0.3);
    expect(Math.abs(await estimateSkew(image))).toBeLessThanOrEqual(0.3);
  });
});
