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

  it('reads French from a Quebec receipt, whichever way it writes money', () => {
    expect(receiptLanguage(['IGA EXTRA', 'LAIT 2% 4L 6,29', 'OEUFS GROS 12 4,49', 'SOUS-TOTAL 10,78', 'TPS 0,00', 'TVQ 0,00'])).toBe('fr');
    expect(receiptLanguage(['PAIN BLANC 3.49', 'BEURRE SALE 5.99', 'BANANES 1.57', 'TVQ 0.00'])).toBe('fr');
  });

  it('reads French from two words of a French receipt without the taxes, accents or not', () => {
    expect(receiptLanguage(['Mercredi 12 février', 'POMMES 3.99', 'YOGOURT 4.29', 'JAMBON 5.49', 'Merci de votre visite'])).toBe('fr');
    expect(receiptLanguage(['SOUS TOTAL 13.77', 'MERCI'])).toBe('fr');
  });

  it('does not read French from one French word on an English or German receipt', () => {
    // Merci is a German chocolate brand; Mars an English chocolate bar.
    expect(receiptLanguage(['MERCI PRALINEN 2,49 A', 'BROT 2,19 A', 'MILCH 1,09 A', 'SUMME 5,77'])).toBe('de');
    expect(receiptLanguage(['MARS BAR 1.29', 'MILK 3.49', 'BREAD 2.19', 'SUBTOTAL 6.97', 'GST 0.35'])).toBe('en');
  });
});
