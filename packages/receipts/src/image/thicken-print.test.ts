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
  it('gives each pixel the darkest of its 2x2 block up and to the left, at the edges too', () => {
    const width = 7;
    const height = 5;
    let seed = 3;
    const data = Buffer.from(Array.from({ length: width * height }, () => (seed = (seed * 75 + 74) % 65537) % 256));
    const at = (x: number, y: number) => data[Math.max(0, y) * width + Math.max(0, x)]!;
    const expected = Array.from({ length: width * height }, (_, p) => {
      const [x, y] = [p % width, Math.floor(p / width)];
      return Math.min(at(x, y), at(x - 1, y), at(x, y - 1), at(x - 1, y - 1));
    });
    expect([...thickenPrint({ data, width, height }).data]).toEqual(expected);
  });
});
