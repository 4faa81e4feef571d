import { describe, expect, it } from 'vitest';
import type { OcrImage, OcrLine, OcrResult } from './ocr-engine';
import { rereadFaintAmounts, withRereadAmount } from './reread-faint-amounts';
import { recordingEngine } from './test-engine';

const WIDTH = 400;
const line = (text: string, top: number, width = 380, confidence = 90): OcrLine => ({ text, confidence, left: 10, top, width, height: 36 });
const result = (lines: OcrLine[]): OcrResult => ({ lines, meanConfidence: 80, wordCount: lines.length * 3 });
/** A page of light grey (show-through) with one dark row: the re-read must see the grey as white and the print as print. */
function page(): OcrImage {
  const data = Buffer.alloc(WIDTH * 600, 210);
  data.fill(100, WIDTH * 170, WIDTH * 171);
  return { data, width: WIDTH, height: 600 };
}

const receipt = (garbled: OcrLine): OcrResult =>
  result([
    ...['MILK 1.29 C', 'BREAD 2.49 C', 'EGGS 3.99 C', 'RICE 1.99 C', 'TEA 4.50 C'].map((t, k) => line(t, 40 * k)),
    garbled,
    line('OATS 2.10 C', 240),
    line('SUMME 18.71', 280),
    line('MASTERCARD EUR 18 , 71', 320),
  ]);

describe('withRereadAmount', () => {
  it("keeps the line's own name and takes the amount the re-read closes with", () => {
    expect(withRereadAmount('GUT BIO JOGHURT PUR Oy donob', 'GUT BIO JOGHURT PUR 0,35 C')).toBe('GUT BIO JOGHURT PUR 0,35 C');
    // The re-read misread the name (CNTRV); the first reading of it stays.
    expect(withRereadAmount('284130077 CNTRY CROCK FN 2. Le', '284130077 =» CNTRV CROCK «FN $2.19')).toBe('284130077 CNTRY CROCK FN $2.19');
    expect(withRereadAmount('FAIR TRADE BIO TEE FS lias &', '| FAIR TRADE BIO TEE FS 1,39 C |')).toBe('FAIR TRADE BIO TEE FS 1,39 C');
  });

  it('takes nothing from a re-read that closes with no amount, with a size, or names another product', () => {
    expect(withRereadAmount('GUT BIO JOGHURT PUR Oy donob', 'GUT BIO JOGHURT PUR Ou G')).toBeNull();
    expect(withRereadAmount('COCA COLA MINICAN 7.5Z 6PK', 'COCA COLA MINICAN 7.52 6PK')).toBeNull();
    expect(withRereadAmount('GUT BIO JOGHURT PUR Oy donob', 'FRISCHKASE KREATION 0,99 C')).toBeNull();
    // '36,20' is one amount, not '6,20' after a stray 3.
    expect(withRereadAmount('BIO TEE 36 , 20', 'BIO TEE 36,20')).toBe('BIO TEE 36,20');
  });
});

describe('rereadFaintAmounts', () => {
  it('re-reads a purchase line that reached the amount column but read no amount, whitened and as it is', async () => {
    const images: OcrImage[] = [];
    const engine = recordingEngine((img) => {
      images.push(img);
      return result([line('GUT BIO JOGHURT PUR 0,35 C', 9), line('GUT BIO JOGHURT PUR 0,85 C', 117)]);
    });
    const garbled = line('GUT BIO JOGHURT PUR Oy donob', 160, 380, 40);
    const repaired = await rereadFaintAmounts(engine, page(), receipt(garbled), { timeoutMs: 1000 });
    // The whitened strip's reading wins over the plain one's.
    expect([...repaired.keys()]).toEqual([garbled]);
    expect(repaired.get(garbled)).toEqual({ ...garbled, text: 'GUT BIO JOGHURT PUR 0,35 C' });
    // Two strips of the line's 36 rows and 9 either side, 54 blank rows after each: the whitened copy first, its grey
    // white and its dark row (row 170, strip row 19) still dark; then the copy as it is.
    expect(engine.heights).toEqual([4 * 54]);
    expect(images[0]!.data[0]).toBe(255);
    expect(images[0]!.data[19 * WIDTH]).toBeLessThan(200);
    expect(images[0]!.data[108 * WIDTH]).toBe(210);
  });

  it("takes the plain strip's amount when the whitened strip closes with none", async () => {
    const engine = recordingEngine(() => result([line('GUT BIO JOGHURT PUR Ou G', 9), line('GUT BIO JOGHURT PUR 0,35 C', 117)]));
    const garbled = line('GUT BIO JOGHURT PUR Oy donob', 160, 380, 40);
    const repaired = await rereadFaintAmounts(engine, page(), receipt(garbled), { timeoutMs: 1000 });
    expect(repaired.get(garbled)?.text).toBe('GUT BIO JOGHURT PUR 0,35 C');
  });

  it('leaves alone a name line that ends short of the amount column, and lines below the total', async () => {
    const engine = recordingEngine(() => result([line('BANANAS 1.19', 9)]));
    const nameOnly = receipt(line('BANANAS YELLOW', 160, 180, 40));
    const repaired = await rereadFaintAmounts(engine, page(), nameOnly, { timeoutMs: 1000 });
    expect(engine.heights).toEqual([]);
    expect(repaired.size).toBe(0);
  });

  it('keeps the line as read when the re-read finds no amount either', async () => {
    const engine = recordingEngine(() => result([line('GUT BIO JOGHURT PUR Gon', 9)]));
    const repaired = await rereadFaintAmounts(engine, page(), receipt(line('GUT BIO JOGHURT PUR Oy donob', 160, 380, 40)), { timeoutMs: 1000 });
    expect(engine.heights).toHaveLength(1);
    expect(repaired.size).toBe(0);
  });
});
