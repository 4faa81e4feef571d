import sharp, { type Sharp } from 'sharp';
import type { GreyImage } from './grey-image';
import { deskew } from './deskew';
import { flattenLight } from './flatten-light';
import { printSharpness } from './print-sharpness';
import { thickenPrint } from './thicken-print';

export type Rotation = 0 | 90 | 180 | 270;

/**
 * Width the receipt is read at. With the paper cropped and the print levelled and evened out, 1100 px read as
 * well as 1400 on the benchmark sets (synthetic better) in about two thirds of Tesseract's time.
 */
export const OCR_WIDTH = 1100;

/**
 * Print less crisp than this is blurred, and is sharpened before OCR: on copies of the benchmark photos blurred as an
 * old phone blurs them, food F1 rose from 0.756 to 0.791; in-focus photos measure above it and are left alone (see
 * print-sharpness.ts). Sharpening in-focus print instead cost items (third blind set 0.906 -> 0.852).
 */
const BLURRED = 0.36;
/**
 * Unsharp mask: the blur it undoes, in pixels at OCR scale, and how hard it pushes edges (flat paper untouched).
 * Sharpened print is not thickened as well: on blurred strokes the two together made blots (blurred copies, food F1:
 * third blind set 0.758 -> 0.836, real 0.840 -> 0.869, first blind 0.658 -> 0.684 with sigma 4 instead of 3).
 */
const SHARPEN = { sigma: 4, m1: 0, m2: 4 };

async function sharpened(img: GreyImage): Promise<GreyImage> {
  const data = await fromGrey(img).sharpen(SHARPEN).toColourspace('b-w').raw().toBuffer();
  return { data, width: img.width, height: img.height };
}

/** A receipt ready for OCR, and whether its print was sharpened on the way. */
export interface PreparedImage extends GreyImage {
  sharpened: boolean;
}

function fromGrey(img: GreyImage): Sharp {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } });
}

/**
 * Turns the receipt upright, scales it to OCR_WIDTH, sharpens blurred print, levels tilted text lines, evens out
 * uneven light, stretches contrast and joins the broken strokes of print that was not sharpened. No global threshold: it erases faint thermal print and hurts Tesseract's own binarisation.
 */
export async function prepareForOcr(img: GreyImage, rotation: Rotation, sharpenBlurred = true): Promise<PreparedImage> {
  const { data, info } = await fromGrey(img)
    .rotate(rotation)
    .resize({ width: OCR_WIDTH, kernel: 'lanczos3' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scaled = { data, width: info.width, height: info.height };
  const sharpen = sharpenBlurred && printSharpness(scaled) < BLURRED;
  const { image } = await deskew(sharpen ? await sharpened(scaled) : scaled);
  const even = await flattenLight(image);
  return { ...(sharpen ? even : thickenPrint(even)), sharpened: sharpen };
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
