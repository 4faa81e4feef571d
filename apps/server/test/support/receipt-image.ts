import sharp from 'sharp';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Renders receipt lines as a clean black-on-white PNG, the way a flat, well-lit photo would read. */
export async function renderReceipt(lines: string[], format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  const lineHeight = 34;
  const width = 760;
  const height = 80 + lines.length * lineHeight;
  const text = lines
    .map((line, i) => `<text x="40" y="${60 + i * lineHeight}" xml:space="preserve">${escape(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <g font-family="DejaVu Sans Mono, monospace" font-size="24" fill="#111111">${text}</g></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

export const groceryReceiptLines = [
  '        GREEN VALLEY MARKET',
  '      1200 Main St, Springfield',
  '  04/18/2026 17:42',
  '',
  'BANANAS                    1.29',
  'WHOLE MILK 1 GAL           3.49',
  'LARGE EGGS 12 CT           2.99',
  'CHICKEN BREAST             8.47',
  'BABY SPINACH               3.99',
  'YELLOW ONIONS              1.49',
  'PAPER TOWELS               6.99',
  '',
  'SUBTOTAL                  28.71',
  'TAX                        0.56',
  'TOTAL                     29.27',
  'VISA                      29.27',
];
