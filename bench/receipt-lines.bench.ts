/**
 * Receipt line matching without OCR: npm run bench:receipt-lines [-- --verbose] [-- --only dev|dev2|dev3|dev4|holdout|holdout4|dev_de|holdout_de]
 * Feeds the hand-labelled English (dev, dev2, dev3, dev4, holdout, holdout4) and German (dev_de, holdout_de) product lines in
 * bench/fixtures/receipt-lines (one receipt text per store group) through the reader's own parse and match path and
 * scores food items by the rule in /work/shared/receipts/README.md. Tune on the dev sets only; the holdout sets show
 * whether a change generalises.
 */
import { readFileSync } from 'node:fs';
import { assembleItems } from '../packages/receipts/src/parse/item-assembler';
import { getIngredientMatcher } from '../packages/receipts/src/match/food-knowledge';
import { purchaseOf } from '../packages/receipts/src/match/receipt-item';
import type { ReceiptItem } from '../packages/receipts/src/types';
import { nameAccepted, scoreReceipt, summarise, type LabelItem, type ReceiptScore } from '../packages/receipts/test/label-score';

interface LineFile {
  [id: string]: { store: string; country: string; items: LabelItem[] };
}

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const FIXTURES = new URL('./fixtures/receipt-lines/', import.meta.url).pathname;
/** A clean phone photo line reads at about this Tesseract confidence. */
const OCR_CONFIDENCE = 90;

/** The steps readReceipt runs after OCR: group lines into purchases, match each, drop unpriced unknown names. */
function readLines(texts: string[]): ReceiptItem[] {
  const matcher = getIngredientMatcher();
  const lines = texts.map((text) => ({ text, confidence: OCR_CONFIDENCE }));
  return assembleItems(lines).flatMap((raw) => purchaseOf(raw, matcher) ?? []);
}

const samePrice = (label: LabelItem, item: ReceiptItem): boolean => item.price !== null && Math.abs(Number(label.price) - item.price) < 0.005;

/** Why each label was lost: the prediction at its price, if any (prices are unique within a fixture receipt). */
function explain(labels: LabelItem[], items: ReceiptItem[]): string[] {
  const out: string[] = [];
  for (const label of labels) {
    const item = items.find((i) => samePrice(label, i));
    const raw = label.raw.replace(/\n/g, ' / ');
    const got = item ? `${item.isFood ? 'food' : 'not food'} '${item.name}'` : 'no item';
    if (label.food && !(item?.isFood && nameAccepted(item.name, label))) out.push(`    miss   ${raw.padEnd(48)} want '${label.ingredient}', got ${got}`);
    else if (!label.food && item?.isFood) out.push(`    leak   ${raw.padEnd(48)} non-food '${label.ingredient}', got ${got}`);
  }
  const stray = items.filter((i) => i.isFood && !labels.some((l) => samePrice(l, i)));
  for (const i of stray) out.push(`    extra  ${i.raw.padEnd(48)} '${i.name}' at ${i.price}`);
  return out;
}

const started = performance.now();
const rows: string[][] = [];
for (const set of ['dev', 'dev2', 'dev3', 'dev4', 'holdout', 'holdout4', 'dev_de', 'holdout_de']) {
  if (only && only !== set) continue;
  const file = JSON.parse(readFileSync(`${FIXTURES}${set}.json`, 'utf8')) as LineFile;
  const scores: ReceiptScore[] = [];
  let lines = 0;
  for (const [id, receipt] of Object.entries(file)) {
    const items = readLines(receipt.items.flatMap((l) => l.raw.split('\n')));
    scores.push(scoreReceipt(items, receipt.items));
    lines += receipt.items.length;
    if (verbose && set.startsWith('dev')) {
      const misses = explain(receipt.items, items);
      if (misses.length) console.log(`  ${id} (${receipt.store}):\n${misses.join('\n')}`);
    }
  }
  const s = summarise(scores);
  const food = scores.reduce((n, r) => n + r.labelledFood, 0);
  rows.push([set, String(lines), String(food), s.precision.toFixed(3), s.recall.toFixed(3), s.f1.toFixed(3), s.nonFoodRejection.toFixed(3)]);
}

const header = ['set', 'lines', 'food', 'food P', 'food R', 'food F1', 'non-food rej.'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const row = (cells: string[]): string => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(row(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(row(r));
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
