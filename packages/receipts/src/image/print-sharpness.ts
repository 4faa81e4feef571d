import type { GreyImage } from './grey-image';
import { greyLevelAt } from './grey-level';

/** Pixels between the two sides of a step: a sharp stroke edge crosses most of the contrast within them. */
const STEP = 2;
/** The steepest steps, not the mean: most of a receipt is blank paper. */
const STEEP_SHARE = 0.995;
/** Ink and paper levels, past specks and glare. */
const INK_SHARE = 0.02;
const PAPER_SHARE = 0.95;

/**
 * How crisp the print is at OCR scale: the steepest grey steps across two pixels, as a share of the contrast between
 * ink and paper. In-focus receipt photos measured 0.38-0.70 read at 1100 px; the same photos blurred (an old phone, a
 * shaking hand) 0.29-0.45.
 */
export function printSharpness(img: GreyImage): number {
  const { data, width, height } = img;
  const steps = new Uint32Array(256);
  const levels = new Uint32Array(256);
  let stepCount = 0;
  // Every other row is plenty for a measure over the whole page.
  for (let y = 0; y < height; y += 2) {
    const row = y * width;
    for (let x = 0; x + STEP < width; x++) steps[Math.abs(data[row + x]! - data[row + x + STEP]!)]!++;
    stepCount += Math.max(0, width - STEP);
  }
  for (const v of data) levels[v]!++;
  const contrast = greyLevelAt(levels, data.length, PAPER_SHARE) - greyLevelAt(levels, data.length, INK_SHARE);
  return greyLevelAt(steps, stepCount, STEEP_SHARE) / Math.max(1, contrast);
}
