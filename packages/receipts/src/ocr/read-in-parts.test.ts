import { describe, expect, it } from 'vitest';
import { blankRowNearMiddle, recognizeInParts } from './read-in-parts';
import { recordingEngine } from './test-engine';

/** A 10-px-wide page of `height` rows, print on the rows `printed` says. */
const page = (height: number, printed: (y: number) => boolean) => {
  const data = Buffer.alloc(10 * height, 255);
  for (let y = 0; y < height; y++) if (printed(y)) data.fill(0, y * 10, y * 10 + 3);
  return { data, width: 10, height };
};

/** An engine that answers one line per image, at the image's own top, with its height as text. */
const fakeEngine = () =>
  recordingEngine((img) => ({
    lines: [{ text: String(img.height), confidence: 80, left: 0, top: 5, width: 10, height: 4 }],
    meanConfidence: img.height > 1000 ? 90 : 60,
    wordCount: img.height > 1000 ? 3 : 1,
  }));

describe('blankRowNearMiddle', () => {
  it('cuts in the middle of the tallest blank gap near the middle', () => {
    // Lines of 12 rows with gaps of 8, a wider gap (rows 92-129) across the middle.
    const img = page(200, (y) => (y < 100 || y >= 130) && y % 20 < 12);
    expect(blankRowNearMiddle(img)).toBe(111);
  });

  it('finds no cut in solid print or narrow gaps', () => {
    expect(blankRowNearMiddle(page(200, () => true))).toBeNull();
    expect(blankRowNearMiddle(page(200, (y) => y % 6 !== 0))).toBeNull();
  });
});

describe('recognizeInParts', () => {
  it('reads a short image whole', async () => {
    const engine = fakeEngine();
    await recognizeInParts(engine, page(400, (y) => y % 20 < 12), { timeoutMs: 1000 });
    expect(engine.heights).toEqual([400]);
  });

  it('reads a long image as two parts and joins them in page order with word-weighted confidence', async () => {
    const engine = fakeEngine();
    const img = page(2400, (y) => (y < 1190 || y >= 1210) && y % 20 < 12);
    const result = await recognizeInParts(engine, img, { timeoutMs: 1000 });
    expect(engine.heights).toEqual([1200, 1200]);
    expect(result.lines.map((l) => l.top)).toEqual([5, 1205]);
    expect(result.wordCount).toBe(6);
    expect(result.meanConfidence).toBe(90);
  });
});
