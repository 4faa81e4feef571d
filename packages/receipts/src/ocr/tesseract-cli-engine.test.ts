import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createTesseractCliEngine } from './tesseract-cli-engine';

function hasTesseract(): boolean {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A large page of speckles: slow enough to read that a cancel lands while tesseract is still working. */
function speckledPage(width = 1400, height = 2400): { data: Buffer; width: number; height: number } {
  const data = Buffer.alloc(width * height, 255);
  let seed = 12345;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    if (seed % 7 === 0) data[i] = 0;
  }
  return { data, width, height };
}

describe.skipIf(!hasTesseract())('tesseract CLI engine', () => {
  const engine = createTesseractCliEngine('tesseract', 'eng');

  it('does not start a read that was cancelled before it began', async () => {
    const cancel = new AbortController();
    cancel.abort();
    await expect(engine.recognize(speckledPage(), { timeoutMs: 30_000, signal: cancel.signal })).rejects.toThrow(/cancelled/);
  });

  it('stops a running read when it is cancelled, well before it would finish', async () => {
    const cancel = new AbortController();
    const started = performance.now();
    const read = engine.recognize(speckledPage(), { timeoutMs: 30_000, signal: cancel.signal });
    setTimeout(() => cancel.abort(), 100);
    await expect(read).rejects.toThrow(/cancelled/);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
