import { execFileSync } from 'node:child_process';
import type { OcrEngine } from './ocr-engine';
import { createTesseractCliEngine } from './tesseract-cli-engine';
import { createTesseractJsEngine } from './tesseract-js-engine';

/**
 * Which OCR engine reads receipts: 'auto' takes the native Tesseract command when it is installed with English
 * and tesseract.js otherwise; the other two insist on one engine.
 */
export const OCR_ENGINE_CHOICES = ['auto', 'tesseract-cli', 'tesseract-js'] as const;
export type OcrEngineChoice = (typeof OCR_ENGINE_CHOICES)[number];

const TESSERACT_BINARY = 'tesseract';

/** Languages installed for the Debian binary, or null when `tesseract` is not on PATH. */
function installedTesseractLanguages(binary: string): string[] | null {
  try {
    const out = execFileSync(binary, ['--list-langs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 10_000 });
    return out.split('\n').slice(1).map((l) => l.trim()).filter(Boolean);
  } catch {
    return null;
  }
}

/** The native engine with English (German added when present, for umlauts on German receipts), or null when it cannot read English. */
function nativeEngine(): OcrEngine | null {
  const langs = installedTesseractLanguages(TESSERACT_BINARY);
  if (!langs?.includes('eng')) return null;
  return createTesseractCliEngine(TESSERACT_BINARY, langs.includes('deu') ? 'eng+deu' : 'eng');
}

function createEngine(choice: OcrEngineChoice): OcrEngine {
  if (choice === 'tesseract-js') return createTesseractJsEngine();
  const native = nativeEngine();
  if (native) return native;
  if (choice === 'tesseract-cli') throw new Error(`OCR engine 'tesseract-cli' was chosen but the '${TESSERACT_BINARY}' command with English data is not installed`);
  return createTesseractJsEngine();
}

/** One engine per choice and process: tesseract.js workers and the language check are made once. */
const engines = new Map<OcrEngineChoice, OcrEngine>();

/** The engine for a choice, made on first use. Throws when 'tesseract-cli' is chosen and not installed. */
export function getOcrEngine(choice: OcrEngineChoice = 'auto'): OcrEngine {
  let engine = engines.get(choice);
  if (!engine) {
    engine = createEngine(choice);
    engines.set(choice, engine);
  }
  return engine;
}

/** Reads a choice as written in a setting or flag; undefined or empty means 'auto'. Throws on anything else. */
export function parseOcrEngineChoice(value: string | undefined): OcrEngineChoice {
  if (value === undefined || value === '') return 'auto';
  const choice = OCR_ENGINE_CHOICES.find((c) => c === value);
  if (!choice) throw new Error(`unknown OCR engine '${value}'; choose one of ${OCR_ENGINE_CHOICES.join(', ')}`);
  return choice;
}

/** Releases every engine made so far (tesseract.js threads keep the process alive otherwise). */
export async function closeOcrEngine(): Promise<void> {
  const made = [...engines.values()];
  engines.clear();
  await Promise.all(made.map((engine) => engine.close()));
}
