import type { GreyImage } from './grey-image';
import { greyLevelAt } from './grey-level';

/** Fewest grey levels a step must span to be an edge, whatever the image's range: sensor noise stays below it. */
const MIN_EDGE_STEP = 14;
/**
 * How far apart the pixels compared for an edge are, in an image shrunk by `shrink` from the photo. A blurred or
 * low-resolution photo spreads a stroke's edge over two or three of its pixels, so next-door pixels differ by a
 * fraction of the stroke's contrast, while two apart the whole step shows (blurred copies of the benchmark photos,
 * receipts 450 px wide: 0.003-0.07 % edge pixels one apart, 0.2-3 % two apart). Shrunk three times or more, even an old
 * phone's blur is within a pixel and next-door pixels show the step; two apart there would also count the grain of a
 * grey card a receipt was scanned on (1.6-1.9 % of pixels, more than the 1.5 % paper-crop lets a cut drop).
 */
export const edgeReach = (shrink: number): number => (shrink < 3 ? 2 : 1);

/**
 * Pixels (1) on a light/dark step: one that differs from the pixel `reach` to its right or below by `share` of
 * the image's own grey range (2nd to 98th percentile; dim photos have a narrow range), and never by less than
 * MIN_EDGE_STEP. Printed text is dense in such steps; a blank page, a wall or a smooth gradient has almost none.
 */
export function edgeMap(img: GreyImage, share: number, reach: number): Uint8Array {
  const { data, width, height } = img;
  const hist = new Uint32Array(256);
  for (const v of data) hist[v]!++;
  const step = Math.max(MIN_EDGE_STEP, share * (greyLevelAt(hist, data.length, 0.98) - greyLevelAt(hist, data.length, 0.02)));
  const below = reach * width;
  const edges = new Uint8Array(data.length);
  for (let y = 0; y < height - reach; y++) {
    for (let x = 0; x < width - reach; x++) {
      const p = y * width + x;
      const v = data[p]!;
      if (Math.abs(v - data[p + reach]!) >= step || Math.abs(v - data[p + below]!) >= step) edges[p] = 1;
    }
  }
  return edges;
}
