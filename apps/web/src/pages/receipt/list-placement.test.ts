import { expect, it } from 'vitest';
import { opensUpward } from './list-placement';

it('opens the list downwards when it fits above the save bar', () => {
  expect(opensUpward({ top: 200, bottom: 240 }, 700)).toBe(false);
});

it('opens the list upwards for a field just above the save bar', () => {
  expect(opensUpward({ top: 620, bottom: 660 }, 704)).toBe(true);
});

it('stays downwards near the top of the window, where there is even less room above', () => {
  expect(opensUpward({ top: 90, bottom: 130 }, 300)).toBe(false);
});
