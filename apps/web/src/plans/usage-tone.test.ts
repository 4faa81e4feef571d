import { describe, expect, it } from 'vitest';
import { usageTone } from './usage-tone';

describe('usage bar colour (one reading of spec section 9 for every view)', () => {
  it('is green below 80%', () => {
    expect(usageTone(0)).toBe('ok');
    expect(usageTone(60)).toBe('ok');
    expect(usageTone(79.9)).toBe('ok');
  });

  it('is yellow from 80% up to the limit', () => {
    expect(usageTone(80)).toBe('near');
    expect(usageTone(99.9)).toBe('near');
  });

  it('is red at the limit and beyond', () => {
    expect(usageTone(100)).toBe('reached');
    expect(usageTone(140)).toBe('reached');
  });
});
