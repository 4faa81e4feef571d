import type { GreyImage } from '../image/grey-image';
import type { OcrEngine, OcrLine, OcrResult } from './ocr-engine';
import { rows } from './read-in-parts';

/** Lines read at least this confidently set the receipt's line height. */
const CLEAR_LINE_CONFIDENCE = 60;
/** Fewest clear lines needed to know the line height. */
const MIN_CLEAR_LINES = 5;
/** A line this much taller than the receipt's lines, and read this poorly, holds two or more printed lines run together. */
const MERGED_HEIGHT_RATIO = 1.5;
const MAX_MERGED_HEIGHT_RATIO = 4;
const WEAK_CONFIDENCE = 70;
/** The re-read replaces the merged line only when its lines read this much more confidently. */
const BETTER_BY = 20;
/** Margin above and below the merged line's box, in line heights: the strokes of its own lines reach past it. */
const MARGIN = 0.3;
/** Re-reads per receipt at most: each costs a Tesseract start (about 0.1 s). */
const MAX_REREADS = 6;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const within = (y: number, line: OcrLine): boolean => y >= line.top && y <= line.top + line.height;
const meanConfidence = (lines: OcrLine[]): number => lines.reduce((t, l) => t + l.confidence, 0) / Math.max(1, lines.length);

/**
 * On a bent or wavy receipt Tesseract's page layout can run two printed lines into one box and read neither
 * ('DRIED BING CHERRIES 3.49' over 'R-POMEGRANATE SEEDS 3.99' came out as '[Mt sse. Me'). Read alone, the strip
 * under such a box splits into its lines again: each tall, poorly read line is re-read as its own strip, and its
 * lines replace it when they read clearly better. Lines of the strip centred outside the box, or inside a
 * neighbour's box that overlaps it, are that neighbour's and are dropped.
 */
export async function rereadMergedLines(engine: OcrEngine, img: GreyImage, result: OcrResult, opts: { timeoutMs: number; signal?: AbortSignal }): Promise<OcrResult> {
  const clear = result.lines.filter((l) => l.confidence >= CLEAR_LINE_CONFIDENCE);
  if (clear.length < MIN_CLEAR_LINES) return result;
  const lineHeight = median(clear.map((l) => l.height));
  const merged = result.lines
    .filter((l) => l.confidence < WEAK_CONFIDENCE && l.height >= MERGED_HEIGHT_RATIO * lineHeight && l.height <= MAX_MERGED_HEIGHT_RATIO * lineHeight)
    .slice(0, MAX_REREADS);
  if (merged.length === 0) return result;
  const reread = async (line: OcrLine): Promise<OcrLine[] | null> => {
    const top = Math.max(0, Math.floor(line.top - MARGIN * lineHeight));
    const bottom = Math.min(img.height, Math.ceil(line.top + line.height + MARGIN * lineHeight));
    const strip = await engine.recognize(rows(img, top, bottom), opts);
    const own = strip.lines
      .map((l) => ({ ...l, top: l.top + top }))
      .filter((l) => {
        const centre = l.top + l.height / 2;
        return within(centre, line) && !result.lines.some((other) => other !== line && other.confidence >= WEAK_CONFIDENCE && within(centre, other));
      });
    return own.length >= 2 && meanConfidence(own) >= line.confidence + BETTER_BY ? own : null;
  };
  // Two strips at a time, one per core.
  const rereads: (OcrLine[] | null)[] = [];
  for (let k = 0; k < merged.length; k += 2) rereads.push(...(await Promise.all(merged.slice(k, k + 2).map(reread))));
  const replacement = new Map(merged.map((line, k) => [line, rereads[k]] as const));
  return { ...result, lines: result.lines.flatMap((l) => replacement.get(l) ?? [l]) };
}
