import { describe, expect, it } from 'vitest';
import { closesAsTotal, oneDigitApart, oneDigitExtra, repairPrices } from './price-repair';
import { readItems as read } from './test-receipt-text';
const prices = (text: string) => read(text).map((i) => [i.name, i.price]);

describe('oneDigitApart and closesAsTotal', () => {
  it('tells a one-digit misreading from other differences', () => {
    expect(oneDigitApart(2.72, 2.12)).toBe(true);
    expect(oneDigitApart(5.68, 5.6)).toBe(true);
    expect(oneDigitApart(8.93, 3.98)).toBe(false);
    expect(oneDigitApart(12.5, 2.5)).toBe(false);
    expect(oneDigitApart(2.5, 2.5)).toBe(false);
  });

  it('tells an amount read with one digit too many', () => {
    expect(oneDigitExtra(41.78, 1.78)).toBe(true);
    expect(oneDigitExtra(3.495, 3.49)).toBe(false);
    expect(oneDigitExtra(12.34, 1.34)).toBe(true);
    expect(oneDigitExtra(12.34, 2.35)).toBe(false);
    expect(oneDigitExtra(1.78, 1.78)).toBe(false);
  });

  it('takes quantity x unit price for an amount read with a speck as an extra digit', () => {
    const items = [{ price: 41.78, computed: 1.78 }];
    repairPrices(items, null, { savings: 0, charges: 0, tax: 0 });
    expect(items[0]!.price).toBe(1.78);
  });

  it('closes with or without savings and tax', () => {
    const block = { savings: -1, charges: 0.1, tax: 0.5 };
    expect(closesAsTotal(10.1, 10, block)).toBe(true); // gross subtotal
    expect(closesAsTotal(9.1, 10, block)).toBe(true); // net subtotal
    expect(closesAsTotal(9.6, 10, block)).toBe(true); // total with tax
    expect(closesAsTotal(9.5, 10, block)).toBe(false);
  });

  it('keeps amounts when nothing is known to be wrong', () => {
    const items = [
      { price: 2, computed: null },
      { price: null, computed: null },
    ];
    repairPrices(items, null, { savings: 0, charges: 0, tax: 0 });
    expect(items.map((i) => i.price)).toEqual([2, null]);
  });
});

describe('price repair by arithmetic', () => {
  it('takes quantity x unit price for an amount misread by one digit', () => {
    expect(read(`
      GV SLICED PEACH 078742020161 F 2.08 N
      2 AT 1 FOR 1.00
      GV WHOLE MILK 007874235186 F 3.48 N
    `)[0]).toEqual({ name: 'GV SLICED PEACH', price: 2, quantity: 2, unit: 'each' });
    // The weight line above its item (Kroger) belongs to the item it misses by a digit.
    expect(read(`
      KRO CHICKEN TENDERS 8.99 B
      YELLOW SQUASH
      1.42 lb @ 1.49 /lb
      WT YELLOW SQUASH 2.72 B
    `)).toEqual([
      { name: 'KRO CHICKEN TENDERS', price: 8.99, quantity: 1, unit: 'each' },
      { name: 'YELLOW SQUASH', price: 2.12, quantity: 1.42, unit: 'lb' },
    ]);
  });

  it('keeps the printed amount when the subtotal confirms it', () => {
    expect(prices(`
      PEACHES 2.08
      2 AT 1 FOR 1.00
      MILK 1.00
      SUBTOTAL 3.08
    `)).toEqual([['PEACHES', 2.08], ['MILK', 1]]);
  });

  it('gives the one missing amount from the subtotal', () => {
    expect(prices(`
      MILK 2.00
      BAGELS
      EGGS 3.00
      SUBTOTAL 7.49
      TAX 0.20
      TOTAL 7.69
    `)).toEqual([['MILK', 2], ['BAGELS', 2.49], ['EGGS', 3]]);
    // Two missing amounts: the difference names neither.
    expect(prices(`
      MILK 2.00
      BAGELS
      BREAD
      EGGS 3.00
      SUBTOTAL 9.49
    `)).toEqual([['MILK', 2], ['BAGELS', null], ['BREAD', null], ['EGGS', 3]]);
  });

  it('counts savings, deposits and tax printed above the total', () => {
    // A balance is paid after savings, with the tax above it.
    expect(prices(`
      YOGURT 5.99 B
      SC KROGER SAVINGS 1.00-
      BAGELS
      BREAD 3.49 B
      CRV 0.10
      TAX .33
      **** BALANCE 11.40
    `)).toEqual([['YOGURT', 5.99], ['BAGELS', 2.49], ['BREAD', 3.49]]);
    // A subtotal may or may not have the savings taken off: with a missing amount that is ambiguous.
    expect(prices(`
      YOGURT 5.99
      Card Savings 1.00-
      BAGELS
      SUBTOTAL 11.47
    `)).toEqual([['YOGURT', 5.99], ['BAGELS', null]]);
    // A bare negative amount under an item is a saving too; SUB-TOTAL is a subtotal.
    expect(prices(`
      YOGURT 5.99
      1.00-
      BAGELS
      SUB-TOTAL 7.48
    `)).toEqual([['YOGURT', 5.99], ['BAGELS', null]]);
    expect(prices(`
      YOGURT 5.99
      1.00-
      BAGELS
      TOTAL 7.48
    `)).toEqual([['YOGURT', 5.99], ['BAGELS', 2.49]]);
    // With all amounts read, either way may close it.
    expect(prices(`
      YOGURT 5.99
      Card Savings 1.00-
      LEMONS 1.50
      2 @ 0.75
      SUBTOTAL 6.49
    `)).toEqual([['YOGURT', 5.99], ['LEMONS', 1.5]]);
  });

  it('takes quantity x unit price when it alone closes the subtotal', () => {
    expect(prices(`
      CHEDDAR 8.93
      2 @ 1.99
      MILK 1.00
      SUBTOTAL 4.98
    `)).toEqual([['CHEDDAR', 3.98], ['MILK', 1]]);
  });
});

describe('product names with total, payment and info words', () => {
  it('reads TOTAL, SUMMER, BALANCE, TENDERS and CASHEWS products and stops at the real total', () => {
    expect(prices(`
      FAGE TOTAL 0% YOGURT 5.99 B
      GM TOTAL CEREAL 4.28 B
      HILLSHIRE SUMMER SAUSAGE 4.98 B
      BALANCE BAR 1.49 B
      CHICKEN TENDERS 7.99 B
      PLANTERS CASHEWS 8.98 B
      COLGATE TOTAL 3.97 T
      SUBTOTAL 37.68
      TOTAL SAVINGS 2.68
    `)).toEqual([
      ['FAGE TOTAL 0% YOGURT', 5.99],
      ['GM TOTAL CEREAL', 4.28],
      ['HILLSHIRE SUMMER SAUSAGE', 4.98],
      ['BALANCE BAR', 1.49],
      ['CHICKEN TENDERS', 7.99],
      ['PLANTERS CASHEWS', 8.98],
      ['COLGATE TOTAL', 3.97],
    ]);
  });

  it('takes a worded total line for the total when its amount closes the sum', () => {
    expect(prices(`
      MILK 2.00
      BREAD 3.00
      TOTAL GROCERY 5.00
      EGGS 1.00
    `)).toEqual([['MILK', 2], ['BREAD', 3]]);
  });

  it('reads the same TOTAL product twice, though the second amount equals the sum', () => {
    expect(prices(`
      FAGE TOTAL 0% GREEK YOG £3.25
      FAGE TOTAL 0% GREEK YOG £3.25
      TOTAL £6.50
    `)).toEqual([['FAGE TOTAL 0% GREEK YOG', 3.25], ['FAGE TOTAL 0% GREEK YOG', 3.25]]);
  });

  it('reads a TOTAL product dearer than everything above it from what follows', () => {
    // Purchases follow it.
    expect(prices(`
      MILK 1.00
      FAGE TOTAL 0% YOGURT 5.99
      EGGS 2.00
      TOTAL 8.99
    `)).toEqual([['MILK', 1], ['FAGE TOTAL 0% YOGURT', 5.99], ['EGGS', 2]]);
    // The total under it counts it in.
    expect(prices(`
      MILK 1.00
      FAGE TOTAL 0% YOGURT 5.99
      TOTAL 6.99
    `)).toEqual([['MILK', 1], ['FAGE TOTAL 0% YOGURT', 5.99]]);
  });

  it('reads a TOTAL or SUMMER name printed above its weight and amount', () => {
    expect(read(`
      MILK 2.00
      YELLOW SUMMER SQUASH
      1.42 lb @ 1.49 /lb
      WT YELLOW SUMMER SQUASH 2.12 B
      TOTAL 4.12
    `)).toEqual([
      { name: 'MILK', price: 2, quantity: 1, unit: 'each' },
      { name: 'YELLOW SUMMER SQUASH', price: 2.12, quantity: 1.42, unit: 'lb' },
    ]);
  });

  it('reads payment and info words in the first product name when purchases follow', () => {
    expect(prices(`
      BALANCE BAR CKIE DGH 1.49
      SEA CHANGE IPA 6PK 9.99
      MILK 2.00
      TOTAL 13.48
    `)).toEqual([['BALANCE BAR CKIE DGH', 1.49], ['SEA CHANGE IPA 6PK', 9.99], ['MILK', 2]]);
  });

  it('does not take payment and points lines for products', () => {
    expect(prices(`
      MILK 2.00
      BREAD 3.00
      SUBTOTAL 5.00
      CASH 10.00
      CHANGE DUE 5.00
    `)).toEqual([['MILK', 2], ['BREAD', 3]]);
    // With the total unread, a payment line is still no purchase.
    expect(prices(`
      MILK 2.00
      BREAD 3.00
      *1234 VISA CHARGE $5.00
      ANNUAL CARD SAVINGS $ 214.37
    `)).toEqual([['MILK', 2], ['BREAD', 3]]);
  });
});
