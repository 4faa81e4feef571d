import type { GreyImage } from '../image/grey-image';
import { ocrSimilarity } from '../match/ocr-edit-distance';
import { PRINTED_AMOUNT, plain, printedLineHeight, stackStrips, STRIP_GAP, stripAround } from './line-strips';
import type { OcrEngine, OcrLine, OcrResult } from './ocr-engine';

/** A line this much taller than the receipt's lines, and read this poorly, holds two or more printed lines run together. */
const MERGED_HEIGHT_RATIO = 1.5;
const MAX_MERGED_HEIGHT_RATIO = 4;
const WEAK_CONFIDENCE = 60;
/** The re-read replaces the merged line only when its lines read this much more confidently. */
const BETTER_BY = 20;
/** Margin above and below the merged line's box, in line heights: the strokes of its own lines reach past it. */
const MARGIN = 0.3;
/**
 * Lines re-read per receipt at most, the worst read first: the stacked strips grow the one extra read. On the
 * benchmark photos a strip's lines were taken only for lines read below 56, and for 1 in 10 of those.
 */
const MAX_REREADS = 4;

/** How far above the first amount and below the last, in line heights, a merged line may still hold purchases. */
const PURCHASE_REACH = 1;

/** How alike two readings are when they are one printed line read twice. */
const SAME_LINE_SIMILARITY = 0.6;

/** Two readings of one printed line: alike letter for letter, OCR's look-alike slips forgiven. */
const alike = (a: string, b: string): boolean => ocrSimilarity(plain(a), plain(b), SAME_LINE_SIMILARITY) >= SAME_LINE_SIMILARITY;

const within = (y: number, line: OcrLine): boolean => y >= line.top && y <= line.top + line.height;
const meanConfidence = (lines: OcrLine[]): number => lines.reduce((t, l) => t + l.confidence, 0) / Math.max(1, lines.length);

/**
 * On a bent or wavy receipt Tesseract's page layout can run two printed lines into one box and read neither
 * ('DRIED BING CHERRIES 3.49' over 'R-POMEGRANATE SEEDS 3.99' came out as '[Mt sse. Me'). Read alone, the strip
 * under such a box splits into its lines again: each tall, poorly read line is re-read as its own strip, and its
 * lines replace it when they read clearly better. Lines of the strip centred outside the box belong to its
 * neighbours, as do those inside a neighbour's box that overlaps it and read as that neighbour does: both are dropped.
 */
export async function rereadMergedLines(engine: OcrEngine, img: GreyImage, result: OcrResult, opts: { timeoutMs: number; signal?: AbortSignal }): Promise<OcrResult> {
  const lineHeight = printedLineHeight(result.lines);
  if (lineHeight === null) return result;
  // Purchases sit among the lines that print amounts: a tall garbled line well above the first or below the last is
  // a logo, a barcode or the shop's address, and reading it again (0.3-0.7 s) never found a purchase. One right
  // beside them may be the first or last purchases, run together so that neither amount was read.
  const priced = result.lines.filter((l) => PRINTED_AMOUNT.test(l.text));
  if (priced.length === 0) return result;
  const reach = PURCHASE_REACH * lineHeight;
  const [first, last] = [priced[0]!.top - reach, priced.at(-1)!.top + priced.at(-1)!.height + reach];
  const merged = result.lines
    .filter((l) => l.top + l.height > first && l.top < last)
    .filter((l) => l.confidence < WEAK_CONFIDENCE && l.height >= MERGED_HEIGHT_RATIO * lineHeight && l.height <= MAX_MERGED_HEIGHT_RATIO * lineHeight)
    .sort((a, b) => a.confidence - b.confidence)
    .slice(0, MAX_REREADS);
  if (merged.length === 0) return result;
  // The strips are read in one go, stacked with blank rows between them: one Tesseract start, not one per strip.
  const strips = merged.map((line) => ({ line, ...stripAround(img, line, MARGIN * lineHeight) }));
  const gap = Math.ceil(STRIP_GAP * lineHeight);
  const stack = stackStrips(img, strips, gap);
  const read = await engine.recognize(stack.image, opts);
  const rereads = strips.map(({ line, top }, k) => {
    const own = read.lines
      .filter((l) => stack.indexAt(l.top + l.height / 2) === k)
      .map((l) => ({ ...l, top: l.top - stack.offsets[k]! + top }))
      .filter((l) => {
        const centre = l.top + l.height / 2;
        return within(centre, line) && !result.lines.some((other) => other !== line && within(centre, other) && alike(l.text, other.text));
      });
    return own.length >= 2 && meanConfidence(own) >= line.confidence + BETTER_BY ? own : null;
  });
  const replacement = new Map(merged.map((line, k) => [line, rereads[k]] as const));
  return { ...result, lines: result.lines.flatMap((l) => replacement.get(l) ?? [l]) };
}
