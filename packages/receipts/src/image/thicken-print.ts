import type { GreyImage } from './grey-image';

/**
 * Thickens the print by one pixel: each pixel takes the darkest of itself and its left, upper and upper-left
 * neighbours (a 2x2 minimum filter, done as two passes). Thermal printers leave gaps between their dots, and
 * faded or blurred print breaks into fragments that Tesseract reads as other characters; joined strokes read
 * better, prices most of all (price accuracy on the benchmark photos: real 0.77 -> 0.83, phone 0.85 -> 0.92).
 */
export function thickenPrint(img: GreyImage): GreyImage {
  const { width, height, data } = img;
  const across = Buffer.alloc(data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const here = data[row + x]!;
      across[row + x] = x > 0 ? Math.min(here, data[row + x - 1]!) : here;
    }
  }
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const above = y > 0 ? row - width : row;
    for (let x = 0; x < width; x++) out[row + x] = Math.min(across[row + x]!, across[above + x]!);
  }
  return { data: out, width, height };
}
