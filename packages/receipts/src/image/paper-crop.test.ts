import sharp, { type OverlayOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { findPaper, type Box } from './paper-crop';
import { receiptLinesSvg, toGrey } from './test-page';

const RECEIPT = { left: 900, top: 300, width: 600, height: 1500 };

/** A photo: the receipt beside or on `under` (a card, a phone, or nothing), on a table of `table` grey; `shadeFrom` darkens the receipt below that row. */
async function scene(table: string, under: { colour: string; box: Box } | null, shadeFrom?: number): Promise<Buffer> {
  let receipt = sharp(Buffer.from(receiptLinesSvg(RECEIPT.width, 43))).resize(RECEIPT.width, RECEIPT.height, { fit: 'fill' });
  if (shadeFrom !== undefined) {
    const shadow = `<svg xmlns="http://www.w3.org/2000/svg" width="${RECEIPT.width}" height="${RECEIPT.height}"><rect y="${shadeFrom}" width="100%" height="100%" fill="#000" fill-opacity="0.3"/></svg>`;
    receipt = sharp(await receipt.png().toBuffer()).composite([{ input: Buffer.from(shadow) }]);
  }
  const layers: OverlayOptions[] = [];
  if (under) {
    const card = await sharp({ create: { width: under.box.width, height: under.box.height, channels: 3, background: under.colour } }).png().toBuffer();
    layers.push({ input: card, left: under.box.left, top: under.box.top });
  }
  layers.push({ input: await receipt.png().toBuffer(), left: RECEIPT.left, top: RECEIPT.top });
  return sharp({ create: { width: 2000, height: 2200, channels: 3, background: table } }).composite(layers).png().toBuffer();
}

function expectAround(box: Box | null, target: Box): void {
  expect(box).not.toBeNull();
  const slack = 0.03 * 2200 + 10;
  expect(Math.abs(box!.left - target.left)).toBeLessThan(slack);
  expect(Math.abs(box!.top - target.top)).toBeLessThan(slack);
  expect(Math.abs(box!.left + box!.width - (target.left + target.width))).toBeLessThan(slack);
  expect(Math.abs(box!.top + box!.height - (target.top + target.height))).toBeLessThan(slack);
}

describe('findPaper', () => {
  it('finds a receipt on a dark table', async () => {
    expectAround(await findPaper(await toGrey(await scene('#3a332c', null))), RECEIPT);
  });

  it('finds a receipt lying on a grey card that itself lies on a dark table', async () => {
    const card = { colour: '#a8a8a8', box: { left: 300, top: 0, width: 1500, height: 2200 } };
    expectAround(await findPaper(await toGrey(await scene('#222222', card))), RECEIPT);
  });

  it('finds a receipt on a light table beside a black phone', async () => {
    const phone = { colour: '#111111', box: { left: 80, top: 400, width: 450, height: 900 } };
    expectAround(await findPaper(await toGrey(await scene('#9c8a72', phone))), RECEIPT);
  });

  it('keeps the whole receipt when a fold shadow darkens part of it', async () => {
    expectAround(await findPaper(await toGrey(await scene('#3a332c', null, 700))), RECEIPT);
  });

  it('reads the whole image when the paper fills it', async () => {
    const page = await toGrey(sharp(Buffer.from(receiptLinesSvg(600, 40))).png());
    expect(await findPaper(page)).toBeNull();
  });
});
