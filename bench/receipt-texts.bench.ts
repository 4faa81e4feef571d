/**
 * Parser accuracy on English receipt texts as OCR reads them: npm run bench:receipt-texts [-- --verbose]
 * Scores items (precision, recall, F1 on product names), prices and quantities of found items, store and
 * date for the texts in bench/fixtures/receipt-texts (tuned on) and bench/fixtures/receipt-texts-holdout
 * (never tuned on). No OCR runs, so it takes well under a second.
 */
import { scoreAllTexts, summariseTexts, TEXT_FIXTURES } from '../packages/receipts/test/text-score';

const verbose = process.argv.includes('--verbose');
const HOLDOUT = new URL('fixtures/receipt-texts-holdout/', import.meta.url).pathname;
const f = (n: number): string => n.toFixed(3);
const rows: string[] = [];
for (const [set, dir] of [
  ['dev', TEXT_FIXTURES],
  ['holdout', HOLDOUT],
] as const) {
  const scores = scoreAllTexts(dir);
  // Only the texts tuned on are listed: reading the holdout's misses would turn it into a second dev set.
  for (const s of set === 'dev' && verbose ? scores : []) {
    console.log(`${s.id}: ${s.found}/${s.expected} found, ${s.predicted - s.found} extra, store ${s.store ?? '-'}${s.storeRight ? '' : ' (WRONG)'}, date ${s.date ?? '-'}${s.dateRight ? '' : ' (WRONG)'}`);
    for (const m of s.missed) console.log(`    missed ${m.name} ${m.price}`);
    for (const e of s.extra) console.log(`    extra  ${e.name} ${e.price}  <- ${e.raw}`);
    for (const w of s.wrong) console.log(`    wrong  ${w}`);
  }
  const t = summariseTexts(scores);
  rows.push(`| ${set} | ${t.receipts} | ${f(t.precision)} | ${f(t.recall)} | ${f(t.f1)} | ${f(t.priceAccuracy)} | ${f(t.quantityAccuracy)} | ${f(t.storeAccuracy)} | ${f(t.dateAccuracy)} |`);
}
console.log('| set | texts | P | R | F1 | price acc. | qty acc. | store | date |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
