/**
 * Where the reader lost each labelled food line it missed, for `bench:receipts -- --losses`: counts only, so a
 * holdout set can be looked at without reading its lines. A missed line is
 * - 'matching' when a purchase the reader kept holds its words (it was named another food, or set aside as non-food),
 * - 'parsing' when an OCR line holds its words but no purchase was made of it,
 * - 'partly read' when OCR kept some of its words, and 'not read' when OCR kept almost none.
 */
import type { ReceiptItem } from '@forkcast/receipts';
import type { LabelItem } from '../packages/receipts/test/label-score';

export interface LossTally {
  missed: number;
  notRead: number;
  partlyRead: number;
  parsing: number;
  /** Kept as a purchase but set aside as non-food. */
  setAside: number;
  /** Kept as food under a name the label does not accept. */
  misnamed: number;
  /** Food found at another price than labelled, and of those the ones kept with no amount read. */
  wrongPrice: number;
  noPrice: number;
}

export const emptyTally = (): LossTally => ({ missed: 0, notRead: 0, partlyRead: 0, parsing: 0, setAside: 0, misnamed: 0, wrongPrice: 0, noPrice: 0 });

/** Share of a line's letters that make the same pairs in another text: 1 when all its letter pairs are there. */
const WORDS_KEPT = 0.6;
const PARTLY_KEPT = 0.3;

function letterPairs(text: string): Map<string, number> {
  const letters = text.toUpperCase().replace(/[^A-Z]/g, '');
  const pairs = new Map<string, number>();
  for (let i = 0; i + 1 < letters.length; i++) pairs.set(letters.slice(i, i + 2), (pairs.get(letters.slice(i, i + 2)) ?? 0) + 1);
  return pairs;
}

function kept(label: string, text: string): number {
  const wanted = letterPairs(label);
  const found = letterPairs(text);
  let total = 0;
  let hits = 0;
  for (const [pair, n] of wanted) {
    total += n;
    hits += Math.min(n, found.get(pair) ?? 0);
  }
  return total === 0 ? 0 : hits / total;
}

/** Adds the receipt's missed lines to the tally. `ocrLines` are the texts OCR read off the photo. */
export function tallyLosses(tally: LossTally, missed: LabelItem[], items: ReceiptItem[], ocrLines: string[]): void {
  for (const label of missed) {
    // The name only: a weight or count printed with it is not what matching needs.
    const name = label.raw.replace(/\d[\d.,]*\s*(?:lb|kg|@|x)\b.*$/i, '');
    const best = items.reduce<{ item: ReceiptItem | null; share: number }>((b, item) => {
      const share = kept(name, item.raw);
      return share > b.share ? { item, share } : b;
    }, { item: null, share: 0 });
    const onLine = Math.max(0, ...ocrLines.map((line) => kept(name, line)));
    tally.missed++;
    if (best.item && best.share >= WORDS_KEPT) tally[best.item.isFood ? 'misnamed' : 'setAside']++;
    else if (onLine >= WORDS_KEPT) tally.parsing++;
    else if (onLine >= PARTLY_KEPT) tally.partlyRead++;
    else tally.notRead++;
  }
}

/** Adds the receipt's food found at a wrong price: `predicted` are their prices as read (null when none was). */
export function tallyPrices(tally: LossTally, predicted: (number | null)[]): void {
  tally.wrongPrice += predicted.length;
  tally.noPrice += predicted.filter((p) => p === null).length;
}

export const describeLosses = (t: LossTally): string =>
  `${t.missed} missed: ${t.notRead} not read, ${t.partlyRead} partly read, ${t.parsing} read but not made a purchase, ` +
  `${t.setAside} set aside as non-food, ${t.misnamed} named another food; ${t.wrongPrice} prices wrong, ${t.noPrice} of them with no amount read`;
