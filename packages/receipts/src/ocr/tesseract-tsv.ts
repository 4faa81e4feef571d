import type { OcrLine, OcrResult } from './ocr-engine';

interface Word {
  key: string;
  text: string;
  conf: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Turns Tesseract's TSV output (both the CLI and tesseract.js emit it) into lines with confidences. */
export function parseTesseractTsv(tsv: string): OcrResult {
  const words: Word[] = [];
  for (const row of tsv.split('\n')) {
    const c = row.split('\t');
    if (c.length < 12 || c[0] !== '5') continue; // level 5 = word
    const text = c.slice(11).join('\t').trim();
    if (!text) continue;
    words.push({
      key: `${c[2]}:${c[3]}:${c[4]}`,
      text,
      conf: Number(c[10]),
      left: Number(c[6]),
      top: Number(c[7]),
      width: Number(c[8]),
      height: Number(c[9]),
    });
  }

  const lines: OcrLine[] = [];
  let current: Word[] = [];
  const flush = (): void => {
    if (current.length === 0) return;
    const left = Math.min(...current.map((w) => w.left));
    const top = Math.min(...current.map((w) => w.top));
    const right = Math.max(...current.map((w) => w.left + w.width));
    const bottom = Math.max(...current.map((w) => w.top + w.height));
    lines.push({
      text: current.map((w) => w.text).join(' '),
      confidence: current.reduce((sum, w) => sum + Math.max(0, w.conf), 0) / current.length,
      left,
      top,
      width: right - left,
      height: bottom - top,
    });
    current = [];
  };
  for (const w of words) {
    if (current.length > 0 && current[0]!.key !== w.key) flush();
    current.push(w);
  }
  flush();

  // Short fragments (single letters, specks) say little about orientation; long garbage says a lot.
  const telling = words.filter((w) => /[A-Za-z0-9]{2,}/.test(w.text) && w.conf >= 0);
  const meanConfidence = telling.length ? telling.reduce((s, w) => s + w.conf, 0) / telling.length : 0;
  return { lines, meanConfidence, wordCount: telling.length };
}
