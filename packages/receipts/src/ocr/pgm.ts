import type { OcrImage } from './ocr-engine';

/** Wraps 8-bit grey pixels as binary PGM: Tesseract reads it without any compression cost. */
export function toPgm(image: OcrImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  return Buffer.concat([header, image.data]);
}
