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
    ['KRO LRG EGGS,18CT', { quantity: 18, unit: 'each' }],
    ['BIO EIER FREIL. 10ER', { quantity: 10, unit: 'each' }],
    ['FISCHSTAEBCHEN 15ER', { quantity: 15, unit: 'each' }],
    ['FL LARGE EGGS DOZ', { quantity: 12, unit: 'each' }],
    ['Local Eggs Dozen', { quantity: 12, unit: 'each' }],
    ['MM LG EGGS 5DZ', { quantity: 60, unit: 'each' }],
    ['EGGS LG LOOSE 15DZ', { quantity: 180, unit: 'each' }],
    ['KS CAGE FREE EGGS 2 DZ', { quantity: 24, unit: 'each' }],
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
    expect(withPackSize({ name: 'EGGS', quantity: 0.6, unit: 'kg' }, { piecesPerPack: 12 })).toEqual({ quantity: 0.6, unit: 'kg' });
  });

  // Food sold in packs of 12 (eggs): the line's count is of packs; the name may say how many are in one.
  it.each([
    ['XL EGGS', 2, 24],
    ['XL EGGS', 1, 12],
    ['EGGS 18CT', 1, 18],
    ['EGGS 30PK', 2, 60],
    ['6 EGGS', 1, 6],
    ['FREE RANGE 6 EGGS', 3, 18],
    ['NN LARGE EGGS 12 MRJ', 1, 12],
    ['ESS WR FR EGGS MED 6S', 1, 6],
    ['FL LARGE EGGS DOZ', 2, 24],
    ['EIER 10ER', 2, 20],
    ['365 OG LRG BRWN EGGS', 1, 12],
  ])('%s x %d -> %d each', (name, count, pieces) => {
    expect(withPackSize({ name, quantity: count, unit: 'each' }, { piecesPerPack: 12 })).toEqual({ quantity: pieces, unit: 'each' });
  });

  it('keeps a printed weight and does not take a width or a bread for a count', () => {
    expect(withPackSize({ name: 'FLOUR TORTILLAS 17.5OZ', quantity: 1, unit: 'each' }, { piecesPerPack: 10 })).toEqual({ quantity: 496.13, unit: 'g' });
    expect(withPackSize({ name: 'FLOUR TORTILLA 12 IN', quantity: 1, unit: 'each' }, { piecesPerPack: 10 })).toEqual({ quantity: 10, unit: 'each' });
    expect(withPackSize({ name: '12 GRAIN BAGELS', quantity: 2, unit: 'each' }, { piecesPerPack: 6 })).toEqual({ quantity: 12, unit: 'each' });
  });

  it('counts loose food as printed', () => {
    expect(withPackSize({ name: 'AVOCADO', quantity: 3, unit: 'each' })).toEqual({ quantity: 3, unit: 'each' });
  });

  it('counts packs of food whose single piece nobody buys (berries, sliced ham), unless a size is printed', () => {
    expect(withPackSize({ name: 'STRAWBERRIES', quantity: 2, unit: 'each' }, { soldInPacks: true })).toEqual({ quantity: 2, unit: 'pack' });
    expect(withPackSize({ name: 'STRAWBERRIES 1LB', quantity: 1, unit: 'each' }, { soldInPacks: true })).toEqual({ quantity: 1, unit: 'lb' });
    expect(withPackSize({ name: 'CHERRY TOM', quantity: 0.4, unit: 'kg' }, { soldInPacks: true })).toEqual({ quantity: 0.4, unit: 'kg' });
    expect(withPackSize({ name: 'LEMONS 2', quantity: 1, unit: 'each' })).toEqual({ quantity: 1, unit: 'each' });
  });
});
