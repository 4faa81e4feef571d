import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { accessToken } from './dev-sign-in';

/** A grocery receipt as a shop prints it: nine foods, one non-food line, totals. Rendered, not committed, so no binary sits in git. */
const RECEIPT_LINES: [string, string][] = [
  ['FRESHWAY MARKET', ''],
  ['123 MAIN ST  SPRINGFIELD', ''],
  ['03/14/2026  10:42', ''],
  ['', ''],
  ['BANANAS', '1.29'],
  ['WHOLE MILK 1GAL', '3.49'],
  ['LARGE EGGS 12CT', '2.99'],
  ['CHICKEN BREAST', '8.47'],
  ['BROCCOLI', '1.99'],
  ['YELLOW ONIONS', '1.49'],
  ['CARROTS 2LB', '1.79'],
  ['LONG GRAIN RICE', '2.29'],
  ['CHEDDAR CHEESE', '3.99'],
  ['PAPER TOWELS', '5.99'],
  ['', ''],
  ['SUBTOTAL', '33.78'],
  ['TAX', '0.48'],
  ['TOTAL', '34.26'],
];

/** A second shop's receipt with other food, so a user can hold two receipts that are not the same photo. */
const OTHER_RECEIPT_LINES: [string, string][] = [
  ['GREENLEAF GROCER', ''],
  ['88 OAK AVE  RIVERTON', ''],
  ['03/15/2026  18:05', ''],
  ['', ''],
  ['TOMATOES', '2.49'],
  ['POTATOES 5LB', '3.99'],
  ['GROUND BEEF', '5.99'],
  ['SPAGHETTI', '1.29'],
  ['GARLIC', '0.79'],
  ['GREEN PEPPERS', '1.50'],
  ['PLAIN YOGURT', '2.19'],
  ['DISH SOAP', '2.99'],
  ['', ''],
  ['SUBTOTAL', '21.23'],
  ['TAX', '0.30'],
  ['TOTAL', '21.53'],
];

/** The line that prints the purchase date. */
const DATE_LINE = RECEIPT_LINES.findIndex(([left]) => /^\d{2}\/\d{2}\/\d{4}/.test(left));

let rendered: Promise<Buffer> | undefined;

/** The receipt as a JPEG photo (rendered once per run). */
export function receiptJpeg(): Promise<Buffer> {
  rendered ??= renderReceipt(RECEIPT_LINES);
  return rendered;
}

/** The second shop's receipt as a JPEG photo. */
export function otherReceiptJpeg(): Promise<Buffer> {
  return renderReceipt(OTHER_RECEIPT_LINES);
}

/** The same receipt with its date line torn off, so the reader finds no purchase date. */
export function undatedReceiptJpeg(): Promise<Buffer> {
  return renderReceipt(RECEIPT_LINES.map((line, i) => (i === DATE_LINE ? ['', ''] : line)));
}

async function renderReceipt(lines: [string, string][]): Promise<Buffer> {
  const width = 640;
  const lineHeight = 38;
  const top = 60;
  const rows = lines
    .map(([left, right], i) => {
      const y = top + i * lineHeight;
      if (!right && i < 4) return `<text x="${width / 2}" y="${y}" text-anchor="middle">${left}</text>`;
      return `<text x="50" y="${y}">${left}</text><text x="${width - 50}" y="${y}" text-anchor="end">${right}</text>`;
    })
    .join('');
  const height = top + lines.length * lineHeight + 40;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fbfaf6"/><g font-family="DejaVu Sans Mono, monospace" font-size="26" fill="#222">${rows}</g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function authHeaders(page: Page) {
  return { Authorization: `Bearer ${await accessToken(page)}` };
}

/** Uploads the receipt (or another photo) through the API as the signed-in user; resolves with its id. */
export async function uploadReceiptByApi(page: Page, photo?: Buffer): Promise<string> {
  const response = await page.request.post('/api/receipts/upload', {
    headers: await authHeaders(page),
    multipart: { receipt: { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: photo ?? (await receiptJpeg()) } },
    timeout: 60_000,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { receiptId: string } }).data.receiptId;
}

/** Generates a plan from a receipt through the API; resolves with the plan id. */
export async function generatePlanByApi(page: Page, receiptId: string, days = 3): Promise<string> {
  const response = await page.request.post('/api/recipes/generate-meal-plan', {
    headers: await authHeaders(page),
    data: { receiptId, preferences: { days } },
    timeout: 60_000,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}
