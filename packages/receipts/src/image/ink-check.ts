import sharp from 'sharp';
import type { GreyImage } from './grey-image';

/** Long side the check runs at: print strokes are still a few pixels wide, and it costs a few milliseconds. */
const CHECK_SIZE = 800;
/**
 * A step between neighbouring pixels counts as a stroke edge when it spans this share of the image's own
 * grey range (dim photos have a narrow range), and never less than MIN_EDGE_STEP grey levels (sensor noise).
 */
const EDGE_SHARE = 0.3;
const MIN_EDGE_STEP = 14;

/** Grey level below which the given share of pixels lie. */
function percentile(data: Uint8Array, share: number): number {
  const hist = new Uint32Array(256);
  for (const v of data) hist[v]!++;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += hist[v]!;
    if (seen >= share * data.length) return v;
  }
  return 255;
}

/**
 * Share of pixels on a sharp light/dark edge, at a fixed scale. Printed text is dense in such edges;
 * a blank page, a wall or a smooth gradient has almost none, so OCR can be skipped for them.
 */
export async function edgeDensity(img: GreyImage): Promise<number> {
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .resize({ width: CHECK_SIZE, height: CHECK_SIZE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const step = Math.max(MIN_EDGE_STEP, EDGE_SHARE * (percentile(data, 0.98) - percentile(data, 0.02)));
  let edges = 0;
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) {
      const p = y * width + x;
      const v = data[p]!;
      if (Math.abs(v - data[p + 1]!) >= step || Math.abs(v - data[p + width]!) >= step) edges++;
    }
  }
  return edges / Math.max(1, (width - 1) * (height - 1));
}
