import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { edgeMap, edgeReach } from './edge-map';
import { edgeDensity } from './ink-check';
import type { GreyImage } from './grey-image';
import { receiptLinesSvg, toGrey } from './test-page';

const share = (edges: Uint8Array): number => edges.reduce((n, e) => n + e, 0) / edges.length;

/** A receipt page as an old, out-of-focus phone takes it: 350 px wide, blurred over a few pixels, saved as a poor JPEG. */
async function blurredSmallPage(): Promise<GreyImage> {
  const png = await sharp(Buffer.from(receiptLinesSvg(700, 24))).png().toBuffer();
  const jpeg = await sharp(png).resize({ width: 350 }).blur(2).jpeg({ quality: 35 }).toBuffer();
  return toGrey(jpeg);
}

describe('edgeMap', () => {
  it('finds the print of a blurred, low-resolution photo two pixels apart, where next-door pixels barely differ', async () => {
    const page = await blurredSmallPage();
    const near = share(edgeMap(page, 0.3, 1));
    const apart = share(edgeMap(page, 0.3, 2));
    expect(apart).toBeGreaterThan(0.01);
    expect(apart).toBeGreaterThan(5 * near);
  });

  it('finds no edges on a smooth gradient or a blank page', async () => {
    const width = 400;
    const gradient = { data: Buffer.from(Array.from({ length: width * 300 }, (_, i) => 60 + Math.round((150 * (i % width)) / width))), width, height: 300 };
    expect(share(edgeMap(gradient, 0.3, 2))).toBe(0);
    const blank = { data: Buffer.alloc(width * 300, 240), width, height: 300 };
    expect(share(edgeMap(blank, 0.3, 2))).toBe(0);
  });

  it('compares pixels two apart only in images shrunk less than three times from the photo', () => {
    expect(edgeReach(1)).toBe(2);
    expect(edgeReach(2.5)).toBe(2);
    expect(edgeReach(3)).toBe(1);
    expect(edgeReach(8)).toBe(1);
  });
});

describe('edgeDensity', () => {
  it('sees print on a blurred, low-resolution photo, so it is read rather than answered as blank', async () => {
    expect(await edgeDensity(await blurredSmallPage())).toBeGreaterThan(0.001);
  });
});
