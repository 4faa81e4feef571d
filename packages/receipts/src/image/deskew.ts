import sharp from 'sharp';
import type { GreyImage } from './grey-image';
import { inkMask } from './ink-mask';

/** Width the angle is measured at: receipt lines stay a few pixels apart, and it costs a few milliseconds. */
const MEASURE_WIDTH = 500;
/** Largest tilt looked for; photos turned further are the orientation probe's business. */
const MAX_DEGREES = 12;
/** Below this the text is straight enough for Tesseract, and turning it would only soften the print. */
const MIN_CORRECTION = 0.4;

/** Print pixels of the image at MEASURE_WIDTH, as coordinates. */
async function inkPoints(img: GreyImage): Promise<{ xs: Int32Array; ys: Int32Array; width: number; height: number }> {
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .resize({ width: Math.min(MEASURE_WIDTH, img.width) })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const ink = await inkMask({ data, width, height }, 8);
  let count = 0;
  for (let p = 0; p < ink.length; p++) count += ink[p]!;
  const xs = new Int32Array(count);
  const ys = new Int32Array(count);
  for (let p = 0, i = 0; p < ink.length; p++) {
    if (!ink[p]) continue;
    xs[i] = p % width;
    ys[i++] = (p - (p % width)) / width;
  }
  return { xs, ys, width, height };
}

/**
 * How sharply ink piles up in rows when the image is read at `degrees`: text lines make tall, narrow peaks. `bins`
 * (2 * span + 1 counts) is scratch space, reused across angles.
 */
function profileSharpness(xs: Int32Array, ys: Int32Array, bins: Int32Array, span: number, degrees: number): number {
  const rad = (degrees * Math.PI) / 180;
  const sin = Math.sin(rad);
  const cos = Math.cos(rad);
  bins.fill(0);
  for (let i = 0; i < xs.length; i++) {
    // Rounded half up, as Math.round does, but several times faster in this loop: v - floor(v) is exact.
    const v = ys[i]! * cos - xs[i]! * sin;
    const below = Math.floor(v);
    bins[(v - below >= 0.5 ? below + 1 : below) + span]!++;
  }
  let sum = 0;
  for (let b = 0; b < bins.length; b++) sum += bins[b]! * bins[b]!;
  return sum;
}

/**
 * Clockwise angle (degrees) of the text lines in an image, from the projection profile of its print: the angle
 * at which ink gathers into the fewest, fullest rows. 0 when there is too little print to tell.
 */
export async function estimateSkew(img: GreyImage): Promise<number> {
  const { xs, ys, width, height } = await inkPoints(img);
  if (xs.length < 200) return 0;
  const span = width + height;
  const bins = new Int32Array(2 * span + 1);
  let best = 0;
  let bestScore = profileSharpness(xs, ys, bins, span, 0);
  const level = bestScore;
  const search = (from: number, to: number, step: number): void => {
    for (let a = from; a <= to + 1e-9; a += step) {
      const score = profileSharpness(xs, ys, bins, span, a);
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
  };
  search(-MAX_DEGREES, MAX_DEGREES, 0.5);
  search(best - 0.4, best + 0.4, 0.1);
  // A flat profile at every angle (sideways text, a photo of no text) gives no reliable peak.
  return bestScore > 1.05 * level ? Math.round(best * 10) / 10 : 0;
}

/**
 * Turns an image so its text lines run level. The corners uncovered by the turn are filled with the paper's
 * own light grey, so no dark wedge is read as print.
 */
export async function deskew(img: GreyImage): Promise<{ image: GreyImage; degrees: number }> {
  const degrees = await estimateSkew(img);
  if (Math.abs(degrees) < MIN_CORRECTION) return { image: img, degrees: 0 };
  const stride = Math.max(1, Math.floor(img.data.length / 100_000));
  const sample = Uint8Array.from({ length: Math.floor(img.data.length / stride) }, (_, i) => img.data[i * stride]!).sort();
  const paper = sample[Math.floor(0.9 * (sample.length - 1))]!;
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .rotate(-degrees, { background: { r: paper, g: paper, b: paper } })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { image: { data, width: info.width, height: info.height }, degrees };
}
