import type { AllowancePeriod } from '@forkcast/contracts';

const DAY_MS = 86_400_000;

/** The windows usage is counted in at one moment: the UTC week from Monday 00:00, and the UTC day. */
export interface UsageWindows {
  weekStart: Date;
  dayStart: Date;
}

export function usageWindows(now: Date): UsageWindows {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const daysSinceMonday = (dayStart.getUTCDay() + 6) % 7;
  return { weekStart: new Date(dayStart.getTime() - daysSinceMonday * DAY_MS), dayStart };
}

/** Where the window of an allowance with this period began. */
export function windowStart(windows: UsageWindows, period: AllowancePeriod): Date {
  return period === 'week' ? windows.weekStart : windows.dayStart;
}
