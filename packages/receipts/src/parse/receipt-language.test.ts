import { describe, expect, it } from 'vitest';
import { receiptLanguage } from './receipt-language';

describe('receiptLanguage', () => {
  it('reads English from amounts with a decimal point', () => {
    expect(receiptLanguage(['PLUMS 2.49', 'OAT MILK 3.99 F', 'BREAD 2.19', 'SUBTOTAL 8.67', 'VISA 8,67'])).toBe('en');
  });

  it('reads German from amounts with a decimal comma', () => {
    expect(receiptLanguage(['PFLAUMEN 2,49 A', 'HAFERDRINK 1,99 A', 'BROT 2,19 A', 'SUMME 6,67', 'EUR 6.67'])).toBe('de');
  });

  it('says nothing when the amounts are too few or mixed', () => {
    expect(receiptLanguage(['PLUMS 2.49', 'TOTAL 2.49'])).toBeNull();
    expect(receiptLanguage(['A 1.00', 'B 2.00', 'C 3.00', 'D 1,00', 'E 2,00'])).toBeNull();
    // Weights and codes with three decimals or more are no amounts.
    expect(receiptLanguage(['0.456 kg', '1.250 kg', '4011.000'])).toBeNull();
  });
});
