import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { receiptLinesSvg, toGrey } from '../image/test-page';
import type { OcrEngine, OcrImage, OcrResult } from './ocr-engine';
import { readUpright } from './read-upright';

/** An engine that reads every image clearly, so only the layout can rule an orientation out; it keeps what it was shown. */
function clearEngine(): OcrEngine & { seen: OcrImage[] } {
  const result: OcrResult = { lines: [{ text: 'MILK 1.29', confidence: 90, left: 0, top: 0, width: 100, height: 20 }], meanConfidence: 90, wordCount: 5 };
  const seen: OcrImage[] = [];
  return { name: 'clear', seen, recognize: (img) => (seen.push(img), Promise.resolve(result)), close: () => Promise.resolve() };
}

async function page(degrees: number) {
  const png = await sharp(Buffer.from(receiptLinesSvg(700, 24))).png().toBuffer();
  return toGrey(sharp(png).rotate(degrees));
}

describe('readUpright', () => {
  it('does not probe a quarter turn the tag asks for when the lines already run level', async () => {
    const engine = clearEngine();
    const { rotation } = await readUpright(await page(0), 90, engine, 10_000);
    expect(rotation).toBe(0);
    // One strip and the whole read, both upright: the tag's quarter turn would stand the lines on end.
    expect(engine.seen).toHaveLength(2);
  });

  it('reads a sideways page only in the quarter turns, whatever the (missing) tag says', async () => {
    const { rotation } = await readUpright(await page(90), 0, clearEngine(), 10_000);
    expect([90, 270]).toContain(rotation);
  });
});
