/**
 * npm run -s extract -- <image> [<image> ...]
 * Prints one JSON object per image and line: the receipt, or { file, error } for a file that cannot be read.
 * FORKCAST_OCR_ENGINE (auto, tesseract-cli, tesseract-js) picks the OCR engine, as for the server.
 */
import { readFile } from 'node:fs/promises';
import { defaultReadingContext } from './default-context';
import { closeOcrEngine, parseOcrEngineChoice } from './ocr/select-engine';
import { readReceiptWith, type ReadingContext } from './read-receipt';
import { ReceiptError } from './receipt-error';

async function extract(reading: ReadingContext, file: string): Promise<Record<string, unknown>> {
  const started = performance.now();
  try {
    const receipt = await readReceiptWith(reading, await readFile(file));
    return {
      file,
      store_name: receipt.storeName,
      purchased_at: receipt.purchasedAt,
      rotation: receipt.rotation,
      items: receipt.items.map((i) => ({
        raw: i.raw,
        ingredient: i.ingredientId,
        name: i.name,
        quantity: i.quantity,
        unit: i.unit,
        price: i.price,
        confidence: i.confidence,
        is_food: i.isFood,
      })),
      ...(receipt.warnings.length ? { warnings: receipt.warnings } : {}),
      ms: Math.round(performance.now() - started),
    };
  } catch (e) {
    if (e instanceof ReceiptError) return { file, error: e.message, code: e.code };
    const code = (e as NodeJS.ErrnoException).code;
    return { file, error: code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'not a file' : String((e as Error).message ?? e) };
  }
}

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('usage: npm run -s extract -- <image> [<image> ...]\n');
  process.exitCode = 2;
} else {
  const reading = defaultReadingContext(parseOcrEngineChoice(process.env.FORKCAST_OCR_ENGINE));
  for (const file of files) process.stdout.write(`${JSON.stringify(await extract(reading, file))}\n`);
  await closeOcrEngine();
}
