import sharp from 'sharp';
import type { GreyImage } from './grey-image';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const ANALYSIS_SIZE = 400;

/** Otsu's threshold: the grey level that best splits paper from background. */
function otsu(data: Uint8Array): number {
  const hist = new Float64Array(256);
  for (const v of data) hist[v]! += 1;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * hist[i]!;
  let weightB = 0;
  let sumB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t]!;
    if (weightB === 0) continue;
    const weightF = data.length - weightB;
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
      const neighbours = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1];
      for (const q of neighbours) {
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
 * Where the paper is in a photo: receipts are the largest bright region. Cropping the table around it
 * lets the receipt fill the OCR width, so its print is larger. Returns null when no clear paper
 * region stands out (scans, white tables), and the whole image is read.
 */
export async function findPaper(img: GreyImage): Promise<Box | null> {
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .resize({ width: ANALYSIS_SIZE, height: ANALYSIS_SIZE, fit: 'inside' })
    .blur(2)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  let region: Box = { left: 0, top: 0, width: info.width, height: info.height };
  // Paper on a grey card on a dark table: split bright from dark again inside the first bright region.
  for (let pass = 0; pass < 2; pass++) {
    const inside: number[] = [];
    for (let y = region.top; y < region.top + region.height; y++) {
      for (let x = region.left; x < region.left + region.width; x++) inside.push(data[y * info.width + x]!);
    }
    const threshold = otsu(Uint8Array.from(inside));
    const mask = new Uint8Array(data.length);
    for (let y = region.top; y < region.top + region.height; y++) {
      for (let x = region.left; x < region.left + region.width; x++) mask[y * info.width + x] = data[y * info.width + x]! > threshold ? 1 : 0;
    }
    const found = largestBrightRegion(mask, info.width, info.height);
    const share = (found.width * found.height) / (info.width * info.height);
    if (share > 0.85 * ((region.width * region.height) / (info.width * info.height)) || share < 0.06) break;
    region = found;
  }
  if (region.width === info.width && region.height === info.height) return null;

  // Back to full-size pixels, with a margin so text at the paper's edge is kept.
  const scale = img.width / info.width;
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
