import sharp, { type Sharp } from 'sharp';
import type { GreyImage } from './grey-image';
import { deskew } from './deskew';
import { flattenLight } from './flatten-light';
import { thickenPrint } from './thicken-print';

export type Rotation = 0 | 90 | 180 | 270;

/**
 * Width the receipt is read at. With the paper cropped and the print levelled and evened out, 1100 px read as
 * well as 1400 on the benchmark sets (synthetic better) in about two thirds of Tesseract's time.
 */
export const OCR_WIDTH = 1100;

function fromGrey(img: GreyImage): Sharp {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } });
}

/**
 * Turns the receipt upright, scales it to OCR_WIDTH, levels tilted text lines, evens out uneven light,
 * stretches contrast and joins broken strokes. No global threshold: it erases faint thermal print and hurts Tesseract's own binarisation.
 */
export async function prepareForOcr(img: GreyImage, rotation: Rotation): Promise<GreyImage> {
  const { data, info } = await fromGrey(img)
    .rotate(rotation)
    .resize({ width: OCR_WIDTH, kernel: 'lanczos3' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { image } = await deskew({ data, width: info.width, height: info.height });
  return thickenPrint(await flattenLight(image));
}

/** A band across the middle of the prepared image: enough lines to judge orientation at a fraction of the cost. */
export async function middleBand(img: GreyImage, bandHeight: number): Promise<GreyImage> {
  const height = Math.min(img.height, bandHeight);
  const top = Math.floor((img.height - height) / 2);
  const { data, info } = await fromGrey(img)
    .extract({ left: 0, top, width: img.width, height })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
