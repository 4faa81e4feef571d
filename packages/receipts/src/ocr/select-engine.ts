import { execFileSync } from 'node:child_process';
import type { OcrEngine } from './ocr-engine';
import { createTesseractCliEngine } from './tesseract-cli-engine';
import { createTesseractJsEngine } from './tesseract-js-engine';

/** Languages installed for the Debian binary, or null when `tesseract` is not on PATH. */
function installedTesseractLanguages(binary: string): string[] | null {
  try {
    const out = execFileSync(binary, ['--list-langs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 10_000 });
    return out.split('\n').slice(1).map((l) => l.trim()).filter(Boolean);
  } catch {
    return null;
  }
}

let chosen: OcrEngine | undefined;

/**
 * Picks the engine once per process: the native Tesseract CLI when installed with English (German added
 * when present, for umlauts on German receipts), else tesseract.js. FORKCAST_OCR_ENGINE=tesseract-js forces the fallback.
 */
export function getOcrEngine(): OcrEngine {
  if (chosen) return chosen;
  const binary = 'tesseract';
  const langs = process.env.FORKCAST_OCR_ENGINE === 'tesseract-js' ? null : installedTesseractLanguages(binary);
  if (langs?.includes('eng')) {
    const use = langs.includes('deu') ? 'eng+deu' : 'eng';
    chosen = createTesseractCliEngine(binary, use);
  } else {
    chosen = createTesseractJsEngine();
  }
  return chosen;
}

/** Releases engine workers (tesseract.js threads keep the process alive otherwise). */
export async function closeOcrEngine(): Promise<void> {
  const engine = chosen;
  chosen = undefined;
  await engine?.close();
}
