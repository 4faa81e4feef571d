import { expect, it } from 'vitest';
import { formatDate } from './format-date';

it('shows a receipt date as printed and a timestamp as a date', () => {
  expect(formatDate('2026-03-04')).toBe('Mar 4, 2026');
  expect(formatDate('2026-03-04T12:00:00.000Z')).toBe('Mar 4, 2026');
  expect(formatDate('not a date')).toBe('not a date');
});
