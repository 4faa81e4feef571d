/**
 * Scores the text -> items path (everything read-receipt.ts does after OCR, before ingredient matching) on
 * receipt texts written as Tesseract reads phone photos (bench/fixtures/receipt-texts). An item is found when
 * its product words equal the expected name (case, punctuation and spacing aside); price and quantity are
 * then checked on the found items.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { assembleItems, type RawItem } from '../src/parse/item-assembler';
import { findPurchaseDate } from '../src/parse/purchase-date';
import { findStoreName } from '../src/parse/store-name';

export interface ExpectedItem {
  name: string;
  price: number;
  quantity?: number;
  unit?: string;
}

export interface ExpectedReceipt {
  store: string;
  date: string;
  note?: string;
  items: ExpectedItem[];
}

export interface TextScore {
  id: string;
  expected: number;
  predicted: number;
  found: number;
  pricesRight: number;
  quantitiesChecked: number;
  quantitiesRight: number;
  storeRight: boolean;
  dateRight: boolean;
  store: string | null;
  date: string | null;
  missed: ExpectedItem[];
  extra: RawItem[];
  wrong: string[];
}

export const TEXT_FIXTURES = new URL('../../../bench/fixtures/receipt-texts/', import.meta.url).pathname;

const words = (s: string): string => s.normalize('NFKD').toUpperCase().replace(/[^A-Z0-9%&]+/g, ' ').trim();
const close = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

export function scoreText(id: string, text: string, want: ExpectedReceipt): TextScore {
  const lines = text.split('\n').filter((l) => l.trim()).map((l) => ({ text: l, confidence: 90 }));
  const items = assembleItems(lines);
  const store = findStoreName(lines);
  const date = findPurchaseDate(lines.map((l) => l.text));
  const open = [...want.items];
  const score: TextScore = {
    id,
    expected: want.items.length,
    predicted: items.length,
    found: 0,
    pricesRight: 0,
    quantitiesChecked: 0,
    quantitiesRight: 0,
    storeRight: store === want.store,
    dateRight: date === want.date,
    store,
    date,
    missed: [],
    extra: [],
    wrong: [],
  };
  for (const item of items) {
    const same = open.filter((e) => words(e.name) === words(item.name));
    const hit = same.find((e) => item.price !== null && close(e.price, item.price)) ?? same[0];
    if (!hit) {
      score.extra.push(item);
      continue;
    }
    open.splice(open.indexOf(hit), 1);
    score.found++;
    if (item.price !== null && close(hit.price, item.price)) score.pricesRight++;
    else score.wrong.push(`${hit.name}: price ${item.price} (want ${hit.price})`);
    if (hit.quantity !== undefined) {
      score.quantitiesChecked++;
      if (close(hit.quantity, item.quantity) && hit.unit === item.unit) score.quantitiesRight++;
      else score.wrong.push(`${hit.name}: ${item.quantity} ${item.unit} (want ${hit.quantity} ${hit.unit})`);
    }
  }
  score.missed = open;
  return score;
}

export function scoreAllTexts(dir = TEXT_FIXTURES): TextScore[] {
  const expected = JSON.parse(readFileSync(`${dir}/expected.json`, 'utf8')) as Record<string, ExpectedReceipt>;
  const ids = readdirSync(dir).filter((f) => f.endsWith('.txt')).map((f) => f.slice(0, -4));
  return ids.map((id) => {
    const want = expected[id];
    if (!want) throw new Error(`${id}.txt has no entry in expected.json`);
    return scoreText(id, readFileSync(`${dir}/${id}.txt`, 'utf8'), want);
  });
}

export interface TextSummary {
  receipts: number;
  precision: number;
  recall: number;
  f1: number;
  priceAccuracy: number;
  quantityAccuracy: number;
  storeAccuracy: number;
  dateAccuracy: number;
}

export function summariseTexts(scores: TextScore[]): TextSummary {
  const sum = (f: (s: TextScore) => number): number => scores.reduce((t, s) => t + f(s), 0);
  const found = sum((s) => s.found);
  const precision = found / Math.max(1, sum((s) => s.predicted));
  const recall = found / Math.max(1, sum((s) => s.expected));
  return {
    receipts: scores.length,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    priceAccuracy: sum((s) => s.pricesRight) / Math.max(1, found),
    quantityAccuracy: sum((s) => s.quantitiesRight) / Math.max(1, sum((s) => s.quantitiesChecked)),
    storeAccuracy: sum((s) => (s.storeRight ? 1 : 0)) / Math.max(1, scores.length),
    dateAccuracy: sum((s) => (s.dateRight ? 1 : 0)) / Math.max(1, scores.length),
  };
}
