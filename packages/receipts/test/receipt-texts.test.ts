import { describe, expect, it } from 'vitest';
import { scoreAllTexts, summariseTexts } from './text-score';

describe('English receipt texts (bench/fixtures/receipt-texts)', () => {
  const scores = scoreAllTexts();

  it('covers about twenty receipts', () => {
    expect(scores.length).toBeGreaterThanOrEqual(20);
  });

  it('finds the purchases with their prices and quantities, and nothing else', () => {
    const t = summariseTexts(scores);
    const problems = scores.flatMap((s) => [
      ...s.missed.map((m) => `${s.id}: missed ${m.name}`),
      ...s.extra.map((e) => `${s.id}: extra ${e.raw}`),
      ...s.wrong.map((w) => `${s.id}: ${w}`),
    ]);
    // A slip or two may be tolerated as layouts are added; the figures themselves must not fall.
    expect(problems.length, problems.join('\n')).toBeLessThanOrEqual(3);
    expect(t.f1).toBeGreaterThanOrEqual(0.98);
    expect(t.priceAccuracy).toBeGreaterThanOrEqual(0.98);
    expect(t.quantityAccuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('names the store and the purchase date', () => {
    const wrong = scores.filter((s) => !s.storeRight || !s.dateRight).map((s) => `${s.id}: ${s.store} ${s.date}`);
    expect(wrong).toEqual([]);
  });
});
