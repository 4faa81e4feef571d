import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcrEngine, readReceipt, toStoredImage } from '../src/index';

const fixture = (name: string) => readFileSync(new URL(`../../../bench/fixtures/receipts/images/${name}`, import.meta.url));

describe('readReceipt on rendered receipt photos', () => {
  afterAll(() => closeOcrEngine());

  it('reads a UK receipt: store, date, food with prices and quantities, household goods flagged, bag fee set aside', async () => {
    const receipt = await readReceipt(fixture('tesco_41_upright.jpg'));
    expect(receipt.storeName).toBe('Tesco');
    expect(receipt.purchasedAt).toMatch(/^2024-\d\d-\d\d$/);
    const byId = new Map(receipt.items.map((i) => [i.ingredientId, i]));
    expect(byId.get('egg')).toMatchObject({ price: 7.44, isFood: true });
    // Two tins of 415 g: the package size on the line turns the count into what was bought.
    expect(byId.get('baked-beans')).toMatchObject({ price: 8.08, quantity: 830, unit: 'g', isFood: true });
    expect(byId.get('carrot')).toMatchObject({ price: 1.47, quantity: 0.699, unit: 'kg', isFood: true });
    const fairy = receipt.items.find((i) => /FAIRY/.test(i.raw));
    expect(fairy?.isFood).toBe(false);
    expect(receipt.items.some((i) => /BAG FOR LIFE|Clubcard|TOTAL/i.test(i.raw))).toBe(false);
    for (const item of receipt.items) {
      expect(item.confidence).toBeGreaterThanOrEqual(0);
      expect(item.confidence).toBeLessThanOrEqual(1);
    }
  }, 120_000);

  it('reads a receipt photographed upside down', async () => {
    const receipt = await readReceipt(fixture('kroger_22_turned180.jpg'));
    expect(receipt.storeName).toBe('Kroger');
    const food = receipt.items.filter((i) => i.isFood).map((i) => i.ingredientId);
    expect(food).toEqual(expect.arrayContaining(['onion', 'roma-tomato', 'lemon', 'salmon']));
    expect(receipt.items.find((i) => i.ingredientId === 'lemon')).toMatchObject({ quantity: 2, price: 8.34 });
  }, 120_000);

  it('stores a sideways photo upright: the kept copy is portrait and reads without turning', async () => {
    const sideways = fixture('walmart_12_turned90.jpg');
    const before = await sharp(sideways).metadata();
    expect(before.width).toBeGreaterThan(before.height); // the receipt lies on its side, with no EXIF tag to say so
    const receipt = await readReceipt(sideways);
    expect(receipt.rotation).toBe(270);

    const stored = await toStoredImage(sideways, { rotation: receipt.rotation });
    const after = await sharp(stored.bytes).metadata();
    expect([after.width, after.height]).toEqual([before.height, before.width]);
    const again = await readReceipt(stored.bytes);
    expect(again.rotation).toBe(0);
    expect(again.storeName).toBe('Walmart');
    const food = receipt.items.filter((i) => i.isFood);
    expect(food.length).toBeGreaterThan(3);
    expect(again.items.filter((i) => i.isFood).map((i) => i.ingredientId)).toEqual(food.map((i) => i.ingredientId));
  }, 120_000);
});
