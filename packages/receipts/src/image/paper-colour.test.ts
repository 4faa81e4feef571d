import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { crop, findPaper } from './paper-crop';
import { receiptLinesSvg, toGrey } from './test-page';
import type { ColourImage } from './paper-colour';

const WIDTH = 1600;
const HEIGHT = 1200;
/** A receipt running the photo's full height, as a long receipt photographed close up. */
const RECEIPT = { left: 560, top: 0, width: 480, height: HEIGHT };

/**
 * A phone photo of a receipt on a speckled grey-green table, lit from the top: the light falls off so far that
 * the shaded end of the paper is darker than the lit table, so no grey level separates them.
 */
async function speckledTablePhoto(): Promise<Buffer> {
  let seed = 12345;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const rgb = Buffer.alloc(WIDTH * HEIGHT * 3);
  // Speckles 2x2 pixels, as grains of a laminate.
  const grains = Float64Array.from({ length: (WIDTH / 2) * (HEIGHT / 2) }, () => (random() - 0.5) * 70);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const light = 1.2 - 0.75 * (y / HEIGHT) + 0.1 * (x / WIDTH);
      const onPaper = x >= RECEIPT.left && x < RECEIPT.left + RECEIPT.width;
      const grain = onPaper ? (random() - 0.5) * 6 : grains[(y >> 1) * (WIDTH / 2) + (x >> 1)]!;
      const base = onPaper ? [228, 222, 220] : [118, 136, 138];
      for (let c = 0; c < 3; c++) rgb[(y * WIDTH + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(base[c]! * light + grain)));
    }
  }
  const print = await sharp(Buffer.from(receiptLinesSvg(RECEIPT.width - 40, 34, { paper: 'none' })))
    .png()
    .toBuffer();
  return sharp(rgb, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: print, left: RECEIPT.left + 20, top: 0, blend: 'multiply' }])
    .png()
    .toBuffer();
}

async function colourOf(png: Buffer): Promise<ColourImage> {
  const { data, info } = await sharp(png).resize(400, 400, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('findPaper by colour', () => {
  it('finds a receipt on a speckled, unevenly lit table whose grey levels overlap the paper', async () => {
    const photo = await speckledTablePhoto();
    const grey = await toGrey(photo);
    expect(await findPaper(grey)).toBeNull();
    const paper = await findPaper(grey, await colourOf(photo));
    expect(paper).not.toBeNull();
    const slack = 0.03 * WIDTH + 10;
    expect(Math.abs(paper!.left - RECEIPT.left)).toBeLessThan(slack);
    expect(Math.abs(paper!.left + paper!.width - (RECEIPT.left + RECEIPT.width))).toBeLessThan(slack);
    expect(paper!.width).toBeLessThan(0.5 * WIDTH);
  });

  it('paints the table left beside the paper in the crop over in even grey, and keeps the print', async () => {
    const photo = await speckledTablePhoto();
    const grey = await toGrey(photo);
    const paper = (await findPaper(grey, await colourOf(photo)))!;
    const cropped = await crop(grey, paper);
    const spread = (fromX: number, toX: number): number => {
      let min = 255;
      let max = 0;
      for (let y = 0; y < cropped.height; y++) {
        for (let x = fromX; x < toX; x++) {
          const v = cropped.data[y * cropped.width + x]!;
          min = Math.min(min, v);
          max = Math.max(max, v);
        }
      }
      return max - min;
    };
    const paperLeft = RECEIPT.left - paper.left;
    // The table's speckle is gone a little way out from the paper's edge; the print on the paper is still there.
    expect(paperLeft).toBeGreaterThan(24);
    expect(spread(0, paperLeft - 24)).toBeLessThan(10);
    expect(spread(paperLeft + 30, paperLeft + 200)).toBeGreaterThan(100);
  });

  it('leaves a photo that the paper fills alone', async () => {
    const page = sharp(Buffer.from(receiptLinesSvg(600, 40))).png();
    const png = await page.toBuffer();
    expect(await findPaper(await toGrey(sharp(png)), await colourOf(png))).toBeNull();
  });
});
