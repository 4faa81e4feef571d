import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../src/image/decode-image';
import { crop, findPaper } from '../src/image/paper-crop';
import { receiptLinesSvg } from '../src/image/test-page';
import { readUpright } from '../src/ocr/read-upright';
import { readReceiptWith, type IngredientMatcher, type OcrEngine, type OcrResult, type ReceiptReading } from '../src/index';

/** What the fake engine "reads", whatever the picture: a shop, two purchases and a total. */
const TEXT = ['CORNER SHOP', 'OAT DRINK 1.29', 'STRANGE SNACK 2.02', 'TOTAL 3.31'];

function fakeEngine(): OcrEngine & { calls: number } {
  const result: OcrResult = {
    lines: TEXT.map((text, i) => ({ text, confidence: 91, left: 20, top: 20 + i * 40, width: 500, height: 30 })),
    meanConfidence: 91,
    wordCount: 9,
  };
  return {
    name: 'fake',
    calls: 0,
    async recognize() {
      this.calls++;
      return result;
    },
    async close() {},
  };
}

/** Knows one food, which the catalogue does not: a real matcher could not have named it. */
const fakeMatcher: IngredientMatcher = {
  match: (name) =>
    /OAT DRINK/.test(name)
      ? { entry: { id: 'test-oat-drink', ingredientId: 'test-oat-drink', name: 'test oat drink', category: 'dairy', aliases: [], food: true }, score: 1, nonFood: false, words: ['oat', 'drink'], looksLikeFood: true }
      : { entry: null, score: 0, nonFood: false, words: [], looksLikeFood: false },
};

const EXPECTED_ITEMS = [
  ['test-oat-drink', 'test oat drink', 1.29, true],
  [null, 'strange snack', 2.02, false],
];
const itemsOf = (receipt: ReceiptReading) => receipt.items.map((i) => [i.ingredientId, i.name, i.price, i.isFood]);

describe('readReceiptWith', () => {
  it('reads with the OCR engine and matcher it is given', async () => {
    // Any printed page will do: the fake engine decides the text, but a blank image would skip OCR.
    const photo = await sharp(Buffer.from(receiptLinesSvg(600, 12))).png().toBuffer();
    const ocr = fakeEngine();
    const receipt = await readReceiptWith({ ocr, matcher: fakeMatcher }, photo);

    expect(ocr.calls).toBeGreaterThan(0);
    expect(receipt.rotation).toBe(0);
    expect(itemsOf(receipt)).toEqual(EXPECTED_ITEMS);
  });
  it('builds a matcher given as a function once, during the read, and reads the same', async () => {
    const photo = await sharp(Buffer.from(receiptLinesSvg(600, 12))).png().toBuffer();
    let builds = 0;
    const receipt = await readReceiptWith({ ocr: fakeEngine(), matcher: () => (builds++, fakeMatcher) }, photo);
    expect(builds).toBe(1);
    expect(itemsOf(receipt)).toEqual(EXPECTED_ITEMS);
  });

  it('reads a blurred photo that showed nothing legible once more, unsharpened; a crisp one only once', async () => {
    const page = Buffer.from(receiptLinesSvg(600, 12));
    let calls = 0;
    const illegible: OcrEngine = {
      name: 'illegible',
      recognize: async () => (calls++, { lines: [], meanConfidence: 10, wordCount: 0 }),
      close: async () => {},
    };
    const readsOf = async (read: () => Promise<unknown>): Promise<number> => {
      calls = 0;
      await read();
      return calls;
    };
    for (const [photo, passes] of [[await sharp(page).png().toBuffer(), 1], [await sharp(page).blur(4).png().toBuffer(), 2]] as const) {
      const decoded = await decodeImage(photo, { maxBytes: 10_000_000, maxPixels: 40_000_000 });
      const paper = await findPaper(decoded.grey, decoded.colour);
      const image = paper ? await crop(decoded.grey, paper) : decoded.grey;
      const onePass = await readsOf(() => readUpright(image, decoded.exifRotation, illegible, 10_000));
      let items: unknown[] = [];
      const reads = await readsOf(async () => ({ items } = await readReceiptWith({ ocr: illegible, matcher: fakeMatcher }, photo)));
      expect({ reads, items }).toEqual({ reads: passes * onePass, items: [] });
    }
  });
});
