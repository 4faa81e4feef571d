import { decodeImage } from './image/decode-image';
import { edgeDensity } from './image/ink-check';
import { crop, findPaper } from './image/paper-crop';
import type { Rotation } from './image/prepare-for-ocr';
import type { OcrEngine, OcrLine, OcrResult } from './ocr/ocr-engine';
import { readUpright } from './ocr/read-upright';
import { assembleItems, type RawItem } from './parse/item-assembler';
import { findPurchaseDate } from './parse/purchase-date';
import { findStoreName } from './parse/store-name';
import type { IngredientMatcher } from './match/ingredient-matcher';
import { purchaseOf, withLanguageOfNames } from './match/receipt-item';
import type { ReadReceiptOptions, ReceiptItem, ReceiptReading } from './types';

const DEFAULTS = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000, timeoutMs: 60_000 };

/** Fewer readable words than this means the photo shows no receipt (or nothing legible). */
const MIN_RECEIPT_WORDS = 6;
const MIN_RECEIPT_CONFIDENCE = 30;
/**
 * Below this share of stroke-edge pixels nothing is printed (blank page, wall, smooth gradient): measured 0 on
 * those, 1.5-18 % on the benchmark's receipt photos and 0.2-3 % on blurred 350-450 px wide copies of them. Skipping OCR answers them in milliseconds.
 */
const MIN_EDGE_DENSITY = 0.0001;
const NO_TEXT_WARNING = 'No receipt text found in this image. Photograph the whole receipt, flat and well lit.';

/** The reader's seams: the OCR engine and the ingredient matcher (default-context.ts has the repository's own). */
export interface ReadingContext {
  ocr: OcrEngine;
  /**
   * The matcher, or how to build it: then it is built while Tesseract reads the whole receipt, so a process started
   * for one photo (the CLI) builds it in time otherwise spent waiting (about 0.7 s of its start-up).
   */
  matcher: IngredientMatcher | (() => IngredientMatcher);
}

/** Too few words, or too poorly read, to be a receipt. */
const illegible = (result: OcrResult): boolean => result.wordCount < MIN_RECEIPT_WORDS || result.meanConfidence < MIN_RECEIPT_CONFIDENCE;

/** A quarter-turn count as the clockwise turn from `from` to `to`. */
const turnBetween = (from: Rotation, to: Rotation): Rotation => (((to - from + 360) % 360) as Rotation);

const noReceipt = (warnings: string[]): ReceiptReading => ({ storeName: null, purchasedAt: null, items: [], warnings, rotation: 0 });

/** A receipt photo's OCR reading with the turn that made it upright, or null when the photo holds no receipt text. */
export interface ReceiptText {
  result: OcrResult;
  rotation: Rotation;
  exifRotation: Rotation;
}

/**
 * Validates and decodes the image, finds the paper and which way is up, and runs the context's OCR engine.
 * `whileReading` runs while Tesseract reads the whole receipt.
 */
export async function readReceiptText(context: ReadingContext, bytes: Buffer, opts: ReadReceiptOptions = {}, whileReading?: () => void): Promise<ReceiptText | null> {
  const limits = { ...DEFAULTS, ...opts };
  const decoded = await decodeImage(bytes, limits);
  // Both shrink the photo first; side by side, those run on two cores. The paper found for a blank photo is not used.
  const [edges, paper] = await Promise.all([edgeDensity(decoded.grey), findPaper(decoded.grey, decoded.colour)]);
  if (edges < MIN_EDGE_DENSITY) return null;
  const receiptImage = paper ? await crop(decoded.grey, paper) : decoded.grey;
  const started = Date.now();
  let reading = await readUpright(receiptImage, decoded.exifRotation, context.ocr, limits.timeoutMs, whileReading);
  // Sharpening can leave a small, rough photo of blurred print with nothing legible (a 380 px wide JPEG read 0 of 18
  // items where it read 4 unsharpened): such a photo is read again as it is.
  if (illegible(reading.result) && reading.sharpened) {
    const remaining = Math.max(1, limits.timeoutMs - (Date.now() - started));
    reading = await readUpright(receiptImage, decoded.exifRotation, context.ocr, remaining, whileReading, false);
  }
  if (illegible(reading.result)) return null;
  return { result: reading.result, rotation: reading.rotation, exifRotation: decoded.exifRotation };
}

/** The purchases on a receipt's OCR lines, grouped and matched. */
export async function purchasesOf(lines: OcrLine[], matcher: IngredientMatcher): Promise<ReceiptItem[]> {
  const rawItems: RawItem[] = withLanguageOfNames(assembleItems(lines), matcher);
  const items: ReceiptItem[] = [];
  for (const raw of rawItems) {
    const item = purchaseOf(raw, matcher);
    if (item) items.push(item);
    // Fuzzy matching costs a few milliseconds per line; let other requests run between lines.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return items;
}

/**
 * Reads a receipt photo: validates and decodes the image, finds which way is up, runs the context's OCR engine,
 * groups lines into purchases and matches each with the context's matcher. Throws ReceiptError for files that are not usable
 * images; returns an empty item list with a warning for images that hold no readable receipt.
 */
export async function readReceiptWith(context: ReadingContext, bytes: Buffer, opts: ReadReceiptOptions = {}): Promise<ReceiptReading> {
  const { matcher: matcherOrBuild } = context;
  let matcher: IngredientMatcher | undefined;
  const buildMatcher = (): IngredientMatcher => (matcher ??= typeof matcherOrBuild === 'function' ? matcherOrBuild() : matcherOrBuild);
  const text = await readReceiptText(context, bytes, opts, buildMatcher);
  if (!text) return noReceipt([NO_TEXT_WARNING]);
  const { result, rotation, exifRotation } = text;
  const items = await purchasesOf(result.lines, buildMatcher());
  return {
    storeName: findStoreName(result.lines),
    purchasedAt: findPurchaseDate(result.lines.map((l) => l.text)),
    items,
    warnings: items.length === 0 ? ['No purchased items were found on this receipt.'] : [],
    // readUpright turns the pixels as stored; the caller's copy is already turned by the EXIF tag.
    rotation: turnBetween(exifRotation, rotation),
  };
}
