import sharp from 'sharp';
import type { GreyImage } from './grey-image';
import { largestBrightRegion, open, otsu, type Box } from './bright-region';
import { edgeMap, edgeReach } from './edge-map';
import { findPaperByColour, type ColourImage } from './paper-colour';

export type { Box } from './bright-region';

/** The paper's outline over the whole photo, at a small scale: 1 paper, 0 table. */
export interface PaperMask {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The box to crop to and, when known, the paper's outline. */
export interface Paper extends Box {
  mask?: PaperMask;
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
/** A step counts as an edge (print, other hard-edged patterns) when it spans this share of the photo's grey range. */
const EDGE_SHARE = 0.25;

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
async function findPaperByGrey(img: GreyImage): Promise<{ region: Box; width: number } | null> {
  const small = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .resize({ width: ANALYSIS_SIZE, height: ANALYSIS_SIZE, fit: 'inside' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = small.info;
  const data = await sharp(small.data, { raw: { width, height, channels: 1 } }).blur(2).toColourspace('b-w').raw().toBuffer();
  const edges = edgeMap({ data: small.data, width, height }, EDGE_SHARE, edgeReach(img.width / width));
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
  return share > 0.85 ? null : { region, width };
}

/**
 * The paper's box in full-size pixels: by grey level first, and when that finds none, by colour from `colour`,
 * a small copy of the photo (a textured or unevenly lit table whose grey levels overlap the paper's).
 */
export async function findPaper(img: GreyImage, colour?: ColourImage): Promise<Paper | null> {
  const byGrey = await findPaperByGrey(img);
  const byColour = byGrey || !colour ? null : await findPaperByColour(colour);
  const found = byGrey ?? (byColour && colour ? { region: byColour.box, width: colour.width } : null);
  if (!found) return null;
  const { region, width } = found;
  // Back to full-size pixels, with a margin so text at the paper's edge is kept.
  const scale = img.width / width;
  const margin = 0.02 * Math.max(img.width, img.height);
  const left = Math.max(0, Math.floor(region.left * scale - margin));
  const top = Math.max(0, Math.floor(region.top * scale - margin));
  const right = Math.min(img.width, Math.ceil((region.left + region.width) * scale + margin));
  const bottom = Math.min(img.height, Math.ceil((region.top + region.height) * scale + margin));
  const box = { left, top, width: right - left, height: bottom - top };
  return byColour && colour ? { ...box, mask: { data: byColour.mask, width: colour.width, height: colour.height } } : box;
}

/**
 * Crops the photo to the paper. When the paper's outline is known (found by colour), the table left inside the box
 * (the corners beside a tilted receipt) is painted over in the paper's own grey: OCR reads a speckled or grained
 * table as rows of junk letters that end up glued to the receipt's lines.
 */
export async function crop(img: GreyImage, paper: Paper): Promise<GreyImage> {
  const box = { left: paper.left, top: paper.top, width: paper.width, height: paper.height };
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .extract(box)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (paper.mask) await paintOverTable(data, paper.mask, img, box);
  return { data, width: info.width, height: info.height };
}

/** Blends the pixels of `data` (the crop `box` of `img`) outside the paper mask into the median grey of those inside. */
async function paintOverTable(data: Buffer, mask: PaperMask, img: GreyImage, box: Box): Promise<void> {
  const weights = await sharp(Buffer.from(mask.data.map((v) => v * 255)), { raw: { width: mask.width, height: mask.height, channels: 1 } })
    .resize({ width: img.width, height: img.height, fit: 'fill', kernel: 'linear' })
    .extract(box)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const hist = new Uint32Array(256);
  let kept = 0;
  for (let i = 0; i < data.length; i++) {
    if (weights[i]! < 128) continue;
    hist[data[i]!]!++;
    kept++;
  }
  if (kept === 0) return;
  let fill = 0;
  for (let seen = 0; fill < 255 && seen + hist[fill]! < kept / 2; fill++) seen += hist[fill]!;
  for (let i = 0; i < data.length; i++) {
    const w = weights[i]! / 255;
    data[i] = Math.round(w * data[i]! + (1 - w) * fill);
  }
}
