import { decodeImage } from './image/decode-image';
import { edgeDensity } from './image/ink-check';
import { crop, findPaper } from './image/paper-crop';
import { getOcrEngine } from './ocr/select-engine';
import { readUpright } from './ocr/read-upright';
import { assembleItems, type RawItem } from './parse/item-assembler';
import { findPurchaseDate } from './parse/purchase-date';
import { findStoreName } from './parse/store-name';
import { getIngredientMatcher } from './match/food-knowledge';
import { toReceiptItem } from './match/receipt-item';
import type { ParsedReceipt, ReadReceiptOptions, ReceiptItem } from './types';

const DEFAULTS = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000, timeoutMs: 60_000 };

/** Fewer readable words than this means the photo shows no receipt (or nothing legible). */
const MIN_RECEIPT_WORDS = 6;
const MIN_RECEIPT_CONFIDENCE = 30;
/**
 * Below this share of stroke-edge pixels nothing is printed (blank page, wall, smooth gradient): measured 0 on
 * those and 0.05-18 % on receipt photos, blurred ones included. Skipping OCR answers them in milliseconds.
 */
const MIN_EDGE_DENSITY = 0.0001;
const NO_TEXT_WARNING = 'No receipt text found in this image. Photograph the whole receipt, flat and well lit.';

/**
 * Reads a receipt photo: validates and decodes the image, finds which way is up, runs OCR, groups lines into
 * purchases and matches each to a canonical ingredient. Throws ReceiptError for files that are not usable
 * images; returns an empty item list with a warning for images that hold no readable receipt.
 */
export async function readReceipt(bytes: Buffer, opts: ReadReceiptOptions = {}): Promise<ParsedReceipt> {
  const limits = { ...DEFAULTS, ...opts };
  const decoded = await decodeImage(bytes, limits);
  if ((await edgeDensity(decoded.grey)) < MIN_EDGE_DENSITY) return { storeName: null, purchasedAt: null, items: [], warnings: [NO_TEXT_WARNING] };
  const paper = await findPaper(decoded.grey);
  const receiptImage = paper ? await crop(decoded.grey, paper) : decoded.grey;
  const { result } = await readUpright(receiptImage, decoded.exifRotation, getOcrEngine(), limits.timeoutMs);

  const warnings: string[] = [];
  if (result.wordCount < MIN_RECEIPT_WORDS || result.meanConfidence < MIN_RECEIPT_CONFIDENCE) {
    warnings.push(NO_TEXT_WARNING);
    return { storeName: null, purchasedAt: null, items: [], warnings };
  }

  const texts = result.lines.map((l) => l.text);
  const rawItems: RawItem[] = assembleItems(result.lines);
  const matcher = getIngredientMatcher();
  const items: ReceiptItem[] = [];
  for (const raw of rawItems) {
    const item = toReceiptItem(raw, matcher);
    // A line whose amount OCR garbled is only a purchase when its words name a product.
    if (!raw.priceUnread || item.ingredientId !== null) items.push(item);
    // Fuzzy matching costs a few milliseconds per line; let other requests run between lines.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (items.length === 0) warnings.push('No purchased items were found on this receipt.');
  return {
    storeName: findStoreName(result.lines),
    purchasedAt: findPurchaseDate(texts),
    items,
    warnings,
  };
}
