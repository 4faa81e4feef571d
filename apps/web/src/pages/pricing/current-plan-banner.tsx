import type { PlanInfo } from '@forkcast/contracts';

const planNames: Record<PlanInfo['plan_type'], string> = { free: 'Free', premium: 'Premium', enterprise: 'Enterprise' };

/** Shown to subscribers: plan name, renewal date (when the subscription has a period end) and subscription status. */
export function CurrentPlanBanner({ plan }: { plan: PlanInfo }) {
  const subscription = plan.subscription;
  if (!subscription) return null;
  const active = subscription.status === 'active';
  // A subscription without a period end has no renewal date: new Date(null) would read 'January 1, 1970'.
  const periodEnd = subscription.current_period_end;
  const renews = periodEnd ? new Date(periodEnd).toLocaleDateString(undefined, { dateStyle: 'long' }) : null;
  return (
    <div className="mx-auto mt-8 flex max-w-4xl flex-wrap items-center justify-between gap-3 rounded-2xl border border-leaf-200 bg-leaf-50 px-6 py-4">
      <p>
        <span className="font-bold text-leaf-900">{planNames[plan.plan_type]} plan</span>
        {renews && <span className="text-muted"> &middot; Renews on {renews}</span>}
      </p>
      <span
        className={`rounded-full px-3 py-1 text-xs font-bold ${active ? 'bg-leaf-700 text-white' : 'bg-amber-100 text-amber-900'}`}
      >
        {active ? 'Active' : subscription.status}
      </span>
    </div>
  );
}
