import sharp from 'sharp';
import type { GreyImage } from './grey-image';
import { greyLevelAt } from './grey-level';

/** The light is estimated on a grid of blocks this many pixels wide: print strokes vanish, shadows stay. */
const COARSE = 8;
/** Neighbourhood (coarse pixels) whose brightest value stands for the paper under the print. */
const PAPER_RADIUS = 2;
/** Grey level the paper is brought to. */
const PAPER_LEVEL = 235;
/** Most a pixel is brightened: deep shadow and the table beyond the paper are not blown up into noise. */
const MAX_GAIN = 3;

/** Brightest value within `radius` of each pixel (separable: rows, then columns). */
function maxFilter(src: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const rows = new Uint8Array(src.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let k = Math.max(0, x - radius); k <= Math.min(width - 1, x + radius); k++) m = Math.max(m, src[y * width + k]!);
      rows[y * width + x] = m;
    }
  }
  const out = new Uint8Array(src.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let k = Math.max(0, y - radius); k <= Math.min(height - 1, y + radius); k++) m = Math.max(m, rows[k * width + x]!);
      out[y * width + x] = m;
    }
  }
  return out;
}

/**
 * Evens out uneven light (a hand's shadow, a lamp to one side, vignetting), then stretches contrast: each
 * pixel is divided by an estimate of the bare paper's brightness around it, the brightest pixel within a few
 * blocks, smoothed, and the result is stretched so 1 % of pixels are black and 1 % white. Tesseract
 * binarises with one global threshold, which a shadow across the receipt defeats.
 */
export async function flattenLight(img: GreyImage): Promise<GreyImage> {
  const { data, width, height } = img;
  const cw = Math.ceil(width / COARSE);
  const ch = Math.ceil(height / COARSE);
  // Brightest pixel of each block, not the mean: dense print or texture averages to grey and would pass for shade.
  const coarse = new Uint8Array(cw * ch);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / COARSE) * cw;
    const line = y * width;
    for (let bx = 0, x0 = 0; bx < cw; bx++, x0 += COARSE) {
      let m = coarse[row + bx]!;
      for (let p = line + x0, end = line + Math.min(width, x0 + COARSE); p < end; p++) {
        const v = data[p]!;
        if (v > m) m = v;
      }
      coarse[row + bx] = m;
    }
  }
  const paperCoarse = maxFilter(coarse, cw, ch, PAPER_RADIUS);
  const paper = await sharp(paperCoarse, { raw: { width: cw, height: ch, channels: 1 } })
    .blur(PAPER_RADIUS + 1)
    .resize({ width, height, fit: 'fill', kernel: 'linear' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  // Every (paper, pixel) pair's result, looked up: the same sums as per pixel, done 65 536 times instead of millions.
  const gained = new Uint8Array(256 * 256);
  for (let p = 0; p < 256; p++) {
    const gain = Math.min(MAX_GAIN, PAPER_LEVEL / Math.max(1, p));
    for (let v = 0; v < 256; v++) gained[(p << 8) | v] = Math.min(255, Math.round(v * gain));
  }
  const n = data.length;
  const hist = new Uint32Array(256);
  for (let i = 0; i < n; i++) hist[gained[(paper[i]! << 8) | data[i]!]!]!++;
  const lo = greyLevelAt(hist, n, 0.01);
  const hi = Math.max(lo + 1, greyLevelAt(hist, n, 0.99));
  const stretch = new Uint8Array(256);
  for (let v = 0; v < 256; v++) stretch[v] = Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / (hi - lo))));
  // The stretch folded into the table, so each pixel is looked up once more rather than gained and stretched.
  for (let i = 0; i < gained.length; i++) gained[i] = stretch[gained[i]!]!;
  const out = Buffer.allocUnsafe(n);
  for (let i = 0; i < n; i++) out[i] = gained[(paper[i]! << 8) | data[i]!]!;
  return { data: out, width, height };
}
