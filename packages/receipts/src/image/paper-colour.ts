import sharp from 'sharp';
import { largestBrightRegion, morph, open, otsu, type Box } from './bright-region';
import { convexOutline } from './paper-outline';

/** 8-bit RGB pixels, row by row: a small copy of the photo for finding the paper by its colour. */
export interface ColourImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Where the paper was found: its box and a mask of it (1 paper, 0 table) over the whole small image. */
export interface ColourPaper {
  box: Box;
  mask: Uint8Array;
}

/** Below this brightness (max channel) a pixel's hue is noise and it is no paper: counted as fully coloured. */
const DARK = 48;
/** Blur (analysis pixels) that averages a speckled or grained table into an even tint. */
const SMOOTH = 3;
/** Erosion radius that cuts the paper from pale flecks of the table touching it. */
const OPENING_RADIUS = 3;
/** The table left outside must be clearly more coloured than the paper kept: this many times, and by SAT_GAP levels. */
const SAT_RATIO = 1.8;
const SAT_GAP = 10;
/** Whiteness is brightness scaled down by saturation: at this weight a fifth-saturated pixel counts as black. */
const SAT_WEIGHT = 5;
/** Pixels (small image) the paper mask is grown by. */
const MASK_GROWTH = 2;
/** Least share of the photo's width (height) the table must show on each side (end) of the paper. */
const TABLE_MARGIN = 0.02;

/**
 * A receipt on a table shows the table on two opposite sides (a long receipt spans the photo between them). A
 * region that reaches three edges is more likely the lit part of paper that fills the photo, its shaded rest
 * tinted by the light.
 */
function tableOnTwoSides(box: Box, width: number, height: number): boolean {
  const mx = TABLE_MARGIN * width;
  const my = TABLE_MARGIN * height;
  const sides = box.left >= mx && width - box.left - box.width >= mx;
  const ends = box.top >= my && height - box.top - box.height >= my;
  return sides || ends;
}

/** Mean saturation and brightness of the masked pixels inside `box` and of all pixels outside it. */
function compare(box: Box, mask: Uint8Array, sat: Buffer, luma: Float64Array, width: number, height: number) {
  const sum = { inSat: 0, inLuma: 0, inN: 0, outSat: 0, outLuma: 0, outN: 0 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const inside = x >= box.left && x < box.left + box.width && y >= box.top && y < box.top + box.height;
      if (inside && mask[p]) {
        sum.inSat += sat[p]!;
        sum.inLuma += luma[p]!;
        sum.inN++;
      } else if (!inside) {
        sum.outSat += sat[p]!;
        sum.outLuma += luma[p]!;
        sum.outN++;
      }
    }
  }
  const inN = Math.max(1, sum.inN);
  const outN = Math.max(1, sum.outN);
  return { inSat: sum.inSat / inN, outSat: sum.outSat / outN, inLuma: sum.inLuma / inN, outLuma: sum.outLuma / outN };
}

/**
 * Where the paper is, by colour: receipt paper is nearly colourless, while wood, fabric, speckled laminate and
 * skin are tinted, and their grain and speckle average out under a blur. This finds the paper on a textured or
 * unevenly lit table whose grey levels overlap the paper's. The part kept must be paler and brighter than the
 * part dropped; null when no such region stands out.
 */
export async function findPaperByColour(img: ColourImage): Promise<ColourPaper | null> {
  const { width, height } = img;
  const n = width * height;
  const sat = Buffer.alloc(n);
  const luma = new Float64Array(n);
  const white = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    const r = img.data[3 * i]!;
    const g = img.data[3 * i + 1]!;
    const b = img.data[3 * i + 2]!;
    const max = Math.max(r, g, b);
    sat[i] = max < DARK ? 255 : Math.round((255 * (max - Math.min(r, g, b))) / max);
    luma[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    white[i] = Math.round(luma[i]! * Math.max(0, 1 - (SAT_WEIGHT * sat[i]!) / 255));
  }
  const blur = (src: Buffer): Promise<Buffer> =>
    sharp(src, { raw: { width, height, channels: 1 } }).blur(SMOOTH).toColourspace('b-w').raw().toBuffer();
  const smooth = await blur(sat);
  const whiteness = await blur(white);
  const hist = new Float64Array(256);
  for (const v of whiteness) hist[v]! += 1;
  const threshold = otsu(hist);
  const mask = new Uint8Array(n);
  for (let i = 0; i < n; i++) mask[i] = whiteness[i]! > threshold ? 1 : 0;
  const opened = open(mask, width, height, OPENING_RADIUS);
  const found = largestBrightRegion(opened, width, height);
  const share = (found.width * found.height) / n;
  const { inSat, outSat, inLuma, outLuma } = compare(found, mask, smooth, luma, width, height);
  if (share < 0.06 || share > 0.85 || !tableOnTwoSides(found, width, height)) return null;
  if (outSat < SAT_RATIO * inSat || outSat - inSat < SAT_GAP || outLuma >= inLuma) return null;
  // A little grown, so print at the paper's edge is kept.
  const paper = morph(convexOutline(opened, width, height, found), width, height, MASK_GROWTH, false);
  return { box: found, mask: paper };
}
