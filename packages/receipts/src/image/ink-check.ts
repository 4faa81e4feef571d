import sharp from 'sharp';
import { edgeMap, edgeReach } from './edge-map';
import type { GreyImage } from './grey-image';

/** Long side the check runs at: print strokes are still a few pixels wide, and it costs a few milliseconds. */
const CHECK_SIZE = 800;
/** A step counts as a stroke edge when it spans this share of the image's own grey range. */
const EDGE_SHARE = 0.3;

/**
 * Share of pixels on a light/dark edge, at a fixed scale. Printed text is dense in such edges;
 * a blank page, a wall or a smooth gradient has almost none, so OCR can be skipped for them.
 */
export async function edgeDensity(img: GreyImage): Promise<number> {
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .resize({ width: CHECK_SIZE, height: CHECK_SIZE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  let edges = 0;
  const reach = edgeReach(img.width / info.width);
  for (const e of edgeMap({ data, width: info.width, height: info.height }, EDGE_SHARE, reach)) edges += e;
  return edges / Math.max(1, data.length);
}
