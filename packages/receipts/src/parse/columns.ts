import { isColumnHeader } from './line-kind';
import { parseDecimal } from './money';

/**
 * Column layouts print quantity, unit price and amount after the description ('GARDENIA WHITE BREAD 2 2.80 5.60',
 * 'ONION 0.500 KG 3.99 2.00', 'AMUL MILK 27.00 2 54.00'). The numbers are only taken for columns when they
 * multiply out to the amount, so a number that belongs to the name ('1KG', '12 CT', '80/20') stays in it.
 */
export interface ColumnQuantity {
  quantity: number;
  /** 'each' for counts, else the weight unit as printed ('kg', 'lb'). */
  unit: string;
  unitPrice: number;
}

/** Whether quantity x unit price is the printed amount, within the rounding of a till (scales round once more). */
export function explainsAmount(quantity: number, unitPrice: number, amount: number, weighed: boolean): boolean {
  return Math.abs(quantity * unitPrice - amount) <= (weighed ? 0.031 : 0.021);
}

const UNIT_PRICE = /^[$£€]?(\d+[.,]\d{2})$/;
/** A count: '2', '12', or as scales print it '3.000'. */
const COUNT = /^(\d{1,3})(?:[.,]0{1,3})?$/;
const COUNT_UNIT = /^(?:EA|EACH|PCS?)\.?$/i;
/** A weight: '0.500 KG', '2.35 LB', '1.250kg' (a decimal point is required, so '1KG' in a name is never one). */
const WEIGHT = /^(\d{1,3}[.,]\d{1,3})(kg|lbs?)?$/i;
const WEIGHT_UNIT = /^(kg|lbs?)\.?$/i;

const unitName = (u: string): string => (u.toLowerCase() === 'lbs' ? 'lb' : u.toLowerCase());

function unitPriceOf(token: string | undefined): number | null {
  const m = token === undefined ? null : UNIT_PRICE.exec(token);
  return m ? parseDecimal(m[1]!) : null;
}

/** Quantity (count or weight) ending at tokens[end - 1]; how many tokens it takes. */
function quantityBefore(tokens: string[], end: number): { quantity: number; unit: string; size: number } | null {
  const last = tokens[end - 1];
  const before = tokens[end - 2];
  if (last === undefined) return null;
  if (WEIGHT_UNIT.test(last) && before !== undefined) {
    const w = WEIGHT.exec(before);
    if (w && !w[2]) return { quantity: parseDecimal(w[1]!)!, unit: unitName(last.replace('.', '')), size: 2 };
    return null;
  }
  if (COUNT_UNIT.test(last) && before !== undefined && COUNT.test(before)) return { quantity: parseDecimal(before)!, unit: 'each', size: 2 };
  const count = COUNT.exec(last);
  if (count) return { quantity: parseDecimal(last)!, unit: 'each', size: 1 };
  const w = WEIGHT.exec(last);
  if (w?.[2]) return { quantity: parseDecimal(w[1]!)!, unit: unitName(w[2]), size: 1 };
  return null;
}

/**
 * Takes the quantity and unit price columns off the end of a line's tokens (the amount already taken) when they
 * explain the amount; a unit price column equal to the amount is dropped without a quantity. Returns null and
 * leaves the tokens alone when the numbers do not add up. `loose` accepts a count and unit price within a factor
 * of two of the amount (one of the three misread), for lines of a receipt already shown to print columns.
 */
export function takeColumns(tokens: string[], amount: number, loose = false): ColumnQuantity | null {
  if (amount <= 0 || tokens.length < 2) return null;
  const n = tokens.length;
  // Quantity, then unit price: '2 2.80', '0.500 KG 3.99', '1.000 EA 3.99'.
  const unitPrice = unitPriceOf(tokens[n - 1]);
  if (unitPrice !== null) {
    const q = quantityBefore(tokens, n - 1);
    // Something must remain for the name.
    const fits = (quantity: number, unit: string): boolean =>
      loose
        ? (unit !== 'each' || Number.isInteger(quantity)) && quantity * unitPrice >= amount / 2 && quantity * unitPrice <= amount * 2
        : explainsAmount(quantity, unitPrice, amount, unit !== 'each');
    if (q && q.quantity > 0 && n - 1 - q.size >= 1 && fits(q.quantity, q.unit)) {
      tokens.length = n - 1 - q.size;
      return { quantity: q.quantity, unit: q.unit, unitPrice };
    }
  }
  if (loose) return null;
  // Unit price, then a count: 'AMUL MILK 27.00 2 54.00'.
  const count = COUNT.exec(tokens[n - 1]!);
  const priceBefore = unitPriceOf(tokens[n - 2]);
  if (count && priceBefore !== null && n >= 3) {
    const quantity = parseDecimal(tokens[n - 1]!)!;
    if (quantity > 0 && explainsAmount(quantity, priceBefore, amount, false)) {
      tokens.length = n - 2;
      return { quantity, unit: 'each', unitPrice: priceBefore };
    }
  }
  // Only a unit price column, equal to the amount: 'VEGEMITE 380G 7.50 7.50'.
  if (unitPrice !== null && explainsAmount(1, unitPrice, amount, false)) {
    tokens.length = n - 1;
    return { quantity: 1, unit: 'each', unitPrice };
  }
  return null;
}

/** A count printed before the product words: '2 Cathedral City 200g' (not '2% MILK', '7UP', '12 x ...'). */
const LEADING_COUNT = /^(\d{1,2}) (?=\p{L}{2})/u;

/**
 * Receipts that print the quantity first ('Qty Description Price', common on convenience-store and tablet tills)
 * say so in their heading, or show it by a count opening most priced lines, mostly 1 as in any basket. A margin
 * speck read as the same digit before every line ('4 SALATBAR') is not that; one line alone is no evidence.
 */
export function isCountFirstLayout(lines: { text: string; name: string; price: number | null }[]): boolean {
  if (lines.some((l) => l.price === null && /^\W*(?:QTY|QUANTITY)\b/i.test(l.name) && isColumnHeader(l.name))) return true;
  const priced = lines.filter((l) => l.price !== null && l.price > 0 && /\p{L}{2}/u.test(l.name));
  const counts = priced.map((l) => LEADING_COUNT.exec(l.text)?.[1]).filter((c) => c !== undefined && Number(c) > 0);
  const ones = counts.filter((c) => c === '1').length;
  return counts.length >= 3 && counts.length >= priced.length * 0.6 && ones >= counts.length / 2;
}

/** Splits '2 Cathedral City 200g' into 2 and the name; null when the name does not start with a count. */
export function takeLeadingCount(name: string): { quantity: number; name: string } | null {
  const m = LEADING_COUNT.exec(name);
  if (!m || Number(m[1]) === 0) return null;
  return { quantity: Number(m[1]), name: name.slice(m[0].length) };
}
