import { describe, expect, it } from 'vitest';
import { plausiblePurchaseDay } from '../src/purchase-day';

describe('the day the food was bought', () => {
  it('is the printed date when it is at most two weeks before the receipt arrived', () => {
    expect(plausiblePurchaseDay('2025-06-01', '2025-06-02')).toBe('2025-06-01');
    expect(plausiblePurchaseDay('2025-05-19', '2025-06-02T10:00:00Z')).toBe('2025-05-19');
  });

  it('is the day the receipt arrived when the printed date is missing, later, or weeks or years old', () => {
    expect(plausiblePurchaseDay(null, '2025-06-02')).toBe('2025-06-02');
    expect(plausiblePurchaseDay(undefined, '2025-06-02')).toBe('2025-06-02');
    expect(plausiblePurchaseDay('2025-06-03', '2025-06-02')).toBe('2025-06-02');
    expect(plausiblePurchaseDay('2025-05-18', '2025-06-02')).toBe('2025-06-02');
    expect(plausiblePurchaseDay('2020-03-02', '2025-06-02')).toBe('2025-06-02');
  });
});
