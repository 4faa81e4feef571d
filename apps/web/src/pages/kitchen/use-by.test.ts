import { describe, expect, it } from 'vitest';
import { freshness, useByText } from './use-by';

const TODAY = '2025-06-02';

describe('use-by', () => {
  it.each([
    ['2025-06-01', 'past', 'Past its use-by (Jun 1, 2025)'],
    ['2025-06-02', 'soon', 'Use today'],
    ['2025-06-03', 'soon', 'Use by tomorrow'],
    ['2025-06-04', 'fine', 'Use within 3 days (Jun 4, 2025)'],
  ] as const)('food good through %s is %s: %s', (useBy, kind, text) => {
    expect(freshness(TODAY, useBy)).toBe(kind);
    expect(useByText(TODAY, useBy)).toBe(text);
  });
});
