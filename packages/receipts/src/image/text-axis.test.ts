import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { textAxis } from './text-axis';
import { receiptLinesSvg, toGrey } from './test-page';

async function page(degrees: number) {
  const png = await sharp(Buffer.from(receiptLinesSvg(700, 24))).png().toBuffer();
  return toGrey(sharp(png).rotate(degrees, { background: '#f2f2f2' }));
}

describe('textAxis', () => {
  it('finds lines along the rows when the print is upright, upside down or a little tilted', async () => {
    expect(await textAxis(await page(0))).toBe('rows');
    expect(await textAxis(await page(180))).toBe('rows');
    expect(await textAxis(await page(8))).toBe('rows');
  });

  it('finds lines along the columns when the print is turned a quarter either way', async () => {
    expect(await textAxis(await page(90))).toBe('columns');
    expect(await textAxis(await page(270))).toBe('columns');
  });

  it('finds the rows of a long receipt photographed whole, and its columns turned a quarter', async () => {
    // 760 x 4120: measured at 700 px long its letters ran together into words, whose nearest neighbour is a line.
    const long = await sharp(Buffer.from(receiptLinesSvg(760, 120))).png().toBuffer();
    expect(await textAxis(await toGrey(long))).toBe('rows');
    expect(await textAxis(await toGrey(sharp(long).rotate(90)))).toBe('columns');
  });

  it('does not guess on a page with no print', async () => {
    const blank = await toGrey(sharp({ create: { width: 600, height: 800, channels: 3, background: '#eeeeee' } }).png());
    expect(await textAxis(blank)).toBeNull();
  });
});
