import { formatDate } from '../ui/format-date';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * The usage week as calendar dates: weeks start Monday 00:00 UTC, so they are shown as the UTC day ('Jul 13, 2026'),
 * never as Sunday evening in a time zone west of UTC. Null for a date the server did not send in a form we can read.
 */
export function usageWeek(weekStart: string): { starts: string; renews: string } | null {
  const start = Date.parse(weekStart);
  if (Number.isNaN(start)) return null;
  const day = (time: number) => formatDate(new Date(time).toISOString().slice(0, 10));
  return { starts: day(start), renews: day(start + WEEK_MS) };
}
