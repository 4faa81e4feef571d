export { readReceipt } from './read-receipt';
export { toStoredImage, type StoredImage } from './image/stored-image';
export { sniffImageType, type ImageType } from './image/sniff-image-type';
export { ReceiptError, type ReceiptErrorCode } from './receipt-error';
export { closeOcrEngine, getOcrEngine } from './ocr/select-engine';
export type { OcrEngine, OcrLine, OcrResult } from './ocr/ocr-engine';
export type { ParsedReceipt, ReadReceiptOptions, ReceiptItem } from './types';
