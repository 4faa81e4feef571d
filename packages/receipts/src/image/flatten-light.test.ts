import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { GreyImage } from './grey-image';
import { flattenLight } from './flatten-light';
import { receiptLinesSvg, toGrey } from './test-page';

/** Median grey of a column band, over its brightest half (the paper) and its darkest 2 % (the print). */
function levels(img: GreyImage, from: number, to: number): { paper: number; ink: number } {
  const values: number[] = [];
  for (let y = 0; y < img.height; y++) for (let x = from; x < to; x++) values.push(img.data[y * img.width + x]!);
  values.sort((a, b) => a - b);
  return { paper: values[Math.floor(values.length * 0.75)]!, ink: values[Math.floor(values.length * 0.01)]! };
}

describe('flattenLight', () => {
  it('evens out a shadow across the paper and keeps the print dark', async () => {
    const page = await toGrey(Buffer.from(receiptLinesSvg(700, 24)));
    // Light falls from 100 % on the left to 45 % on the right.
    const shaded = Buffer.from(page.data.map((v, i) => Math.round(v * (1 - 0.55 * ((i % page.width) / page.width)))));
    const before = { left: levels({ ...page, data: shaded }, 0, 150), right: levels({ ...page, data: shaded }, 550, 700) };
    expect(before.left.paper - before.right.paper).toBeGreaterThan(80);

    const flat = await flattenLight({ ...page, data: shaded });
    const left = levels(flat, 0, 150);
    const right = levels(flat, 550, 700);
    expect(Math.abs(left.paper - right.paper)).toBeLessThan(15);
    expect(right.paper - right.ink).toBeGreaterThan(100);
    expect(left.paper - left.ink).toBeGreaterThan(100);
  });

  it('keeps the size', async () => {
    const page = await toGrey(sharp(Buffer.from(receiptLinesSvg(333, 7))).png());
    const flat = await flattenLight(page);
    expect([flat.width, flat.height]).toEqual([page.width, page.height]);
  });
});
