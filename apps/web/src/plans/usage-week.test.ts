import { describe, expect, it } from 'vitest';
import { usageWeek } from './usage-week';

describe('usage week', () => {
  it('starts on the Monday the server names and renews a week later, as UTC days', () => {
    expect(usageWeek('2026-07-13T00:00:00.000Z')).toEqual({ starts: 'Jul 13, 2026', renews: 'Jul 20, 2026' });
  });

  it('crosses a month and a year', () => {
    expect(usageWeek('2026-12-28T00:00:00Z')).toEqual({ starts: 'Dec 28, 2026', renews: 'Jan 4, 2027' });
  });

  it('is nothing for an unreadable date', () => {
    expect(usageWeek('next monday')).toBeNull();
  });
});
