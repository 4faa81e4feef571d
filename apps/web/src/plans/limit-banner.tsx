import type { UsageOperation } from '@forkcast/contracts';
import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, Sparkles, XCircle } from 'lucide-react';
import { ProgressBar } from '../ui/progress-bar';
import type { LimitBanner as LimitBannerState } from './limit-state';
import { usageWeek } from './usage-week';

const NOUNS: Record<UsageOperation, [one: string, many: string]> = {
  receipt_processing: ['receipt upload', 'receipt uploads'],
  meal_plan_generation: ['meal plan', 'meal plans'],
};

const counted = (count: number, operation: UsageOperation) => `${count} ${NOUNS[operation][count === 1 ? 0 : 1]}`;

/** The weekly-limit banner of spec section 4 for one operation (the decision is `limitBanner`'s). */
export function LimitBanner({
  state,
  operation,
  weekStart,
  className = '',
}: {
  state: LimitBannerState;
  operation: UsageOperation;
  weekStart: string | null;
  className?: string;
}) {
  const daily = state.period === 'day';
  const when = daily ? 'today' : 'this week';
  const renews = weekStart ? usageWeek(weekStart)?.renews : undefined;

  if (state.tone === 'blocked') {
    const cost = state.reached === 'cost';
    const allowanceUsedUp = daily
      ? `Today's ${NOUNS[operation][1]} are used up. They start again tomorrow.`
      : `This week's ${NOUNS[operation][1]} are used up.${renews ? ` Your allowance renews on ${renews}.` : ''}`;
    return (
      <div role="status" className={`flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-950 ${className}`}>
        <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div className="min-w-0 flex-1">
          <p className="font-bold">{cost ? 'Daily Cost Limit Reached' : 'Usage Limit Reached'}</p>
          <p className="mt-1 text-sm">
            {cost ? "Today's AI processing allowance is used up. It starts again tomorrow." : allowanceUsedUp}
          </p>
          {state.offerUpgrade && (
            <Link
              to="/pricing"
              className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-tomato-600 px-4 py-2 text-sm font-semibold text-white hover:bg-tomato-700"
            >
              <Sparkles aria-hidden="true" className="size-4" />
              Upgrade Premium
            </Link>
          )}
        </div>
      </div>
    );
  }

  if (state.tone === 'near') {
    const percent = Math.round(state.percent);
    return (
      <div role="status" className={`flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 ${className}`}>
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 flex-1">
          <p className="font-bold">Approaching Limit</p>
          <p className="mt-1 text-sm">
            {state.nearest === 'cost'
              ? `${percent}% of today's AI processing allowance used.`
              : `${state.used} of ${counted(state.limit, operation)} used ${when}.`}
          </p>
          <ProgressBar value={state.percent} className="mt-2 h-2" fill="fill-amber-500" />
        </div>
      </div>
    );
  }

  return (
    <div role="status" className={`flex items-center gap-3 rounded-2xl border border-leaf-200 bg-leaf-50 px-4 py-3 text-leaf-900 ${className}`}>
      <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-leaf-700" />
      <p className="text-sm">
        <span className="font-bold">{counted(state.remaining, operation)} left</span> {when}
        <span className="text-muted"> (of {state.limit})</span>
      </p>
    </div>
  );
}
