import { describe, expect, it } from 'vitest';
import { findPackSize, withPackSize } from './pack-size';

describe('findPackSize', () => {
  it.each([
    ['KS ORG 2% 4L', { quantity: 4, unit: 'l' }],
    ['WHOLE MILK 1 GAL', { quantity: 3.79, unit: 'l' }],
    ['LARGE EGGS 12 CT', { quantity: 12, unit: 'each' }],
    ['NAB OREO CKIES C/PK 5.25OZ WHSE', { quantity: 148.84, unit: 'g' }],
    ['KM BBQ-SALAD 350G', { quantity: 350, unit: 'g' }],
    ['STOLZENFELS SEKT 0,2 L', { quantity: 0.2, unit: 'l' }],
    ['Apfelsaft 1,5l', { quantity: 1.5, unit: 'l' }],
    ['rQ MANDARINEN 1kg', { quantity: 1, unit: 'kg' }],
    ['OJ 52 FL OZ', { quantity: 1537.64, unit: 'ml' }],
    ['GROUND BEEF 2 LB', { quantity: 2, unit: 'lb' }],
  ])('%s', (name, expected) => {
    expect(findPackSize(name)).toEqual(expected);
  });

  it.each(['430 XL EGGS', 'KS BAGS 60', 'BANANAS', 'MILK 2%', 'LOW FAT 1% MILK', 'CHAMP SHORT', 'COKE 0 SUGAR'])('%s has none', (name) => {
    expect(findPackSize(name)).toBeNull();
  });
});

describe('withPackSize', () => {
  it('multiplies a count of packages by the printed size', () => {
    expect(withPackSize({ name: 'MILCH 1L', quantity: 2, unit: 'each' })).toEqual({ quantity: 2, unit: 'l' });
  });

  it('leaves weighed lines alone', () => {
    expect(withPackSize({ name: 'BANANEN 1KG', quantity: 0.352, unit: 'kg' })).toEqual({ quantity: 0.352, unit: 'kg' });
  });
});
