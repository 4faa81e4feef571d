import type { PlanInfo } from '@forkcast/contracts';
import { PLAN_NAMES } from '../../plans/plan-names';
import { SubscriptionStatusBadge } from '../../plans/subscription-status-badge';
import { formatDate } from '../../ui/format-date';

/** Shown to subscribers: plan name, renewal date (when the subscription has a period end) and subscription status. */
export function CurrentPlanBanner({ plan }: { plan: PlanInfo }) {
  const subscription = plan.subscription;
  if (!subscription) return null;
  // A subscription without a period end has no renewal date: new Date(null) would read 'January 1, 1970'.
  const periodEnd = subscription.current_period_end;
  return (
    <div className="mx-auto mt-8 flex max-w-4xl flex-wrap items-center justify-between gap-3 rounded-2xl border border-leaf-200 bg-leaf-50 px-6 py-4">
      <p>
        <span className="font-bold text-leaf-900">{PLAN_NAMES[plan.plan_type]} plan</span>
        {periodEnd && <span className="text-muted"> &middot; Renews on {formatDate(periodEnd)}</span>}
      </p>
      <SubscriptionStatusBadge status={subscription.status} />
    </div>
  );
}
