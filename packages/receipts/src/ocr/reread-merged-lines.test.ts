import { describe, expect, it } from 'vitest';
import type { OcrLine, OcrResult } from './ocr-engine';
import { rereadMergedLines } from './reread-merged-lines';
import { recordingEngine } from './test-engine';

const line = (text: string, top: number, height: number, confidence: number): OcrLine => ({ text, confidence, left: 0, top, width: 300, height });
const result = (lines: OcrLine[]): OcrResult => ({ lines, meanConfidence: 80, wordCount: lines.length * 3 });
const blankPage = { data: Buffer.alloc(300 * 600, 255), width: 300, height: 600 };

/** Six clear 40-px lines, then two printed lines run together into one tall garbled one, then a clear line. */
const merged = result([
  ...['MILK 1.29', 'BREAD 2.49', 'EGGS 3.99', 'RICE 1.99', 'TEA 4.50', 'OATS 2.10'].map((t, k) => line(t, 40 * k, 36, 92)),
  line('[Mt sse. Me', 240, 78, 13),
  line('APPLES 3.49', 320, 38, 90),
]);

/** An engine that reads every strip as the lines given (tops within the strip), and keeps each image's height. */
const stripEngine = (lines: OcrLine[]) => recordingEngine(() => result(lines));

describe('rereadMergedLines', () => {
  it('replaces a tall, poorly read line with the lines its strip reads clearly', async () => {
    // The strip starts 11 px above the merged box (0.3 of the 36-px line height); its lines come back in strip pixels.
    const engine = stripEngine([line('DRIED CHERRIES 3.49', 14, 36, 91), line('POMEGRANATE SEEDS 3.99', 52, 36, 88), line('APPL', 92, 10, 30)]);
    const read = await rereadMergedLines(engine, blankPage, merged, { timeoutMs: 1000 });
    expect(engine.heights).toHaveLength(1);
    expect(read.lines.map((l) => l.text)).toEqual(['MILK 1.29', 'BREAD 2.49', 'EGGS 3.99', 'RICE 1.99', 'TEA 4.50', 'OATS 2.10', 'DRIED CHERRIES 3.49', 'POMEGRANATE SEEDS 3.99', 'APPLES 3.49']);
    expect(read.lines[6]!.top).toBe(243);
  });

  it('leaves out a line of the strip that a clearly read neighbour overlapping the merged box holds already', async () => {
    const overlapped = result([...merged.lines.slice(0, 6), line('[Mt sse. Me', 240, 78, 13), line('MILK GAL 6.76', 300, 36, 93)]);
    const engine = stripEngine([line('DRIED CHERRIES 3.49', 8, 30, 91), line('POMEGRANATE 3.99', 38, 30, 88), line('MILK GAL 6.76', 70, 36, 90)]);
    const read = await rereadMergedLines(engine, blankPage, overlapped, { timeoutMs: 1000 });
    expect(read.lines.slice(6).map((l) => l.text)).toEqual(['DRIED CHERRIES 3.49', 'POMEGRANATE 3.99', 'MILK GAL 6.76']);
  });

  it('reads several merged lines in one stacked image and puts the lines of each strip back in its place', async () => {
    const twoMerged = result([...merged.lines.slice(0, 6), line('[Mt sse. Me', 240, 78, 13), line('ii ,. -', 400, 80, 20), line('TOTAL 21.85', 490, 36, 90)]);
    // Strips of 100 and 102 rows (the boxes and 11 px either side), 54 blank rows between: the second starts at row 154.
    const engine = stripEngine([
      line('DRIED CHERRIES 3.49', 14, 36, 91),
      line('POMEGRANATE 3.99', 52, 36, 88),
      line('LEMONS 0.79', 168, 36, 90),
      line('LIMES 0.50', 206, 36, 86),
    ]);
    const read = await rereadMergedLines(engine, blankPage, twoMerged, { timeoutMs: 1000 });
    expect(engine.heights).toEqual([100 + 54 + 102 + 54]);
    expect(read.lines.slice(6, -1).map((l) => [l.text, l.top])).toEqual([
      ['DRIED CHERRIES 3.49', 243],
      ['POMEGRANATE 3.99', 281],
      ['LEMONS 0.79', 403],
      ['LIMES 0.50', 441],
    ]);
  });

  it('keeps the line when its strip reads no better', async () => {
    const engine = stripEngine([line('[Mt sse', 14, 36, 20), line('Me', 52, 36, 25)]);
    const read = await rereadMergedLines(engine, blankPage, merged, { timeoutMs: 1000 });
    expect(read.lines.map((l) => l.text)).toContain('[Mt sse. Me');
  });

  it('reads nothing again above the first amount or below the last: a logo, a barcode or an address is no purchase', async () => {
    const engine = stripEngine([line('WHOLESALE', 14, 36, 91), line('STORE 1272', 52, 36, 88)]);
    const logo = result([line('"= WHOLE ~', 0, 78, 20), ...merged.lines.slice(0, 6).map((l) => ({ ...l, top: l.top + 200 })), line('|||| ii| |', 500, 80, 10)]);
    expect(await rereadMergedLines(engine, blankPage, logo, { timeoutMs: 1000 })).toBe(logo);
    expect(engine.heights).toHaveLength(0);
  });

  it('reads again a merged line right above the first amount: the first two purchases, neither amount read', async () => {
    const engine = stripEngine([line('DRIED CHERRIES 3.49', 14, 36, 91), line('POMEGRANATE 3.99', 52, 36, 88)]);
    const firstTwo = result([line('[Mt sse. Me', 120, 78, 13), ...merged.lines.slice(0, 6).map((l) => ({ ...l, top: l.top + 200 }))]);
    const read = await rereadMergedLines(engine, blankPage, firstTwo, { timeoutMs: 1000 });
    expect(read.lines.slice(0, 2).map((l) => l.text)).toEqual(['DRIED CHERRIES 3.49', 'POMEGRANATE 3.99']);
  });

  it('reads nothing again when no line is both tall and poorly read', async () => {
    const engine = stripEngine([]);
    const clean = result(merged.lines.filter((l) => l.confidence > 50));
    expect(await rereadMergedLines(engine, blankPage, clean, { timeoutMs: 1000 })).toBe(clean);
    expect(engine.heights).toHaveLength(0);
  });
});
