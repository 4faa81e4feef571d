import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type * as preparation from '../image/prepare-for-ocr';
import { prepareForOcr } from '../image/prepare-for-ocr';
import { receiptLinesSvg, toGrey } from '../image/test-page';
import type { OcrEngine, OcrImage, OcrResult } from './ocr-engine';
import { readUpright } from './read-upright';

// The real preparation, watched: which orientations were prepared, and when.
vi.mock('../image/prepare-for-ocr', async (importOriginal) => {
  const original = await importOriginal<typeof preparation>();
  return { ...original, prepareForOcr: vi.fn(original.prepareForOcr) };
});

/** An engine that reads every image clearly, so only the layout can rule an orientation out; it keeps what it was shown. */
function clearEngine(): OcrEngine & { seen: OcrImage[] } {
  const result: OcrResult = { lines: [{ text: 'MILK 1.29', confidence: 90, left: 0, top: 0, width: 100, height: 20 }], meanConfidence: 90, wordCount: 5 };
  const seen: OcrImage[] = [];
  return { name: 'clear', seen, recognize: (img) => (seen.push(img), Promise.resolve(result)), close: () => Promise.resolve() };
}

/**
 * An engine that reads every image as many words of garbage, as Tesseract reads a photo of a plate or a shelf,
 * taking longer the taller the image; it keeps the images it finished reading (a cancelled read never finishes).
 */
function garbageEngine(): OcrEngine & { finished: OcrImage[] } {
  const result: OcrResult = { lines: [{ text: 'x7 ~;E ,i| oQ', confidence: 15, left: 0, top: 0, width: 100, height: 20 }], meanConfidence: 15, wordCount: 40 };
  const finished: OcrImage[] = [];
  const recognize: OcrEngine['recognize'] = (img, { signal }) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => (finished.push(img), resolve(result)), img.height / 5);
      signal?.addEventListener('abort', () => (clearTimeout(timer), reject(new Error('cancelled'))), { once: true });
    });
  return { name: 'garbage', finished, recognize, close: () => Promise.resolve() };
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

  it('runs the caller\'s work once, after the strips, while only the whole read is left', async () => {
    const engine = clearEngine();
    const readsBefore: number[] = [];
    await readUpright(await page(0), 0, engine, 10_000, () => readsBefore.push(engine.seen.length));
    // The strip and the whole read had both been asked for when the work ran.
    expect(readsBefore).toEqual([2]);
  });
  it('reads a sideways page only in the quarter turns, whatever the (missing) tag says', async () => {
    const { rotation } = await readUpright(await page(90), 0, clearEngine(), 10_000);
    expect([90, 270]).toContain(rotation);
  });

  it('gives up on a photo whose strips are full of garbage without reading it whole', async () => {
    const engine = garbageEngine();
    const { result } = await readUpright(await page(0), 0, engine, 10_000);
    expect(result.meanConfidence).toBeLessThan(30);
    // Only strips were read to the end (the page is 1300 px tall at reading scale, a strip under 500).
    expect(engine.finished.length).toBeGreaterThan(0);
    for (const img of engine.finished) expect(img.height).toBeLessThan(500);
  });
  it('prepares the half turn while the first strip is read, so its check starts as soon as the strip is trusted', async () => {
    vi.mocked(prepareForOcr).mockClear();
    let answerStrip = (): void => undefined;
    // Upright strips read trusted but not clear (so the half turn is checked), the turned one worse.
    const engine: OcrEngine = {
      name: 'held',
      recognize: (img) => {
        const trusted: OcrResult = { lines: [{ text: 'MILK 1.29', confidence: 60, left: 0, top: 0, width: 100, height: 20 }], meanConfidence: 60, wordCount: 5 };
        const strip = img.height < 500;
        if (strip && engine.name === 'held') return new Promise((resolve) => (answerStrip = () => resolve(trusted)));
        return Promise.resolve(strip ? { ...trusted, meanConfidence: 40 } : trusted);
      },
      close: () => Promise.resolve(),
    };
    const reading = readUpright(await page(0), 0, engine, 10_000);
    await vi.waitFor(() => expect(vi.mocked(prepareForOcr).mock.calls.map((c) => c[1])).toEqual([0, 180]));
    Object.assign(engine, { name: 'answered' });
    answerStrip();
    expect((await reading).rotation).toBe(0);
  });
});
