import { Link } from 'react-router';
import { CalendarRange, Upload } from 'lucide-react';
import { useCurrentSubscription } from '../../api/subscriptions';
import { useUsage } from '../../api/usage';
import { usagePercent } from '../../plans/limit-state';
import { PLAN_NAMES } from '../../plans/plan-names';
import { SubscriptionStatusBadge } from '../../plans/subscription-status-badge';
import { UsageBar } from '../../plans/usage-bar';
import { buttonStyles } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import { KitchenChart } from './kitchen-chart';
import { WEEKLY_OPERATIONS } from './weekly-operations';

/** Overview: this week's activity against the allowance, the subscription's status, and the two things to do next. */
export function OverviewTab() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <section aria-labelledby="activity-title">
        <h2 id="activity-title" className="font-display text-xl font-bold text-leaf-900">
          This week's activity
        </h2>
        <ActivityBars />
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/upload" className={buttonStyles.primary}>
            <Upload aria-hidden="true" className="size-4" />
            Upload Receipt
          </Link>
          <Link to="/meal-plans" className={buttonStyles.secondary}>
            <CalendarRange aria-hidden="true" className="size-4" />
            View Meal Plans
          </Link>
        </div>
        <KitchenChart />
      </section>
      <SubscriptionStatus />
    </div>
  );
}

function ActivityBars() {
  const { data: usage } = useUsage();
  if (!usage) return <Spinner className="mt-4 size-6 text-leaf-700" label="Loading your usage" />;
  return (
    <div className="mt-4 space-y-5">
      {/* The week's counts against what a week can hold; the Usage & Limits tab shows each allowance in its own window. */}
      {WEEKLY_OPERATIONS.map(({ operation, label, weeklyLimit }) => {
        const used = usage.usage[operation].count;
        const limit = usage.plan_limits[weeklyLimit];
        return <UsageBar key={operation} label={label} amount={`${used} of ${limit}`} percent={usagePercent({ used, limit })} />;
      })}
    </div>
  );
}

/** The newest subscription's status: 'active' in the success style, anything else as a warning (spec section 4). */
function SubscriptionStatus() {
  const { data: subscription, isPending, isError } = useCurrentSubscription();
  return (
    <section aria-labelledby="status-title" className="self-start rounded-2xl bg-cream p-5">
      <h2 id="status-title" className="font-display text-lg font-bold text-leaf-900">
        Subscription status
      </h2>
      {isPending ? (
        <Spinner className="mt-3 size-5 text-leaf-700" label="Loading your subscription" />
      ) : isError ? (
        <p className="mt-2 text-sm text-red-800">Could not load your subscription.</p>
      ) : subscription ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="font-semibold">{PLAN_NAMES[subscription.plan_type]}</span>
          <SubscriptionStatusBadge status={subscription.status} />
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">You are on the Free plan, with no subscription.</p>
          <Link to="/pricing" className="mt-3 inline-block text-sm font-semibold text-leaf-800 underline underline-offset-2">
            See what Premium adds
          </Link>
        </>
      )}
    </section>
  );
}
