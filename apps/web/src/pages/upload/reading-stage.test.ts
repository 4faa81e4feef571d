import { describe, expect, it } from 'vitest';
import { readingStage } from './reading-stage';

describe('the reading stage shown while a receipt is processed', () => {
  it('follows the receipt from sending to saving', () => {
    expect(readingStage(null)).toBe('Sending your photo...');
    expect(readingStage({ stage: 'receiving', ahead: 0 })).toBe('Sending your photo...');
    expect(readingStage({ stage: 'queued', ahead: 0 })).toBe('Waiting for a free reader...');
    expect(readingStage({ stage: 'working', ahead: 0 })).toBe('Reading the items on your receipt...');
    expect(readingStage({ stage: 'done', ahead: 0 })).toBe('Saving your receipt...');
  });

  it('says how many receipts wait ahead in the line', () => {
    expect(readingStage({ stage: 'queued', ahead: 1 })).toBe('Waiting for a free reader: 1 receipt ahead of yours');
    expect(readingStage({ stage: 'queued', ahead: 3 })).toBe('Waiting for a free reader: 3 receipts ahead of yours');
  });
});
