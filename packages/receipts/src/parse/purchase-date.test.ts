import { describe, expect, it } from 'vitest';
import { findPurchaseDate } from './purchase-date';

describe('findPurchaseDate', () => {
  it.each([
    { line: '117 4782 0022 05/24/2022 1:10 PM', monthFirst: true, iso: '2022-05-24' },
    { line: '03/04/24 10:12', monthFirst: true, iso: '2024-03-04' },
    { line: '03/04/24 10:12', monthFirst: false, iso: '2024-04-03' },
    { line: '10(18107 8746 3 09:48 02.03.2020', monthFirst: false, iso: '2020-03-02' },
    { line: 'MR 2026/03/01 09:56', monthFirst: true, iso: '2026-03-01' },
    { line: 'Datum 16.05.20 Uhrzeit 10:11', monthFirst: false, iso: '2020-05-16' },
  ])('$line', ({ line, monthFirst, iso }) => {
    expect(findPurchaseDate(['TOTAL 9.99', line], { monthFirst })).toBe(iso);
  });

  it.each([
    { lines: ['WHOLE FOODS MARKET', 'Nov 21 2026 6:41 PM'], iso: '2026-11-21' },
    { lines: ['H-E-B #123', 'NOV. 21, 2026 15:41'], iso: '2026-11-21' },
    { lines: ['TESCO', '21 Nov 2026'], iso: '2026-11-21' },
  ])('reads month names: $lines.1', ({ lines, iso }) => {
    expect(findPurchaseDate(lines)).toBe(iso);
  });

  it('prefers the till date (with a time) over points, offer and return dates', () => {
    expect(findPurchaseDate(['TESCO', 'VAT NUMBER GB 220 4302 31', 'TOTAL UP TO 20/11/26 234', '21/11/26 14:32 2179 025'])).toBe('2026-11-21');
    expect(findPurchaseDate(['Returns by 02/19/2027', 'TOTAL $42.31', '11/21/2026 03:12 PM'])).toBe('2026-11-21');
  });

  it('takes no return deadline or points date for the purchase when the till date was not read', () => {
    expect(findPurchaseDate(['TESCO', 'TOTAL £4.60', 'CLUBCARD STATEMENT', 'from 19/07/19 onwards will be'])).toBeNull();
    expect(findPurchaseDate(['Returns by 02/19/2027', 'TOTAL $42.31'])).toBeNull();
  });

  it('reads slash dates day-first on British receipts, month-first on American ones', () => {
    expect(findPurchaseDate(['ASDA', 'BALANCE DUE 14.89', 'VAT NO. 245 1234 12', '03/04/26 12:12'])).toBe('2026-04-03');
    expect(findPurchaseDate(['WALMART', 'TOTAL 9.99', '03/04/26 12:12'])).toBe('2026-03-04');
    // Australian dollars: the business number (ABN) says day-first.
    expect(findPurchaseDate(['IGA', 'ABN 42 126 555 011', 'TOTAL $9.99', '03/04/2026 10:15'])).toBe('2026-04-03');
  });

  it('reads a date with a letter read for a digit', () => {
    expect(findPurchaseDate(['WALMART', '11/2l/26 14:32:07'])).toBe('2026-11-21');
    expect(findPurchaseDate(['SOBEYS', '2O26-11-21 13:48:02'])).toBe('2026-11-21');
  });

  it('rejects impossible dates and returns null without one', () => {
    expect(findPurchaseDate(['31.02.2024', 'TEL 0521/123456'], { monthFirst: false })).toBeNull();
  });
});
