import { cents, sameAmount } from './money';

/** Amounts besides the purchases read between the first purchase and the total. */
export interface BlockAmounts {
  /** Savings, coupons and discounts (negative). */
  savings: number;
  /** Deposits and bag fees, which totals include. */
  charges: number;
  /** Tax lines printed above the total. */
  tax: number;
}

export const emptyBlock = (): BlockAmounts => ({ savings: 0, charges: 0, tax: 0 });

/** The first total line under the purchases; a subtotal excludes tax, a total is what was paid. */
export interface TotalLine {
  amount: number;
  subtotal: boolean;
}

/** A purchase whose amount may be repaired: `computed` is quantity x unit price where that disagrees with the amount. */
export interface Repairable {
  price: number | null;
  computed: number | null;
}

/**
 * What the purchases add up to when `amount` is a total of them. Chains take savings off before or after the
 * subtotal; tax printed above a total is part of it.
 */
function purchaseSums(amount: number, block: BlockAmounts, kind: 'subtotal' | 'total' | 'either'): number[] {
  const base = amount - block.charges;
  const sums = {
    subtotal: [base, base - block.savings],
    total: [base - block.savings - block.tax],
    either: [base, base - block.savings, base - block.tax, base - block.savings - block.tax],
  }[kind];
  return [...new Set(sums.map(cents))];
}

/** Whether `amount` is the sum of the purchases read so far (with their savings, deposits and tax). */
export function closesAsTotal(amount: number, purchaseSum: number, block: BlockAmounts): boolean {
  return purchaseSums(amount, block, 'either').some((s) => sameAmount(s, purchaseSum));
}

/** Two amounts that differ in one digit only, as OCR misreads one ('2.72' for '2.12'). */
export function oneDigitApart(a: number, b: number): boolean {
  const x = a.toFixed(2);
  const y = b.toFixed(2);
  return x.length === y.length && [...x].filter((c, k) => c !== y[k]).length === 1;
}

/** An amount read with one digit too many, a speck taken for a digit ('41.78' for '1.78'). */
export function oneDigitExtra(read: number, meant: number): boolean {
  const x = read.toFixed(2);
  const y = meant.toFixed(2);
  return x.length === y.length + 1 && [...x].some((_, k) => x.slice(0, k) + x.slice(k + 1) === y);
}

/** A printed amount that quantity x unit price shows misread. */
const misread = (printed: number, computed: number): boolean => oneDigitApart(printed, computed) || oneDigitExtra(printed, computed);

const sumOf = (prices: (number | null)[]): number => cents(prices.reduce<number>((t, p) => t + (p ?? 0), 0));

/**
 * Repairs amounts by arithmetic. Quantity x unit price replaces an amount one digit away from it (or with one digit
 * more), unless the
 * printed amounts already add up to the total. When the total is read and exactly one purchase has no amount,
 * the difference is its amount (if that is a plausible price); when all are read and the sum is off, a single
 * purchase whose quantity x unit price closes it takes that amount.
 */
export function repairPrices(items: Repairable[], total: TotalLine | null, block: BlockAmounts): void {
  const printed = items.map((i) => i.price);
  const fixed = items.map((i) => (i.price !== null && i.computed !== null && misread(i.price, i.computed) ? i.computed : i.price));
  const apply = (prices: (number | null)[]): void => items.forEach((item, k) => (item.price = prices[k]!));
  if (!total) return apply(fixed);
  const targets = purchaseSums(total.amount, block, total.subtotal ? 'subtotal' : 'total');
  const closes = (prices: (number | null)[]): boolean => targets.some((t) => sameAmount(t, sumOf(prices)));
  const missing = items.filter((i) => i.price === null);
  if (missing.length === 0 && closes(printed)) return;
  if (missing.length === 1) {
    const others = sumOf(fixed);
    const values = [...new Set(targets.map((t) => cents(t - others)))].filter((v) => v > 0 && v <= total.amount);
    if (values.length === 1) fixed[items.indexOf(missing[0]!)] = values[0]!;
    return apply(fixed);
  }
  if (missing.length === 0 && !closes(fixed)) {
    const closing = items.filter((item, k) => item.computed !== null && closes(printed.map((p, j) => (j === k ? item.computed : p))));
    if (closing.length === 1) {
      const k = items.indexOf(closing[0]!);
      return apply(printed.map((p, j) => (j === k ? closing[0]!.computed : p)));
    }
  }
  apply(fixed);
}
