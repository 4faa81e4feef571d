import type { GreyImage } from '../image/grey-image';
import type { OcrEngine, OcrResult } from './ocr-engine';

/**
 * Images shorter than this are read whole: a second Tesseract process costs its start-up (about 0.1 s) and
 * pays off only on long receipts, whose whole read takes 1-2 s.
 */
const MIN_SPLIT_HEIGHT = 1800;
/** The cut is looked for this share of the height either side of the middle. */
const SEARCH_SHARE = 0.15;
/** Darker than this is print (the prepared image has its paper near white and its print stretched to black). */
const INK_LEVEL = 128;
/** Fewest blank rows the cut must sit in: a gap between printed lines, never a cut through one. */
const MIN_GAP_ROWS = 6;

/** The middle row of the tallest run of print-free rows near the middle of the image, or null when there is none. */
export function blankRowNearMiddle(img: GreyImage): number | null {
  const from = Math.floor(img.height * (0.5 - SEARCH_SHARE));
  const to = Math.ceil(img.height * (0.5 + SEARCH_SHARE));
  let best: { start: number; length: number } | null = null;
  let runStart = -1;
  for (let y = from; y <= to; y++) {
    let blank = y < to;
    if (blank) {
      const row = y * img.width;
      for (let x = 0; x < img.width; x++) {
        if (img.data[row + x]! < INK_LEVEL) {
          blank = false;
          break;
        }
      }
    }
    if (blank && runStart < 0) runStart = y;
    if (!blank && runStart >= 0) {
      const length = y - runStart;
      if (length >= MIN_GAP_ROWS && (!best || length > best.length)) best = { start: runStart, length };
      runStart = -1;
    }
  }
  return best ? best.start + Math.floor(best.length / 2) : null;
}

/** Rows [top, bottom) of an image, sharing its pixels. */
function rows(img: GreyImage, top: number, bottom: number): GreyImage {
  return { data: img.data.subarray(top * img.width, bottom * img.width), width: img.width, height: bottom - top };
}

/** Two readings of stacked parts as one: the lower part's lines moved down by `offset`, confidences weighted by word count. */
function joinReadings(upper: OcrResult, lower: OcrResult, offset: number): OcrResult {
  const wordCount = upper.wordCount + lower.wordCount;
  const meanConfidence = wordCount ? (upper.meanConfidence * upper.wordCount + lower.meanConfidence * lower.wordCount) / wordCount : 0;
  return { lines: [...upper.lines, ...lower.lines.map((l) => ({ ...l, top: l.top + offset }))], meanConfidence, wordCount };
}

/**
 * Reads a long receipt as two halves side by side, cut in a blank gap between lines, so both cores share
 * the longest Tesseract pass; short images, and long ones with no clean gap near the middle, are read whole.
 */
export async function recognizeInParts(
  engine: OcrEngine,
  img: GreyImage,
  opts: { timeoutMs: number; signal?: AbortSignal },
): Promise<OcrResult> {
  const cut = img.height >= MIN_SPLIT_HEIGHT ? blankRowNearMiddle(img) : null;
  if (cut === null) return engine.recognize(img, opts);
  const [upper, lower] = await Promise.all([
    engine.recognize(rows(img, 0, cut), opts),
    engine.recognize(rows(img, cut, img.height), opts),
  ]);
  return joinReadings(upper, lower, cut);
}
