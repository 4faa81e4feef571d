/**
 * Receipt reader accuracy and speed: npm run bench:receipts [-- --verbose] [-- --losses] [-- --only blind-en|blind-en2|blind-en3|blind-en4|blind-en5|blind-en6|blind-en7|blind-en8|blind-en9|blind-en10|blind|real|synthetic|phone]
 * Scores food items (precision, recall, F1 by the rule in /work/shared/receipts/README.md), non-food rejection,
 * prices, latency per image and peak memory (this process plus its OCR child processes), for the eleven blind sets of
 * real photos (first: they are the fairest figures), English grocery receipts in bench/fixtures/receipts-blind-en,
 * receipts-blind-en2 (kept for judging only, never tuned on), receipts-blind-en3, receipts-blind-en4, receipts-blind-en5 (one
 * English photo, five German scans), receipts-blind-en6 (three North American photos), receipts-blind-en7 (one US Walmart photo), receipts-blind-en8 (eight
 * Malaysian grocery receipts printed in English), receipts-blind-en9 (Canadian, UK, US and South African photos), receipts-blind-en10 (a UK Tesco and a US Target photo), and mostly German ones in
 * bench/fixtures/receipts-blind, then the real labelled receipts in /work/shared/receipts, the synthetic fixtures in
 * bench/fixtures/receipts and the synthetic English phone photos in bench/fixtures/receipts/phone.
 * FORKCAST_OCR_ENGINE (auto, tesseract-cli, tesseract-js) picks the OCR engine, as for the server. --losses counts,
 * per set, where the missed food lines were lost (OCR, parsing or matching; bench/receipt-losses.ts), reading each
 * photo a second time for its OCR lines. --blurred reads each photo as an old or shaken phone would have taken it
 * (bench/blurred-copy.ts) instead of as it is.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { closeOcrEngine, defaultReadingContext, parseOcrEngineChoice, readReceiptWith, type ReceiptItem } from '@forkcast/receipts';
import { readReceiptText } from '../packages/receipts/src/read-receipt';
import { scoreReceipt, summarise, type LabelItem, type ReceiptScore } from '../packages/receipts/test/label-score';
import { blurredCopy } from './blurred-copy';
import { describeLosses, emptyTally, tallyLosses, tallyPrices, type LossTally } from './receipt-losses';

interface LabelFile {
  [id: string]: { store?: string; items: LabelItem[] };
}

/** Letters and digits only, lower case: 'Trader Joe's' and 'TRADER JOES' are one shop. */
const shopKey = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether the shop read names the labelled shop: one name holds the other ('Whole Foods' for 'whole foods market'). */
function sameShop(read: string, labelled: string): boolean {
  const [a, b] = [shopKey(read), shopKey(labelled)];
  return a.length >= 3 && (a.includes(b) || b.includes(a));
}

interface DataSet {
  name: string;
  imageDir: string;
  labels: LabelFile;
}

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const losses = args.includes('--losses');
const blurred = args.includes('--blurred');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const reading = defaultReadingContext(parseOcrEngineChoice(process.env.FORKCAST_OCR_ENGINE));

/** A labelled set under bench/fixtures. */
const fixture = (folder: string): string => new URL(`./fixtures/${folder}/`, import.meta.url).pathname;
const REAL_DIR = process.env.FORKCAST_RECEIPTS_DIR ?? new URL('../../shared/receipts/', import.meta.url).pathname;
const SYNTHETIC_DIR = fixture('receipts');
const PHONE_DIR = fixture('receipts/phone');

function loadSet(name: string, dir: string): DataSet | null {
  const labelPath = `${dir}/labels.json`;
  if (!existsSync(labelPath)) return null;
  return { name, imageDir: `${dir}/images`, labels: JSON.parse(readFileSync(labelPath, 'utf8')) as LabelFile };
}

/** Resident memory of this process plus the peak of each live child (the OCR processes), in bytes. */
function memoryNow(): number {
  let total = process.memoryUsage().rss;
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const children = readFileSync(`/proc/self/task/${tid}/children`, 'utf8').trim();
      for (const pid of children ? children.split(/\s+/) : []) {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
        if (hwm) total += Number(hwm[1]) * 1024;
      }
    }
  } catch {
    // A child that exits between the listing and the read is simply not counted.
  }
  return total;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface SetRun {
  scores: ReceiptScore[];
  latencies: number[];
  peakBytes: number;
  failures: number;
  /** Receipts whose shop name was read right, and read wrong (the rest show none). */
  shops: { right: number; wrong: number };
  lost: LossTally;
}

async function runSet(set: DataSet): Promise<SetRun> {
  const scores: ReceiptScore[] = [];
  const shops = { right: 0, wrong: 0 };
  const latencies: number[] = [];
  let peakBytes = 0;
  let failures = 0;
  const lost = emptyTally();
  const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, memoryNow())), 20);
  for (const [id, label] of Object.entries(set.labels)) {
    const file = readdirSync(set.imageDir).find((f) => f.startsWith(`${id}.`));
    if (!file) continue;
    const photo = readFileSync(`${set.imageDir}/${file}`);
    const bytes = blurred ? await blurredCopy(photo) : photo;
    const started = performance.now();
    let items: ReceiptItem[] = [];
    let shop: string | null = null;
    try {
      ({ items, storeName: shop } = await readReceiptWith(reading, bytes));
    } catch (e) {
      failures++;
      console.error(`  ${id}: ${(e as Error).message}`);
    }
    latencies.push(performance.now() - started);
    peakBytes = Math.max(peakBytes, memoryNow());
    const score = scoreReceipt(items, label.items);
    scores.push(score);
    if (shop && label.store) shops[sameShop(shop, label.store) ? 'right' : 'wrong']++;
    if (losses) tallyPrices(lost, score.wrongPrices.map((w) => w.predicted.price));
    if (losses && score.missed.length > 0) {
      const text = await readReceiptText(reading, bytes).catch(() => null);
      tallyLosses(lost, score.missed, items, text?.result.lines.map((l) => l.text) ?? []);
    }
    if (verbose) {
      console.log(`  ${id}: ${score.truePositives}/${score.labelledFood} food found, ${score.predictedFood - score.truePositives} wrong, shop '${shop ?? ''}', ${Math.round(latencies.at(-1)!)} ms`);
      for (const i of items) {
        const mark = !i.isFood ? '    ' : score.wrong.includes(i) ? 'WRONG' : 'food';
        console.log(`      ${mark.padEnd(5)} ${i.name.padEnd(24)} ${String(i.price).padStart(7)}  ${i.raw}`);
      }
      for (const m of score.missed) console.log(`    missed ${m.ingredient.padEnd(24)} ${String(m.price).padStart(7)}  ${m.raw}`);
      for (const { predicted, label } of score.wrongPrices) {
        console.log(`    price  ${predicted.name.padEnd(24)} ${String(predicted.price).padStart(7)}  labelled ${label.price}: ${label.raw}`);
      }
    }
  }
  clearInterval(sampler);
  return { scores, latencies, peakBytes, failures, shops, lost };
}

const sets: DataSet[] = [];
for (const [key, name, dir] of [
  ['blind-en', 'blind English photos', fixture('receipts-blind-en')],
  ['blind-en2', 'second blind English photos', fixture('receipts-blind-en2')],
  ['blind-en3', 'third blind English photos', fixture('receipts-blind-en3')],
  ['blind-en4', 'fourth blind English photos', fixture('receipts-blind-en4')],
  ['blind-en5', 'fifth blind photos (US and German)', fixture('receipts-blind-en5')],
  ['blind-en6', 'sixth blind English photos', fixture('receipts-blind-en6')],
  ['blind-en7', 'seventh blind English photo', fixture('receipts-blind-en7')],
  ['blind-en8', 'eighth blind photos (Malaysian, English)', fixture('receipts-blind-en8')],
  ['blind-en9', 'ninth blind photos', fixture('receipts-blind-en9')],
  ['blind-en10', 'tenth blind photos', fixture('receipts-blind-en10')],
  ['blind', 'blind real photos', fixture('receipts-blind')],
] as const) {
  if (only !== undefined && only !== key) continue;
  const set = loadSet(name, dir);
  if (set) sets.push(set);
}
if (only === undefined || only === 'real') {
  const real = loadSet('real photos', REAL_DIR);
  if (real) sets.push(real);
  else console.log(`Notice: no labelled real receipts at ${REAL_DIR} (the shared folder is absent); scoring the synthetic sets only.`);
}
for (const [key, name, dir] of [['synthetic', 'synthetic', SYNTHETIC_DIR], ['phone', 'phone photos', PHONE_DIR]] as const) {
  if (only !== undefined && only !== key) continue;
  const set = loadSet(name, dir);
  if (set) sets.push(set);
}

console.log(`OCR engine: ${reading.ocr.name}`);
const rows: string[][] = [];
for (const set of sets) {
  if (verbose) console.log(`${set.name}:`);
  const { scores, latencies, peakBytes, failures, shops, lost } = await runSet(set);
  if (losses) console.log(`${set.name}: ${describeLosses(lost)}`);
  const s = summarise(scores);
  const sorted = [...latencies].sort((a, b) => a - b);
  rows.push([
    set.name,
    String(s.receipts),
    s.precision.toFixed(3),
    s.recall.toFixed(3),
    s.f1.toFixed(3),
    s.nonFoodRejection.toFixed(3),
    s.priceAccuracy.toFixed(3),
    `${shops.right}/${s.receipts} (${shops.wrong} wrong)`,
    (percentile(sorted, 50) / 1000).toFixed(2),
    (percentile(sorted, 95) / 1000).toFixed(2),
    String(Math.round(peakBytes / 1024 / 1024)),
    String(failures),
  ]);
}
await closeOcrEngine();

const header = ['set', 'receipts', 'food P', 'food R', 'food F1', 'non-food rej.', 'price acc.', 'shop right', 'median s', 'p95 s', 'peak MB', 'errors'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
