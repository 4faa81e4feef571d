import sharp, { type Sharp } from 'sharp';
import type { GreyImage } from './grey-image';

const WORDS = ['MILK', 'BREAD 800G', 'BANANAS', 'CHEDDAR', 'EGGS 12CT', 'SPINACH', 'RICE 1KG', 'BUTTER', 'TOMATOES', 'ONIONS'];

/** Test picture: receipt-like lines of print (name left, price right) on light paper, as an SVG string. */
export function receiptLinesSvg(width: number, lines: number, options: { paper?: string; ink?: string } = {}): string {
  const rows = Array.from({ length: lines }, (_, i) => {
    const y = 40 + i * 34;
    return `<text x="30" y="${y}">${WORDS[i % WORDS.length]}</text><text x="${width - 30}" y="${y}" text-anchor="end">${(1.29 + i * 0.73).toFixed(2)}</text>`;
  });
  const height = 40 + lines * 34;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${options.paper ?? '#f2f2f2'}"/>
<g font-family="DejaVu Sans Mono" font-size="24" fill="${options.ink ?? '#262626'}">${rows.join('')}</g></svg>`;
}

export async function toGrey(input: Buffer | Sharp): Promise<GreyImage> {
  const pipeline = Buffer.isBuffer(input) ? sharp(input) : input;
  const { data, info } = await pipeline.greyscale().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
