import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { GreyImage } from './grey-image';
import { printSharpness } from './print-sharpness';

/** A page of dark strokes on paper, laid out like lines of print: 6 px strokes, 6 px apart, 40 px rows. */
function printedPage(): GreyImage {
  const width = 400;
  const height = 400;
  const data = Buffer.alloc(width * height, 235);
  for (let y = 0; y < height; y++) {
    if (y % 40 >= 24) continue;
    for (let x = 20; x < width - 20; x++) if (x % 12 < 6) data[y * width + x] = 25;
  }
  return { data, width, height };
}

async function blurred(img: GreyImage, sigma: number): Promise<GreyImage> {
  const data = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } }).blur(sigma).toColourspace('b-w').raw().toBuffer();
  return { data, width: img.width, height: img.height };
}

describe('printSharpness', () => {
  it('measures crisp print near 1 and falls as the print blurs', async () => {
    const page = printedPage();
    const crisp = printSharpness(page);
    const soft = printSharpness(await blurred(page, 1.5));
    const smeared = printSharpness(await blurred(page, 3));
    expect(crisp).toBeGreaterThan(0.9);
    expect(soft).toBeLessThan(crisp);
    expect(smeared).toBeLessThan(soft);
    expect(smeared).toBeLessThan(0.36);
  });

  it('does not depend on how dark the ink is, only on how sharp its edges are', async () => {
    const page = printedPage();
    const faded = { ...page, data: Buffer.from(page.data.map((v) => (v < 128 ? 140 : v))) };
    expect(printSharpness(faded)).toBeCloseTo(printSharpness(page), 1);
  });

  it('reads blank paper as 0, not as a division by nothing', () => {
    expect(printSharpness({ data: Buffer.alloc(100, 240), width: 10, height: 10 })).toBe(0);
  });
});
