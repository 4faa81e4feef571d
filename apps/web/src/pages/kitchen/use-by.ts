import { formatDate } from '../../ui/format-date';

const DAY_MS = 86_400_000;
/** Food to use today or tomorrow is flagged: the next two days. */
export const USE_SOON_DAYS = 2;

/** Whole days from `today` to `useBy` (both YYYY-MM-DD): 0 on the day itself, negative once past. */
export function daysLeft(today: string, useBy: string): number {
  return Math.round((Date.parse(`${useBy}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export type Freshness = 'past' | 'soon' | 'fine';

export function freshness(today: string, useBy: string): Freshness {
  const left = daysLeft(today, useBy);
  if (left < 0) return 'past';
  return left < USE_SOON_DAYS ? 'soon' : 'fine';
}

/** 'Use today', 'Use by tomorrow', 'Use within 5 days (Jun 7, 2025)', 'Past its use-by (Jun 1, 2025)'. */
export function useByText(today: string, useBy: string): string {
  const left = daysLeft(today, useBy);
  if (left < 0) return `Past its use-by (${formatDate(useBy)})`;
  if (left === 0) return 'Use today';
  if (left === 1) return 'Use by tomorrow';
  return `Use within ${left + 1} days (${formatDate(useBy)})`;
}
