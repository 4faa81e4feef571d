import { hasProductWords, type ParsedLine } from './line-parser';
import { keywordForm, type LineKind } from './line-kind';
import { closesAsTotal, type BlockAmounts } from './price-repair';
import { sameAmount } from './money';

/** What is known of the purchases above a line. */
export interface ItemsAbove {
  names: string[];
  /** Sum of their amounts. */
  sum: number;
  block: BlockAmounts;
}

/** Kinds whose keywords also occur in product names; tax, savings, deposit, bag-fee and void lines are never taken. */
const WEIGHED_KINDS: LineKind[] = ['total', 'payment', 'info'];

/** How far below a line to look for the amount that settles it. */
const LOOK_AHEAD = 3;

const words = (s: string): string => keywordForm(s).replace(/[^A-Z0-9%]+/g, ' ').trim();

/** A line classified by keywords only, with no other product words ('TOTAL', 'TAX 0.49', 'VISA TEND 39.84'). */
const isPlainKeywordLine = (p: ParsedLine): boolean => p.kind !== 'item' && p.productWords.length === 0;

/**
 * Whether a priced total-worded line ('COLGATE TOTAL 3.97', 'FAGE TOTAL 0% YOGURT 5.99', 'SUMMER SAUSAGE') is a
 * purchase. It is the total when its amount closes the sum of the purchases above. Otherwise it is a purchase
 * unless plain total, tax or payment lines follow whose amount does not count it in.
 */
function totalWordedPurchase(p: ParsedLine & { price: number }, above: ItemsAbove, below: ParsedLine[]): boolean {
  if (above.names.length === 0) return true;
  if (closesAsTotal(p.price, above.sum, above.block)) return false;
  // A total is at least what was bought above it.
  if (p.price < above.sum + above.block.savings - 0.02) return true;
  const next = below.find((l) => l.price !== null);
  if (!next || !isPlainKeywordLine(next) || !['total', 'tax', 'payment'].includes(next.kind)) return true;
  // The next total counts this line in: it was a purchase.
  return next.kind === 'total' && closesAsTotal(next.price!, above.sum + p.price, above.block);
}

/**
 * Whether a line the keyword rules set aside as a total, payment or info line names a product after all:
 * 'COLGATE TOTAL', 'BALANCE BAR', 'CHICKEN TENDER', 'BAR S FRANKS'. It needs product words besides the keywords
 * and evidence beyond them: the same product already bought, arithmetic that rules out a total or a payment, or
 * the marks of a purchase line (a tax flag, an item number). Tax, savings, deposit, bag-fee and void lines are
 * never taken (tax summaries garble into product-like words).
 */
export function isPurchaseAfterAll(p: ParsedLine, above: ItemsAbove, following: ParsedLine[]): boolean {
  if (!WEIGHED_KINDS.includes(p.kind) || p.productWords.length === 0) return false;
  if (above.names.some((n) => words(n) === words(p.name))) return true;
  const below = following.slice(0, LOOK_AHEAD);
  if (p.price === null) {
    // A name whose amount is on the next line ('YELLOW SUMMER SQUASH' above its weight and amount).
    const next = below[0];
    return next !== undefined && (next.modifier !== null || (next.price !== null && next.price > 0 && !hasProductWords(next.name)));
  }
  if (p.price <= 0) return false;
  if (p.kind === 'total') return totalWordedPurchase({ ...p, price: p.price }, above, below);
  if (p.marked) return true;
  // Purchases are not printed under a payment: with a product line below, this is a purchase too.
  const next = below.find((l) => l.price !== null);
  if (next && hasProductWords(next.name) && (next.kind === 'item' || (WEIGHED_KINDS.includes(next.kind) && next.productWords.length > 0))) return true;
  // A payment or a points line pays for everything above it; a purchase below that sum is not one.
  const paidSoFar = above.sum + above.block.savings;
  return above.names.length > 0 && p.price < paidSoFar && !sameAmount(p.price, paidSoFar);
}
