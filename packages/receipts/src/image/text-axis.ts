import sharp from 'sharp';
import type { GreyImage } from './grey-image';
import { inkMask } from './ink-mask';

/** Which way the text lines run in the pixels as stored: along the rows (upright or upside down) or the columns (sideways). */
export type TextAxis = 'rows' | 'columns';

/** Long side the layout is measured at: receipt characters stay a few pixels tall, and it costs a few tens of milliseconds. */
const MEASURE_SIZE = 700;
/**
 * Short side it is measured at, at least (a long receipt is measured larger): at 700 px long, a clean receipt
 * photographed whole at 760 x 4024 was 132 px wide, its letters ran together into words, and the nearest neighbour of
 * a word is the line above, so the vote said sideways and the receipt read as no text.
 */
const MIN_SHORT_SIDE = 400;
/** Blobs this small are specks, not characters. */
const MIN_BLOB_PIXELS = 6;
/** Blobs spanning more than this share of the image are rules, logos or the table's edge. */
const MAX_BLOB_SHARE = 1 / 8;
/** Character-sized blobs: longest side within these multiples of the median blob's. */
const CHAR_SIZE_RANGE = [0.4, 2] as const;
/** A neighbour farther than this many character sizes is across a gap, not beside in the text. */
const NEIGHBOUR_REACH = 3;
/** Fewer votes than this is too little text to tell. */
const MIN_VOTES = 40;
/**
 * Share of votes one way beyond the other that settles the axis. Measured on the 67 benchmark photos: upright and
 * upside-down receipts 0.58-1.00 for rows, sideways ones 0.95-1.00 for columns.
 */
const MIN_LEAD = 0.3;

interface Blobs {
  cx: Float64Array;
  cy: Float64Array;
  size: Float64Array;
  count: number;
}

/** Connected 8-neighbour blobs of the mask: centroid and longest side of each, the too small and too large left out. */
function blobs(mask: Uint8Array, width: number, height: number): Blobs {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const cx: number[] = [];
  const cy: number[] = [];
  const size: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let n = 0;
    let sx = 0;
    let sy = 0;
    let x0 = width;
    let x1 = 0;
    let y0 = height;
    let y1 = 0;
    while (top > 0) {
      const p = stack[--top]!;
      const x = p % width;
      const y = (p - x) / width;
      n++;
      sx += x;
      sy += y;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
          const q = ny * width + nx;
          if (mask[q] && !seen[q]) {
            seen[q] = 1;
            stack[top++] = q;
          }
        }
      }
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (n < MIN_BLOB_PIXELS || w > width * MAX_BLOB_SHARE || h > height * MAX_BLOB_SHARE) continue;
    cx.push(sx / n);
    cy.push(sy / n);
    size.push(Math.max(w, h));
  }
  return { cx: Float64Array.from(cx), cy: Float64Array.from(cy), size: Float64Array.from(size), count: cx.length };
}

/**
 * Which way the text lines run, from the print's layout alone: a character's nearest neighbour is the next
 * character on its line (letters sit closer together than lines do), so the directions to nearest neighbours
 * vote for the axis. Null when there is too little text or the vote is split. A few tens of milliseconds, where
 * reading a strip sideways costs Tesseract seconds.
 */
export async function textAxis(img: GreyImage): Promise<TextAxis | null> {
  const scale = Math.min(1, Math.max(MEASURE_SIZE / Math.max(img.width, img.height), MIN_SHORT_SIDE / Math.min(img.width, img.height)));
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .resize({ width: Math.max(1, Math.round(img.width * scale)), height: Math.max(1, Math.round(img.height * scale)), fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const found = blobs(await inkMask({ data, width, height }, 8), width, height);
  if (found.count < MIN_VOTES) return null;
  const median = Float64Array.from(found.size).sort()[Math.floor(found.count / 2)]!;
  const chars: number[] = [];
  for (let i = 0; i < found.count; i++) {
    if (found.size[i]! >= CHAR_SIZE_RANGE[0] * median && found.size[i]! <= CHAR_SIZE_RANGE[1] * median) chars.push(i);
  }
  // Neighbours are looked for in the 3x3 grid cells around each character, cells as wide as the reach.
  const cell = Math.max(4, Math.ceil(NEIGHBOUR_REACH * median));
  const columns = Math.ceil(width / cell);
  const grid = new Map<number, number[]>();
  const cellOf = (i: number): [number, number] => [Math.floor(found.cx[i]! / cell), Math.floor(found.cy[i]! / cell)];
  for (const i of chars) {
    const [gx, gy] = cellOf(i);
    const key = gy * columns + gx;
    const members = grid.get(key);
    if (members) members.push(i);
    else grid.set(key, [i]);
  }
  let alongRows = 0;
  let alongColumns = 0;
  for (const i of chars) {
    const [gx, gy] = cellOf(i);
    let nearest = cell * cell;
    let dx = 0;
    let dy = 0;
    for (let y = gy - 1; y <= gy + 1; y++) {
      for (let x = gx - 1; x <= gx + 1; x++) {
        if (x < 0 || x >= columns) continue;
        for (const j of grid.get(y * columns + x) ?? []) {
          const ddx = found.cx[j]! - found.cx[i]!;
          const ddy = found.cy[j]! - found.cy[i]!;
          const d = ddx * ddx + ddy * ddy;
          if (j === i || d >= nearest) continue;
          nearest = d;
          dx = ddx;
          dy = ddy;
        }
      }
    }
    if (dx === 0 && dy === 0) continue;
    // Within 30 degrees of the rows or of the columns; diagonal neighbours do not vote.
    const slope = Math.abs(dy) / Math.max(1e-9, Math.abs(dx));
    if (slope < Math.tan(Math.PI / 6)) alongRows++;
    else if (slope > Math.tan(Math.PI / 3)) alongColumns++;
  }
  const votes = alongRows + alongColumns;
  if (votes < MIN_VOTES) return null;
  const lead = (alongRows - alongColumns) / votes;
  if (lead >= MIN_LEAD) return 'rows';
  if (lead <= -MIN_LEAD) return 'columns';
  return null;
}
