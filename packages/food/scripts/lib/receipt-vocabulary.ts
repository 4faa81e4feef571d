import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReceiptToken, StoreBrand } from '../../src/receipt-vocabulary';
import { parseCsv } from './csv';

/** Abbreviation tokens from the seed list (written for this project; see the seed's PROVENANCE) and any further lists. */
export function loadReceiptTokens(dataDir: string, extraCsvPaths: string[] = []): ReceiptToken[] {
  const paths = [join(dataDir, 'receipt-abbrev', 'receipt_tokens_seed.csv'), ...extraCsvPaths];
  const rows = paths.flatMap((path) => parseCsv(readFileSync(path, 'utf8')));
  return rows.map((r) => ({
    token: (r.token ?? '').toUpperCase(),
    expansion: r.expansion ?? '',
    kind: r.kind ?? '',
    categoryHint: r.category_hint || null,
    region: r.region ?? '',
    confidence: r.confidence ?? '',
  }));
}

/**
 * Store-brand prefixes that precede the product on a receipt ('GV WHL MLK'), one row per prefix. Brands the
 * seed lists without a known prefix are skipped: there is nothing on the receipt to strip.
 */
export function loadStoreBrands(csvPaths: string[]): StoreBrand[] {
  const brands: StoreBrand[] = [];
  for (const path of csvPaths) {
    for (const r of parseCsv(readFileSync(path, 'utf8'))) {
      for (const prefix of (r.receipt_prefix_examples ?? '').split('|')) {
        const clean = prefix.trim().toUpperCase();
        if (!clean) continue;
        brands.push({
          prefix: clean,
          brand: r.brand ?? '',
          retailer: r.retailer ?? '',
          country: r.country ?? '',
          confidence: r.prefix_confidence ?? '',
        });
      }
    }
  }
  return brands;
}
