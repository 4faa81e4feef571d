import type { ReceiptLanguage } from '../match/match-knowledge';

/** An amount with two decimals after a point ('3.49') or a comma ('3,49'), not inside a longer number. */
const POINT_AMOUNT = /(?<![\d.,])\d{1,4}\.\d{2}(?![\d.,])/g;
const COMMA_AMOUNT = /(?<![\d.,])\d{1,4},\d{2}(?![\d.,])/g;
/** Amounts a receipt must print in one style to tell; OCR reads the odd comma as a point and back. */
const MIN_AMOUNTS = 3;
const MIN_STYLE_RATIO = 4;

/**
 * The language a receipt is printed in, told by how it writes money: English-speaking shops (US, UK, Canada,
 * Australia) put a point before the cents, German ones a comma. Null when the amounts are too few or mixed to say.
 */
export function receiptLanguage(texts: readonly string[]): ReceiptLanguage | null {
  let points = 0;
  let commas = 0;
  for (const text of texts) {
    points += text.match(POINT_AMOUNT)?.length ?? 0;
    commas += text.match(COMMA_AMOUNT)?.length ?? 0;
  }
  if (points >= MIN_AMOUNTS && points >= MIN_STYLE_RATIO * commas) return 'en';
  if (commas >= MIN_AMOUNTS && commas >= MIN_STYLE_RATIO * points) return 'de';
  return null;
}
