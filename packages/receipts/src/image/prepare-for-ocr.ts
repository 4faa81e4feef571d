import sharp, { type Sharp } from 'sharp';
import type { GreyImage } from './grey-image';

export type Rotation = 0 | 90 | 180 | 270;

/** Width Tesseract reads receipts best at (measured: narrower loses small print, wider only costs time). */
export const OCR_WIDTH = 1400;

function fromGrey(img: GreyImage): Sharp {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } });
}

/**
 * Turns the receipt upright, stretches contrast and scales it to OCR_WIDTH. No global threshold:
 * it erases faint thermal print and hurts Tesseract's own binarisation.
 */
export async function prepareForOcr(img: GreyImage, rotation: Rotation): Promise<GreyImage> {
  const { data, info } = await fromGrey(img)
    .rotate(rotation)
    .normalise()
    .resize({ width: OCR_WIDTH, kernel: 'lanczos3' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
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
