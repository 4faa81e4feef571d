import sharp from 'sharp';
import type { GreyImage } from './grey-image';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const ANALYSIS_SIZE = 400;
/** Erosion radius (analysis pixels) that cuts thin bright links between the paper and bright things beside it. */
const OPENING_RADIUS = 2;
/**
 * A split is refused when the part it drops holds print: more than this share of edge pixels (card and table
 * dropped by right splits measured 0-1 %, the dim lower half of a photographed receipt 2 %, print 3-25 %), or
 * half the density of the part it keeps.
 */
const MAX_DROPPED_PRINT = 0.015;
const MIN_EDGE_STEP = 14;

/** Otsu's threshold: the grey level that best splits paper from background, from a histogram of grey levels. */
function otsu(hist: Float64Array): number {
  let total = 0;
  for (const n of hist) total += n;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * hist[i]!;
  let weightB = 0;
  let sumB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t]!;
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * hist[t]!;
    const between = weightB * weightF * (sumB / weightB - (sumAll - sumB) / weightF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/** Bounding box of the largest 4-connected run of bright pixels. */
function largestBrightRegion(mask: Uint8Array, width: number, height: number): Box & { area: number } {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  let best = { left: 0, top: 0, width, height, area: 0 };
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let size = 0;
    let top = height;
    let bottom = 0;
    let left = width;
    let right = 0;
    let sp = 0;
    stack[sp++] = start;
    seen[start] = 1;
    while (sp > 0) {
      const p = stack[--sp]!;
      const x = p % width;
      const y = (p - x) / width;
      size++;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      // The four neighbours, inline: this loop visits every bright pixel of the photo.
      for (let k = 0; k < 4; k++) {
        const q = k === 0 ? (x > 0 ? p - 1 : -1) : k === 1 ? (x < width - 1 ? p + 1 : -1) : k === 2 ? p - width : y < height - 1 ? p + width : -1;
        if (q >= 0 && mask[q] && !seen[q]) {
          seen[q] = 1;
          stack[sp++] = q;
        }
      }
    }
    if (size > best.area) best = { left, top, width: right - left + 1, height: bottom - top + 1, area: size };
  }
  return best;
}

/**
 * Binary erosion (`all` true: every pixel of the square around is set) or dilation (any is set), as running
 * counts along rows, then columns; the square is cut at the image border.
 */
function morph(src: Uint8Array, width: number, height: number, radius: number, all: boolean): Uint8Array {
  const pass = (from: Uint8Array, length: number, lines: number, at: (line: number, i: number) => number): Uint8Array => {
    const out = new Uint8Array(from.length);
    for (let line = 0; line < lines; line++) {
      let count = 0;
      for (let i = 0; i < Math.min(radius, length); i++) count += from[at(line, i)]!;
      for (let i = 0; i < length; i++) {
        if (i + radius < length) count += from[at(line, i + radius)]!;
        if (i - radius - 1 >= 0) count -= from[at(line, i - radius - 1)]!;
        const size = Math.min(length - 1, i + radius) - Math.max(0, i - radius) + 1;
        out[at(line, i)] = (all ? count === size : count > 0) ? 1 : 0;
      }
    }
    return out;
  };
  const rows = pass(src, width, height, (y, x) => y * width + x);
  return pass(rows, height, width, (x, y) => y * width + x);
}

/** Removes bright specks and thin bright bridges (a white tablecloth square touching the paper): erode, then dilate. */
function open(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return morph(morph(mask, width, height, radius, true), width, height, radius, false);
}

/** Pixels on a sharp light/dark step (a quarter of the photo's grey range): print, and other hard-edged patterns. */
function edgeMap(data: Uint8Array, width: number, height: number): Uint8Array {
  const sorted = Uint8Array.from(data).sort();
  const range = sorted[Math.floor(0.98 * (sorted.length - 1))]! - sorted[Math.floor(0.02 * (sorted.length - 1))]!;
  const step = Math.max(MIN_EDGE_STEP, 0.25 * range);
  const edges = new Uint8Array(data.length);
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) {
      const p = y * width + x;
      const v = data[p]!;
      if (Math.abs(v - data[p + 1]!) >= step || Math.abs(v - data[p + width]!) >= step) edges[p] = 1;
    }
  }
  return edges;
}

/** Share of edge pixels in `outer` but outside `inner` (grown by `grow` pixels). */
function edgeShareOutside(edges: Uint8Array, width: number, outer: Box, inner: Box, grow: number): number {
  let count = 0;
  let all = 0;
  for (let y = outer.top; y < outer.top + outer.height; y++) {
    for (let x = outer.left; x < outer.left + outer.width; x++) {
      const inside = x >= inner.left - grow && x < inner.left + inner.width + grow && y >= inner.top - grow && y < inner.top + inner.height + grow;
      if (inside) continue;
      all++;
      count += edges[y * width + x]!;
    }
  }
  return all === 0 ? 0 : count / all;
}

function edgeShareInside(edges: Uint8Array, width: number, box: Box): number {
  let count = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) count += edges[y * width + x]!;
  }
  return count / Math.max(1, box.width * box.height);
}

/**
 * Where the paper is in a photo: receipts are the largest bright region. Cropping the table around it
 * lets the receipt fill the OCR width, so its print is larger. Bright and dark are split again inside
 * the region found (paper on a grey card on a dark table; a light wooden table beside a black phone), but a
 * split is only taken when the part it drops is nearly free of print, so a fold's shadow never cuts the
 * receipt. Returns null when no clear paper region stands out or it fills the photo (scans, white tables).
 */
export async function findPaper(img: GreyImage): Promise<Box | null> {
  const small = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .resize({ width: ANALYSIS_SIZE, height: ANALYSIS_SIZE, fit: 'inside' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = small.info;
  const data = await sharp(small.data, { raw: { width, height, channels: 1 } }).blur(2).toColourspace('b-w').raw().toBuffer();
  const edges = edgeMap(small.data, width, height);
  let region: Box = { left: 0, top: 0, width, height };
  let threshold = -1;
  for (let pass = 0; pass < 3; pass++) {
    // Each pass splits the bright class of the last one again, inside the region found so far.
    const hist = new Float64Array(256);
    let count = 0;
    for (let y = region.top; y < region.top + region.height; y++) {
      for (let x = region.left; x < region.left + region.width; x++) {
        const v = data[y * width + x]!;
        if (v > threshold) {
          hist[v]! += 1;
          count++;
        }
      }
    }
    if (count < 100) break;
    threshold = otsu(hist);
    const mask = new Uint8Array(data.length);
    for (let y = region.top; y < region.top + region.height; y++) {
      for (let x = region.left; x < region.left + region.width; x++) mask[y * width + x] = data[y * width + x]! > threshold ? 1 : 0;
    }
    const found = largestBrightRegion(open(mask, width, height, OPENING_RADIUS), width, height);
    if ((found.width * found.height) / (width * height) < 0.06) break;
    const dropped = edgeShareOutside(edges, width, region, found, 2);
    if (dropped > MAX_DROPPED_PRINT || dropped > 0.5 * edgeShareInside(edges, width, found)) break;
    region = found;
  }
  const share = (region.width * region.height) / (width * height);
  if (share > 0.85) return null;

  // Back to full-size pixels, with a margin so text at the paper's edge is kept.
  const scale = img.width / width;
  const margin = 0.02 * Math.max(img.width, img.height);
  const left = Math.max(0, Math.floor(region.left * scale - margin));
  const top = Math.max(0, Math.floor(region.top * scale - margin));
  const right = Math.min(img.width, Math.ceil((region.left + region.width) * scale + margin));
  const bottom = Math.min(img.height, Math.ceil((region.top + region.height) * scale + margin));
  return { left, top, width: right - left, height: bottom - top };
}

export async function crop(img: GreyImage, box: Box): Promise<GreyImage> {
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .extract(box)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
