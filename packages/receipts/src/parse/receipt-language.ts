import type { ReceiptLanguage } from '../match/match-knowledge';

/** An amount with two decimals after a point ('3.49') or a comma ('3,49'), not inside a longer number. */
const POINT_AMOUNT = /(?<![\d.,])\d{1,4}\.\d{2}(?![\d.,])/g;
const COMMA_AMOUNT = /(?<![\d.,])\d{1,4},\d{2}(?![\d.,])/g;
/** Amounts a receipt must print in one style to tell; OCR reads the odd comma as a point and back. */
const MIN_AMOUNTS = 3;
const MIN_STYLE_RATIO = 4;

/** Quebec's two sales taxes, printed on every receipt there: TPS (federal) and TVQ (provincial). */
const QUEBEC_TAX = /\b(?:TPS|TVQ)\b/;
/**
 * Words of a French receipt's frame: the subtotal, thanks, the till's wording, and the weekdays and months of its
 * date. 'MARS' and 'MAI' are left out (a chocolate bar, a German month), as are words English shares ('TOTAL').
 */
const FRENCH_FRAME_WORDS =
  /\b(?:SOUS ?-?TOTAL|MERCI|BIENVENUE|CAISSE|CAISSIER|CAISSIERE|ARTICLES?|MONTANT|ACHATS?|REMISE|RABAIS|ECONOMIES?|MONNAIE|RECU|FACTURE|LUNDI|MARDI|MERCREDI|JEUDI|VENDREDI|SAMEDI|DIMANCHE|JANVIER|FEVRIER|AVRIL|JUIN|JUILLET|AOUT|SEPTEMBRE|OCTOBRE|NOVEMBRE|DECEMBRE)\b/g;
/** Distinct frame words that tell French without the taxes: one alone may be a brand ('MERCI' chocolates). */
const MIN_FRENCH_WORDS = 2;

/** Upper case, accents folded: 'Reçu' and 'RECU', 'Février' and 'FEVRIER' are one word. */
const plain = (text: string): string => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toUpperCase();

/** A receipt printed in French: Quebec's taxes on it, or two different words of a French receipt's frame. */
function printedInFrench(texts: readonly string[]): boolean {
  const frame = new Set<string>();
  for (const text of texts) {
    const line = plain(text);
    if (QUEBEC_TAX.test(line)) return true;
    for (const word of line.match(FRENCH_FRAME_WORDS) ?? []) frame.add(word.replace(/[\s-]/g, ''));
  }
  return frame.size >= MIN_FRENCH_WORDS;
}

/**
 * The language a receipt is printed in. French is told by its words (Quebec shops print amounts either way:
 * '3,99' and '3.99'); English and German by how it writes money: English-speaking shops (US, UK, Canada, Australia)
 * put a point before the cents, German ones a comma. Null when the amounts are too few or mixed to say.
 */
export function receiptLanguage(texts: readonly string[]): ReceiptLanguage | null {
  if (printedInFrench(texts)) return 'fr';
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
