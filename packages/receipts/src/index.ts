import { defaultReadingContext } from './default-context';
import { readReceiptWith } from './read-receipt';
import type { ReadReceiptOptions, ReceiptReading } from './types';

export { readReceiptWith, type ReadingContext } from './read-receipt';
export { defaultReadingContext } from './default-context';
export { toStoredImage, type StoredImage, type StoredImageOptions } from './image/stored-image';
export { sniffImageType, type ImageType } from './image/sniff-image-type';
export type { Rotation } from './image/prepare-for-ocr';
export { ReceiptError, type ReceiptErrorCode } from './receipt-error';
export { closeOcrEngine, getOcrEngine, OCR_ENGINE_CHOICES, parseOcrEngineChoice, type OcrEngineChoice } from './ocr/select-engine';
export type { OcrEngine, OcrLine, OcrResult } from './ocr/ocr-engine';
export type { IngredientMatch, IngredientMatcher } from './match/ingredient-matcher';
export type { CatalogueEntry } from './match/match-knowledge';
export type { ParsedReceipt, ReadReceiptOptions, ReceiptItem, ReceiptReading } from './types';

/** Reads a receipt photo with the automatically chosen OCR engine and @forkcast/food's matcher. */
export function readReceipt(bytes: Buffer, options?: ReadReceiptOptions): Promise<ReceiptReading> {
  return readReceiptWith(defaultReadingContext(), bytes, options);
}
