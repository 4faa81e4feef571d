import { describe, expect, it } from 'vitest';
import { exportFileName } from './formatting';

describe('exportFileName', () => {
  it('lower-cases the plan name and replaces everything unsafe with single hyphens', () => {
    expect(exportFileName('3-Day Plan: Spaghetti, Whole Milk & Pasta', 'csv')).toBe('3-day-plan-spaghetti-whole-milk-pasta.csv');
    expect(exportFileName('Crème Brûlée / Week #2', 'json')).toBe('creme-brulee-week-2.json');
    expect(exportFileName('Sunday "Roast"', 'pdf')).toBe('sunday-roast.pdf');
  });

  it('falls back to a generic name when nothing usable is left', () => {
    expect(exportFileName('***', 'json')).toBe('meal-plan.json');
    expect(exportFileName('', 'csv')).toBe('meal-plan.csv');
  });

  it('keeps names short', () => {
    expect(exportFileName('a'.repeat(300), 'csv').length).toBeLessThanOrEqual(84);
  });
});
