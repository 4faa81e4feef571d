import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('FORKCAST_OCR_ENGINE', () => {
  it('defaults to picking the engine automatically and accepts the engines the reader knows', () => {
    expect(loadConfig({}).ocrEngine).toBe('auto');
    expect(loadConfig({ FORKCAST_OCR_ENGINE: 'tesseract-js' }).ocrEngine).toBe('tesseract-js');
    expect(loadConfig({ FORKCAST_OCR_ENGINE: 'tesseract-cli' }).ocrEngine).toBe('tesseract-cli');
  });

  it('stops the start on an engine it does not know, naming the variable', () => {
    expect(() => loadConfig({ FORKCAST_OCR_ENGINE: 'paddle' })).toThrow(/FORKCAST_OCR_ENGINE/);
  });
});
