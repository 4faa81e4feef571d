import { Check } from 'lucide-react';
import { usePlan, usePlanCatalogue } from '../../api/plan';
import { useUsage } from '../../api/usage';
import { costPercent, usagePercent } from '../../plans/limit-state';
import { figuresOfPlan, planInclusions } from '../../plans/plan-offers';
import { PLAN_NAMES } from '../../plans/plan-names';
import { UsageBar } from '../../plans/usage-bar';
import { usageWeek } from '../../plans/usage-week';
import { Spinner } from '../../ui/spinner';
import { WEEKLY_OPERATIONS } from './weekly-operations';

/** Usage & Limits: the week's bars with the week's first day, today's AI cost, and what the plan includes. */
export function UsageTab() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <WeeklyUsage />
      <PlanFeatures />
    </div>
  );
}

function WeeklyUsage() {
  const { data: usage } = useUsage();
  if (!usage) return <Spinner className="size-6 text-leaf-700" label="Loading your usage" />;
  const week = usageWeek(usage.week_start);
  const cost = costPercent(usage);
  return (
    <section aria-labelledby="weekly-usage-title">
      <h2 id="weekly-usage-title" className="font-display text-xl font-bold text-leaf-900">
        Usage and limits
      </h2>
      {week && (
        <p className="mt-1 text-sm text-muted">
          Week of {week.starts} &middot; allowances renew on {week.renews}
        </p>
      )}
      <div className="mt-5 space-y-5">
        {WEEKLY_OPERATIONS.map(({ operation, label }) => {
          const counts = usage.usage_percentages[operation];
          // An allowance counted per day (configurable) says so; the spec's are weekly.
          const labelled = counts.period === 'day' ? `${label} today` : label;
          return <UsageBar key={operation} label={labelled} amount={`${counts.used} of ${counts.limit}`} percent={usagePercent(counts)} />;
        })}
        <UsageBar label="Today's AI processing" amount={`${Math.round(cost)}% of the daily limit`} percent={cost} />
      </div>
    </section>
  );
}

function PlanFeatures() {
  const { data: plan } = usePlan();
  const { data: catalogue } = usePlanCatalogue();
  if (!plan) return null;
  const lines = planInclusions(figuresOfPlan(plan, catalogue));
  return (
    <section aria-labelledby="plan-features-title" className="self-start rounded-2xl bg-cream p-5">
      <h2 id="plan-features-title" className="font-display text-lg font-bold text-leaf-900">
        Your {PLAN_NAMES[plan.plan_type]} plan includes
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {lines.map((line) => (
          <li key={line} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-600" />
            {line}
          </li>
        ))}
      </ul>
    </section>
  );
}
