import { explainsAmount, isCountFirstLayout, takeLeadingCount } from './columns';
import { isPurchaseAfterAll } from './keyword-lines';
import { hasProductWords, leadingFlagLetter, parseLine, withoutLeadingFlag, type ParsedLine, type QuantityModifier } from './line-parser';
import { isBottleDeposit, isColumnHeader, isDepartmentHeader, isItemNote, keywordForm, sectionKind } from './line-kind';
import { cents, sameAmount } from './money';
import { emptyBlock, oneDigitApart, repairPrices, type TotalLine } from './price-repair';
import { readingOrder } from './split-lines';
import { receiptLanguage } from './receipt-language';
import type { ReceiptLanguage } from '../match/match-knowledge';

export interface OcrTextLine {
  text: string;
  /** 0-100 */
  confidence: number;
}

/** A purchase line before ingredient matching. */
export interface RawItem {
  raw: string;
  name: string;
  price: number | null;
  quantity: number;
  unit: string;
  /** Mean OCR confidence of the lines it came from, 0-100. */
  ocrConfidence: number;
  /**
   * A product line inside the item block whose amount OCR could not read ('BIO HONIG Sy295'). Kept so the
   * purchase is not lost; callers should drop it unless its words name a known product.
   */
  priceUnread: boolean;
  /** The store section it was printed under, when the receipt heads its sections ('HOME', 'GROCERY'). */
  section: 'food' | 'non-food' | null;
  /** The language the whole receipt is printed in, when its amounts tell. */
  language: ReceiptLanguage | null;
  /**
   * Whether the till marked the purchase as food stamps may pay for, on a receipt that marks its food so (Walmart's
   * F before the amount): false for a purchase left unmarked there, null where the receipt or the line cannot tell.
   */
  foodStamp: boolean | null;
  /** Whether a bottle deposit line follows the purchase ('PFAND 0,25', 'CRV'): it was sold in a drinks bottle or can. */
  bottled: boolean;
}

interface Placed extends Omit<RawItem, 'section' | 'language' | 'foodStamp' | 'bottled'> {
  lineIndex: number;
  hasModifier: boolean;
  /** Quantity x unit price where it disagrees with the printed amount. */
  computed: number | null;
}

interface PendingModifier {
  modifier: QuantityModifier;
  text: string;
  lineIndex: number;
  /** The item printed just above, the fallback owner when the next item's price does not fit. */
  above: Placed | null;
}

/** Purchases marked with a food-stamp code that show a receipt marks its food so. */
const MIN_FOOD_STAMPS = 3;
/** Lines above an amount that still count as its product name (Walgreens prints name, then code and price). */
const NAME_REACH = 2;

/** A price per weight ('$0.79 /lb', its misread forms put right by the line parser): the line weighs a product, whatever else OCR made of it. */
const PER_WEIGHT = /\/\s*(?:lb|kg)\b/i;
/** A word this long names a product; shorter ones on a weighing line are OCR specks ('fy', 'Ib', 'a'). */
const MIN_NAME_WORD = 4;
/** Letters in a row that make a quantity or weight line's leftovers a product name (see hasProductWords). */
const MODIFIER_NAME_LETTERS = 3;

/** A weighing line OCR garbled past reading its numbers ('fy \.\! Ib a 90.79 /lb $0.92'): no word in it names a product. */
const isGarbledWeighing = (text: string): boolean =>
  PER_WEIGHT.test(text) && !text.split(/[^\p{L}]+/u).some((w) => w.length >= MIN_NAME_WORD);
/** Larger amounts on one line are OCR noise (phone numbers, dates), not groceries, unless quantity x unit price gives them. */
const MAX_LINE_PRICE = 1000;

const sameWords = (a: string, b: string): boolean => keywordForm(a).replace(/[^A-Z0-9%]+/g, ' ').trim() === keywordForm(b).replace(/[^A-Z0-9%]+/g, ' ').trim();

/**
 * A voided or returned line ('GV SOUR CRM ... 1.38-N' after '** VOIDED ENTRY **', or 'VOID BANANAS 1.15-') takes
 * back the latest purchase with that amount: with the same name, or any name right after a void marker.
 */
function takeBack(items: Placed[], amount: number, name: string | null): boolean {
  for (let k = items.length - 1; k >= 0; k--) {
    const item = items[k]!;
    if (item.price !== null && sameAmount(item.price, -amount) && (name === null || sameWords(item.name, name))) {
      items.splice(k, 1);
      return true;
    }
  }
  return false;
}

function fitsPrice(modifier: QuantityModifier, price: number | null): boolean {
  if (price === null || modifier.unitPrice === null) return false;
  return explainsAmount(modifier.quantity, modifier.unitPrice, price, modifier.unit !== 'each');
}

/** Quantity x unit price one digit away from the amount: one of them misread. */
function nearPrice(modifier: QuantityModifier, price: number | null): boolean {
  return price !== null && modifier.unitPrice !== null && oneDigitApart(price, cents(modifier.quantity * modifier.unitPrice));
}

function applyModifier(item: Placed, modifier: QuantityModifier, text: string): void {
  item.quantity = modifier.quantity;
  item.unit = modifier.unit;
  item.hasModifier = true;
  item.raw = `${item.raw} ${text}`;
  if (modifier.unitPrice === null) return;
  const computed = cents(modifier.quantity * modifier.unitPrice);
  if (item.price === null) item.price = computed;
  else if (!fitsPrice(modifier, item.price)) item.computed = computed;
}

/** The words of a name, letters only: item codes and sizes OCR reads differently on each line are left out. */
const letterWords = (name: string): string[] => keywordForm(name).split(/[^A-Z]+/).filter((w) => w.length >= 2);

/**
 * Two lines that name the same product: the same words, or the same after one speck read as a word before the name
 * ('Y WH BROTH VEGETABLE' and 'LIF WH BROTH VEGETABLE') when two words or more are left.
 */
function twinNames(a: string, b: string): boolean {
  const [x, y] = [letterWords(a), letterWords(b)].sort((p, q) => p.length - q.length) as [string[], string[]];
  const same = (p: string[]): boolean => p.length === x.length && p.every((w, k) => w === x[k]);
  return x.length >= 1 && (same(y) || (x.length >= 2 && same(y.slice(1))));
}

/**
 * A product bought again under the same name costs what its twins cost ('GUT BIO JOGHURT PUR' seven times): an
 * amount OCR could not read is taken from them when they agree. Weighed and counted lines differ, so never those.
 */
function priceFromTwins(items: Placed[]): void {
  for (const item of items) {
    if (item.price !== null || item.hasModifier) continue;
    const twins = items.filter((o) => o !== item && o.price !== null && !o.hasModifier && twinNames(o.name, item.name));
    if (twins.length > 0 && twins.every((o) => sameAmount(o.price!, twins[0]!.price!))) item.price = twins[0]!.price;
  }
}

/** A purchase whose amount OCR could not read. */
const unreadItem = (name: string, raw: string, ocrConfidence: number, lineIndex: number): Placed => ({
  raw,
  name,
  price: null,
  quantity: 1,
  unit: 'each',
  ocrConfidence,
  priceUnread: true,
  lineIndex,
  hasModifier: false,
  computed: null,
});

/** A purchase whose own amount OCR lost, priced by the quantity or weight line printed beside its name. */
function pricedByQuantityLine(name: string, raw: string, ocrConfidence: number, lineIndex: number, modifier: QuantityModifier): Placed {
  const item = unreadItem(name, raw, ocrConfidence, lineIndex);
  applyModifier(item, modifier, '');
  item.raw = raw;
  return item;
}

/** Subtotals as printed or slightly misread ('SUB-TOTAL', 'SUBTOTAI', 'Zwischensumme'). */
const SUBTOTAL = /\bSUB[ -]?T\w*|\bZWISCHEN/;
/**
 * A line opening with an item number (Target's nine digits, Walmart's twelve) is a purchase even before the first
 * priced one: the header above the items prints none (a ZIP code has five digits and ends its line).
 */
const LEADING_ITEM_NUMBER = /^\d{6,}\s+\p{L}/u;

/** A number with decimals: what is left of an amount OCR garbled ('2.972,' for 1.00); a shop's header lines rarely print one. */
const DECIMAL_NUMBER = /\d[.,]\d/;

/**
 * The first purchase, its amount garbled, right above the first priced one: the line holds a number with decimals
 * where a header line holds none (its words must still name a product to be kept).
 */
const firstOfBlock = (pending: { text: string; lineIndex: number }, nextLine: number | null): boolean =>
  nextLine === pending.lineIndex + 1 && DECIMAL_NUMBER.test(pending.text);

/**
 * Groups OCR lines into purchases: joins a product name with an amount printed on the next line, attaches
 * quantity and weight lines to the item whose price they explain (above or below), sets aside totals, tax,
 * payment, coupons, deposits and bag fees, and stops at the total. Amounts OCR split off above their names are
 * read after them (split-lines.ts), and a warehouse club's leading tax letter is dropped where its item number was lost.
 */
export function assembleItems(ocrLines: OcrTextLine[]): RawItem[] {
  const flag = leadingFlagLetter(ocrLines.map((l) => l.text));
  const read = ocrLines.map((l) => withoutLeadingFlag(parseLine(l.text), flag));
  const order = readingOrder(read);
  const lines = order.map((k) => ocrLines[k]!);
  const parsed = order.map((k) => read[k]!);
  const items: Placed[] = [];
  let pendingName: { name: string; text: string; confidence: number; lineIndex: number } | null = null;
  let pendingModifier: PendingModifier | null = null;
  /** Line index of a void marker without an amount: the next refund line is what it takes back. */
  let voidMarker = -Infinity;
  /** Department headings by line index: what each section sells. */
  const sections: { lineIndex: number; kind: 'food' | 'non-food' | null }[] = [];

  /**
   * A name line that never met its amount: inside the item block (after a purchase or a department heading) it is a
   * purchase whose price OCR garbled. A
   * quantity or weight line right under it prices it (Cub: 'GARLIC REGULAR 4608' with its amount lost, then
   * '0.16 lb @ 1 lb / 3.99'), unless its numbers explain the amount of the line that follows (`nextPrice`).
   */
  const headingAbove = (lineIndex: number): boolean => sections.some((h) => h.lineIndex < lineIndex);
  const keepUnpricedName = (nextPrice: number | null, nextLine: number | null = null): void => {
    const under = pendingModifier as PendingModifier | null;
    if (pendingName && under && under.lineIndex === pendingName.lineIndex + 1 && under.modifier.unitPrice !== null && !(nextPrice !== null && fitsPrice(under.modifier, nextPrice))) {
      items.push(pricedByQuantityLine(pendingName.name, `${pendingName.text} ${under.text}`, pendingName.confidence, under.lineIndex, under.modifier));
      pendingModifier = null;
    } else if (pendingName && (items.length > 0 || headingAbove(pendingName.lineIndex) || LEADING_ITEM_NUMBER.test(pendingName.text) || firstOfBlock(pendingName, nextLine))) {
      items.push(unreadItem(pendingName.name, pendingName.text, pendingName.confidence, pendingName.lineIndex));
    }
    pendingName = null;
  };

  const settlePendingModifier = (): void => {
    if (pendingModifier?.above && !pendingModifier.above.hasModifier) {
      applyModifier(pendingModifier.above, pendingModifier.modifier, pendingModifier.text);
    }
    pendingModifier = null;
  };

  const countFirst = isCountFirstLayout(parsed.filter((p) => p.kind === 'item' || p.kind === 'info'));
  // A column heading or two lines whose columns add up show a table layout; a misread number then does not keep
  // the other columns in the name.
  const table = parsed.filter((p) => p.fromColumns).length >= 2 || parsed.some((p) => p.kind === 'info' && isColumnHeader(p.name));

  const block = emptyBlock();
  let total: TotalLine | null = null;
  const purchaseSum = (): number => cents(items.reduce((t, item) => t + (item.price ?? 0), 0));

  for (const [i, line] of lines.entries()) {
    const read = parsed[i]!;
    const guessed: ParsedLine = table && read.columnGuess ? { ...read, ...read.columnGuess } : read;
    const bought = { names: items.map((item) => item.name), sum: purchaseSum(), block };
    const p: ParsedLine = isPurchaseAfterAll(guessed, bought, parsed.slice(i + 1)) ? { ...guessed, kind: 'item' } : guessed;
    if (p.kind === 'total' && items.length > 0) {
      keepUnpricedName(null);
      if (p.price !== null && p.price > 0) total = { amount: p.price, subtotal: SUBTOTAL.test(keywordForm(p.name)) };
      break;
    }
    if (items.length > 0 && p.price !== null) {
      if (p.kind === 'deposit' || p.kind === 'bag-fee') block.charges += p.price;
      else if (p.kind === 'tax' && p.price > 0) block.tax += p.price;
      // Savings lines print as discounts or by card ('Card Savings 1.00-'); refunds of an item are taken back below.
      else if (p.price < 0 && p.kind !== 'item' && p.kind !== 'void') block.savings += p.price;
    }
    if (p.kind === 'void') {
      if (p.price !== null && p.price < 0) takeBack(items, p.price, null);
      else voidMarker = i;
      continue;
    }
    if (p.kind === 'info' && p.price === null && isDepartmentHeader(p.name)) sections.push({ lineIndex: i, kind: sectionKind(p.name) });
    if (p.kind !== 'item') {
      // Notes and savings printed under an item may come between its name and an amount OCR split off.
      if (!isItemNote(p.name) && p.kind !== 'discount') {
        keepUnpricedName(null);
        settlePendingModifier();
      }
      continue;
    }
    const last = items.at(-1);
    const above = last && last.lineIndex === i - 1 ? last : null;

    if (p.modifier && !hasProductWords(p.name, MODIFIER_NAME_LETTERS)) {
      // 'BANANAS LOOSE' then '0.845 kg @ £0.76/kg  £0.64'; CVS: '1 NATURE VALLEY' then '2 @ 2/$4.47 4.47'; Cub:
      // 'HASS AVOCADO LRG 4225' (its amount lost) then '2 qty @ 2 / 3.00', the amount the count's. (A weight
      // without an amount may still be followed by its name and amount: Kroger's 'WT BANANAS 1.15'.)
      // (A count over the item whose amount it explains is that item's: Ralphs' '3 @ 1.50' over 'AVOCADOS 4.50'.)
      const next = parsed[i + 1]?.price;
      const counted = p.modifier.unit === 'each' && p.modifier.unitPrice !== null && !(next != null && fitsPrice(p.modifier, next));
      const amount = p.price ?? (counted ? cents(p.modifier.quantity * p.modifier.unitPrice!) : null);
      if (amount !== null && amount > 0 && pendingName && pendingName.lineIndex >= i - NAME_REACH) {
        const item: Placed = {
          raw: `${pendingName.text} ${p.text}`,
          name: (countFirst ? takeLeadingCount(pendingName.name)?.name : null) ?? pendingName.name,
          price: amount,
          quantity: 1,
          unit: 'each',
          ocrConfidence: (pendingName.confidence + line.confidence) / 2,
          priceUnread: false,
          lineIndex: i,
          hasModifier: false,
          computed: null,
        };
        applyModifier(item, p.modifier, '');
        item.raw = item.raw.trim();
        items.push(item);
        pendingName = null;
      } else if (above && !above.hasModifier && (fitsPrice(p.modifier, above.price) || above.price === null || p.modifier.unitPrice === null)) {
        // 'QTY: 2' under its item carries no price to check, so it belongs to the line above.
        applyModifier(above, p.modifier, p.text);
      } else {
        settlePendingModifier();
        pendingModifier = { modifier: p.modifier, text: p.text, lineIndex: i, above: above && !above.hasModifier ? above : null };
      }
      continue;
    }

    if (p.price === null) {
      if (hasProductWords(p.name)) {
        keepUnpricedName(null);
        const counted = pendingModifier as PendingModifier | null;
        if (counted && counted.lineIndex === i - 1 && counted.modifier.unitPrice !== null && !(counted.above && fitsPrice(counted.modifier, counted.above.price))) {
          // '2 @ 8.06' over 'WW BRD 16,' (its amount torn): the quantity line above, no other item's, gives the amount.
          items.push(pricedByQuantityLine(p.name, `${counted.text} ${p.text}`, line.confidence, i, counted.modifier));
          pendingModifier = null;
          continue;
        }
        pendingName = { name: p.name, text: p.text, confidence: line.confidence, lineIndex: i };
      }
      continue;
    }
    // A negative amount that takes back no purchase is a saving ('.60-' under its item).
    const refund = p.price < 0 && hasProductWords(p.name) && takeBack(items, p.price, voidMarker >= i - 2 ? null : p.name);
    if (p.price < 0 && !refund && items.length > 0) block.savings += p.price;
    if (p.price <= 0 || (p.price > MAX_LINE_PRICE && !(p.modifier && fitsPrice(p.modifier, p.price)))) continue;

    let name = p.name;
    let raw = p.text;
    let confidence = line.confidence;
    /** Where the item's name was printed: a weight line between it and the amount is the item's own. */
    let nameLine = i;
    const weighsPendingName = pendingName !== null && pendingName.lineIndex >= i - NAME_REACH && isGarbledWeighing(p.text);
    if (hasProductWords(name) && !weighsPendingName) {
      // Kroger and Safeway print a weighed item's name, its weight, then 'WT <name> <price>': one purchase.
      // (The same name twice without a weight between is two purchases, one with its amount unread.)
      const weighedBetween = pendingModifier !== null && pendingName !== null && pendingModifier.lineIndex > pendingName.lineIndex;
      if (pendingName && pendingName.lineIndex >= i - NAME_REACH && (weighedBetween || /^WT\b/.test(p.text)) && sameWords(pendingName.name, name)) {
        raw = `${pendingName.text} ${raw}`;
        nameLine = pendingName.lineIndex;
        pendingName = null;
      }
      keepUnpricedName(p.price, i);
    } else {
      if (!pendingName || pendingName.lineIndex < i - NAME_REACH) continue;
      name = pendingName.name;
      nameLine = pendingName.lineIndex;
      raw = `${pendingName.text} ${p.text}`;
      confidence = (pendingName.confidence + line.confidence) / 2;
    }
    const item: Placed = {
      raw,
      name,
      price: p.price,
      quantity: 1,
      unit: 'each',
      ocrConfidence: confidence,
      priceUnread: false,
      lineIndex: i,
      hasModifier: false,
      computed: null,
    };
    if (p.modifier) {
      applyModifier(item, p.modifier, '');
      item.raw = raw;
    }
    const counted = countFirst && !p.modifier ? takeLeadingCount(item.name) : null;
    if (counted) {
      item.name = counted.name;
      item.quantity = counted.quantity;
      item.hasModifier = true;
    }
    const pending = pendingModifier as PendingModifier | null;
    // A quantity line between two items belongs to the one its numbers explain, or failing that the one they
    // miss by a digit (the item above, printed first, when both do).
    const belongsBelow = (m: PendingModifier): boolean =>
      m.lineIndex > nameLine ||
      fitsPrice(m.modifier, item.price) ||
      (nearPrice(m.modifier, item.price) && !(m.above && nearPrice(m.modifier, m.above.price)));
    if (pending && !item.hasModifier && pending.lineIndex >= i - NAME_REACH && belongsBelow(pending)) {
      const raw = item.raw;
      applyModifier(item, pending.modifier, '');
      item.raw = `${pending.text} ${raw}`;
      pendingModifier = null;
    } else {
      settlePendingModifier();
    }
    pendingName = null;
    items.push(item);
  }
  settlePendingModifier();
  priceFromTwins(items);
  repairPrices(items, total, block);

  const sectionOf = (lineIndex: number) => sections.findLast((h) => h.lineIndex < lineIndex)?.kind ?? null;
  const language = receiptLanguage(ocrLines.map((l) => l.text));
  // Food-stamp codes tell only on a receipt that prints them for several purchases.
  const stampsFood = items.filter((item) => parsed[item.lineIndex]!.foodStamp === true).length >= MIN_FOOD_STAMPS;
  // A deposit charged on the line right under a purchase is its bottle's ('Total Bottle Deposit' after the last
  // purchase, or a Pfand after a weighed item's weight line, is not).
  const bottledAt = (lineIndex: number): boolean => {
    const next = parsed[lineIndex + 1];
    return next?.kind === 'deposit' && next.price !== null && next.price > 0 && isBottleDeposit(keywordForm(next.name));
  };
  return items.map(({ raw, name, price, quantity, unit, ocrConfidence, priceUnread, lineIndex }) => ({
    raw,
    name,
    price,
    quantity,
    unit,
    ocrConfidence,
    priceUnread,
    section: sectionOf(lineIndex),
    language,
    foodStamp: stampsFood ? parsed[lineIndex]!.foodStamp : null,
    bottled: bottledAt(lineIndex),
  }));
}

