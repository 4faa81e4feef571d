import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type Tesseract from 'tesseract.js';
import sharp from 'sharp';
import { ReceiptError } from '../receipt-error';
import type { OcrEngine, OcrImage, OcrResult } from './ocr-engine';
import { parseTesseractTsv } from './tesseract-tsv';

const require = createRequire(import.meta.url);

/** Loaded with the first worker: a process that reads with the native engine never pays for loading it (about 0.1 s). */
const loadTesseract = async (): Promise<typeof Tesseract> => (await import('tesseract.js')).default;

/** The 'best_int' English model shipped as an npm package, so nothing is fetched at run time. */
function englishModelPath(): string {
  const pkg = require.resolve('@tesseract.js-data/eng/package.json');
  return pkg.replace(/package\.json$/, '4.0.0_best_int');
}

/**
 * Pure-npm fallback when the Debian binary is missing: tesseract.js (WASM) in worker threads, one worker
 * per core at most, created on first use and reused. Slower (about 1.9 s per photo) but needs no system package.
 */
export function createTesseractJsEngine(): OcrEngine {
  const maxWorkers = Math.max(1, availableParallelism());
  const idle: Tesseract.Worker[] = [];
  const waiting: ((w: Tesseract.Worker) => void)[] = [];
  let created = 0;
  /** Closed while a read still ran (a probe another orientation beat): its worker is let go when it is done. */
  let closed = false;

  async function acquire(): Promise<Tesseract.Worker> {
    const ready = idle.pop();
    if (ready) return ready;
    if (created < maxWorkers) {
      created++;
      try {
        const tesseract = await loadTesseract();
        const worker = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
          langPath: englishModelPath(),
          gzip: true,
          cacheMethod: 'none',
        });
        // Raw pixels carry no resolution; 70 dpi is what Tesseract assumes anyway, stated so it does not warn on every page.
        await worker.setParameters({ tessedit_pageseg_mode: tesseract.PSM.SINGLE_BLOCK, user_defined_dpi: '70' });
        return worker;
      } catch (e) {
        created--;
        throw new ReceiptError('OCR_FAILED', `tesseract.js could not start: ${(e as Error).message}`, { cause: e });
      }
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(worker: Tesseract.Worker): void {
    if (closed) {
      created--;
      void worker.terminate().catch(() => undefined);
      return;
    }
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  }

  return {
    name: 'tesseract.js (eng best_int)',
    async recognize(image: OcrImage, { timeoutMs }): Promise<OcrResult> {
      const png = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } }).png().toBuffer();
      const worker = await acquire();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ReceiptError('OCR_TIMEOUT', `OCR took longer than ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        const result = await Promise.race([worker.recognize(png, {}, { tsv: true }), timeout]);
        release(worker);
        return parseTesseractTsv(result.data.tsv ?? '');
      } catch (e) {
        // A worker that timed out or crashed may be stuck: drop it rather than reuse it.
        created--;
        void worker.terminate().catch(() => undefined);
        const next = waiting.shift();
        if (next) void acquire().then(next);
        if (e instanceof ReceiptError) throw e;
        throw new ReceiptError('OCR_FAILED', `tesseract.js failed: ${(e as Error).message}`, { cause: e });
      } finally {
        clearTimeout(timer);
      }
    },
    async close(): Promise<void> {
      closed = true;
      const workers = idle.splice(0);
      created -= workers.length;
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
