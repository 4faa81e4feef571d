import type { Rotation } from './image/prepare-for-ocr';

/** One purchased line of a receipt, matched to the food catalogue where possible. */
export interface ReceiptItem {
  /** The line as read by OCR (with its quantity/weight line when printed separately). */
  raw: string;
  /** Canonical ingredient id from @forkcast/food, or null when no ingredient matched or the food has none ('chicken tikka'). */
  ingredientId: string | null;
  /** English display name of the ingredient or named food, else the cleaned product text. */
  name: string;
  quantity: number;
  /** 'each', 'pack', 'kg', 'g', 'lb', 'oz', 'l', 'ml' */
  unit: string;
  /** Line total in the receipt's currency; null when no price could be read. */
  price: number | null;
  /** 0-1: how sure the reader is about the ingredient (OCR quality times match quality). */
  confidence: number;
  /**
   * False for household goods, soft drinks, water, beer and spirits, and lines that read like no food. Food that no
   * ingredient matched stays true, with ingredientId null and a low confidence for the review page.
   */
  isFood: boolean;
}

export interface ParsedReceipt {
  storeName: string | null;
  /** ISO date (YYYY-MM-DD) of purchase when printed on the receipt. */
  purchasedAt: string | null;
  items: ReceiptItem[];
  warnings: string[];
}

/** What reading a photo gives: the receipt, and how the photo lies. */
export interface ReceiptReading extends ParsedReceipt {
  /**
   * Clockwise degrees that turn the photo, once its EXIF orientation is applied, so the receipt reads upright:
   * what the reader found (phones often tag sideways photos wrong). 0 when no receipt text was read.
   */
  rotation: Rotation;
}

export interface ReadReceiptOptions {
  /** Reject files larger than this many bytes (default 10 MiB, the upload limit of the product). */
  maxBytes?: number;
  /** Reject images with more pixels than this (default 40 million). */
  maxPixels?: number;
  /** Abort OCR after this many milliseconds (default 60 000). */
  timeoutMs?: number;
}
