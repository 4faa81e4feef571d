import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Nutrition100g } from '../../src/types';
import { parseCsv } from './csv';

export interface Sr28Food {
  ndbNo: string;
  description: string;
  nutrition: Nutrition100g;
}

export interface Sr28Portion {
  amount: number;
  measure: string;
  grams: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const num = (s: string | undefined) => (s ? Number(s) : 0);

/** SR28 foods by NDB number, with the seven nutrients the product uses (per 100 g edible portion). */
export function loadSr28Foods(dataDir: string): Map<string, Sr28Food> {
  const rows = parseCsv(readFileSync(join(dataDir, 'usda-sr28', 'sr28_nutrients_per100g.csv'), 'utf8'));
  return new Map(
    rows.map((r) => {
      const ndbNo = r.ndb_no ?? '';
      const food: Sr28Food = {
        ndbNo,
        description: r.long_desc ?? '',
        nutrition: {
          kcal: Math.round(num(r.energy_kcal)),
          protein: round1(num(r.protein_g)),
          fat: round1(num(r.fat_g)),
          carbs: round1(num(r.carb_g)),
          fiber: round1(num(r.fiber_g)),
          sugar: round1(num(r.sugar_g)),
          sodiumMg: Math.round(num(r.sodium_mg)),
        },
      };
      return [ndbNo, food];
    }),
  );
}

/** SR28 household portions (measure description and gram weight) by NDB number, in SR28 order. */
export function loadSr28Portions(dataDir: string): Map<string, Sr28Portion[]> {
  const rows = parseCsv(readFileSync(join(dataDir, 'usda-sr28', 'sr28_portions.csv'), 'utf8'));
  const byFood = new Map<string, Sr28Portion[]>();
  for (const r of rows) {
    const amount = num(r.amount);
    const grams = num(r.gram_weight);
    if (!(amount > 0 && grams > 0)) continue;
    const list = byFood.get(r.ndb_no ?? '') ?? [];
    list.push({ amount, measure: (r.measure_desc ?? '').trim().toLowerCase(), grams });
    byFood.set(r.ndb_no ?? '', list);
  }
  return byFood;
}
