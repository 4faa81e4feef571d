import { describe, expect, it } from 'vitest';
import { thickenPrint } from './thicken-print';

const image = (rows: string[]) => ({
  width: rows[0]!.length,
  height: rows.length,
  data: Buffer.from(rows.flatMap((r) => [...r].map((c) => (c === '#' ? 0 : 255)))),
});
const pattern = (img: { width: number; data: Buffer }) =>
  Array.from({ length: img.data.length / img.width }, (_, y) => [...img.data.subarray(y * img.width, (y + 1) * img.width)].map((v) => (v < 128 ? '#' : '.')).join(''));

describe('thickenPrint', () => {
  it('closes a one-pixel gap between printer dots and grows each dot by one pixel', () => {
    const thick = thickenPrint(image(['.....', '.#.#.', '.....', '.....']));
    expect(pattern(thick)).toEqual(['.....', '.####', '.####', '.....']);
  });

  it('leaves bare paper and the image size alone', () => {
    const paper = image(['....', '....']);
    const thick = thickenPrint(paper);
    expect(pattern(thick)).toEqual(['....', '....']);
    expect([thick.width, thick.height]).toEqual([4, 2]);
  });
});
