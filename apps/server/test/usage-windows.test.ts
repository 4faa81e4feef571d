import { describe, expect, it } from 'vitest';
import { usageWindows } from '../src/modules/subscriptions/usage-windows.js';

const windowsAt = (iso: string) => {
  const { weekStart, dayStart } = usageWindows(new Date(iso));
  return { weekStart: weekStart.toISOString(), dayStart: dayStart.toISOString() };
};

describe('usage windows: weeks start Monday 00:00 UTC, days are UTC', () => {
  it.each([
    ['2026-05-18T00:00:00.000Z', '2026-05-18T00:00:00.000Z', '2026-05-18T00:00:00.000Z'], // Monday, the first instant
    ['2026-05-20T13:45:00.000Z', '2026-05-18T00:00:00.000Z', '2026-05-20T00:00:00.000Z'], // Wednesday
    ['2026-05-24T23:59:59.999Z', '2026-05-18T00:00:00.000Z', '2026-05-24T00:00:00.000Z'], // Sunday, the last instant
    ['2026-05-24T23:30:00.000-02:00', '2026-05-25T00:00:00.000Z', '2026-05-25T00:00:00.000Z'], // Sunday evening west of UTC: Monday in UTC
    ['2027-01-01T08:00:00.000Z', '2026-12-28T00:00:00.000Z', '2027-01-01T00:00:00.000Z'], // a week across the new year
  ])('at %s the week began %s and the day %s', (at, weekStart, dayStart) => {
    expect(windowsAt(at)).toEqual({ weekStart, dayStart });
  });
});
