import { hasProductWords, type ParsedLine } from './line-parser';

/** An amount alone on its line: the right half of a purchase line OCR read as a line of its own. */
const isLonePrice = (p: ParsedLine): boolean => p.kind === 'item' && p.price !== null && p.price > 0 && !p.modifier && !hasProductWords(p.name);
/** Product words without an amount: the left half. */
const isLoneName = (p: ParsedLine): boolean => p.kind === 'item' && p.price === null && !p.modifier && hasProductWords(p.name);

/** A line that leaves nothing waiting for an amount: a priced purchase, or no purchase line at all. */
const isComplete = (p: ParsedLine): boolean => p.kind !== 'item' || (p.price !== null && hasProductWords(p.name));
/** A line that gives an amount or a quantity to a name above it ('1.79', '1.53 lb @ 5.99 /lb 9.16'). */
const completesAbove = (p: ParsedLine): boolean => p.kind === 'item' && !hasProductWords(p.name) && (p.price !== null || p.modifier !== null);

/**
 * Order in which to read the lines. On a photo tilted one way OCR splits each purchase line into its name and,
 * below it, its amount; tilted the other way the amount comes out above its name. A run of lone amounts and lone
 * names that opens with an amount and closes with a name is the second case, so each amount is read after the
 * name below it; only when nothing above the run waits for an amount and nothing below it gives one. Returns
 * line indices.
 */
export function readingOrder(parsed: ParsedLine[]): number[] {
  const order = parsed.map((_, i) => i);
  const lonePrice = (k: number): boolean => k < parsed.length && isLonePrice(parsed[k]!);
  const loneName = (k: number): boolean => k < parsed.length && isLoneName(parsed[k]!);
  let i = 0;
  while (i < parsed.length) {
    let end = i;
    while ((end - i) % 2 === 0 ? lonePrice(end) : loneName(end)) end++;
    const even = end > i && (end - i) % 2 === 0;
    // 'MILK 3.49' / '3.49': an amount repeating the purchase above stays where it is.
    const repeat = i > 0 && parsed[i - 1]!.price === parsed[i]!.price;
    const closedAbove = i === 0 || isComplete(parsed[i - 1]!);
    const closedBelow = end === parsed.length || !completesAbove(parsed[end]!);
    if (even && !repeat && closedAbove && closedBelow) {
      for (let k = i; k < end; k += 2) [order[k], order[k + 1]] = [k + 1, k];
    }
    i = Math.max(end, i + 1);
  }
  return order;
}
