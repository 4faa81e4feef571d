import type { GreyImage } from '../image/grey-image';
import type { OcrLine } from './ocr-engine';

/** Lines read at least this confidently set the receipt's line height. */
const CLEAR_LINE_CONFIDENCE = 60;
/** Fewest clear lines needed to know the line height. */
const MIN_CLEAR_LINES = 5;

/** Blank rows between stacked strips, in line heights: enough for Tesseract to see separate lines. */
export const STRIP_GAP = 1.5;

/** An amount as receipts print it ('3.49', '1,99'). */
export const PRINTED_AMOUNT = /\d[.,]\d{2}(?!\d)/;

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The height of the receipt's printed lines, from those read clearly; null when too few read clearly to tell. */
export function printedLineHeight(lines: OcrLine[]): number | null {
  const clear = lines.filter((l) => l.confidence >= CLEAR_LINE_CONFIDENCE);
  return clear.length < MIN_CLEAR_LINES ? null : median(clear.map((l) => l.height));
}

/** Letters and digits only, in lower case: what two readings of one line are compared by. */
export const plain = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The rows of `img` from `margin` above a line's box to `margin` below it. */
export function stripAround(img: GreyImage, line: OcrLine, margin: number): { top: number; bottom: number } {
  return { top: Math.max(0, Math.floor(line.top - margin)), bottom: Math.min(img.height, Math.ceil(line.top + line.height + margin)) };
}

/**
 * Row bands of `img` one under another, `gap` white rows apart, so that several are read in one Tesseract start;
 * `indexAt` tells which band a row of the stack shows.
 */
export function stackStrips(img: GreyImage, strips: { top: number; bottom: number }[], gap: number): { image: GreyImage; offsets: number[]; indexAt: (y: number) => number } {
  const offsets: number[] = [];
  let height = 0;
  for (const s of strips) {
    offsets.push(height);
    height += s.bottom - s.top + gap;
  }
  const data = Buffer.alloc(img.width * height, 255);
  strips.forEach((s, k) => img.data.copy(data, offsets[k]! * img.width, s.top * img.width, s.bottom * img.width));
  const indexAt = (y: number): number => offsets.findLastIndex((o, k) => y >= o && y < o + strips[k]!.bottom - strips[k]!.top);
  return { image: { data, width: img.width, height }, offsets, indexAt };
}
