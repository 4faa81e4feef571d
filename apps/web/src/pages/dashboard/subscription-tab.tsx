import type { ReactNode } from 'react';
import { CreditCard } from 'lucide-react';
import { usePlan } from '../../api/plan';
import { useCurrentSubscription, useOpenBillingPortal } from '../../api/subscriptions';
import { GetPremiumButton } from '../../plans/get-premium-button';
import { hasPaidAccess } from '../../plans/paid-access';
import { PlanCard } from '../../plans/plan-card';
import { planOffer } from '../../plans/plan-offers';
import { PLAN_NAMES } from '../../plans/plan-names';
import { SubscriptionStatusBadge } from '../../plans/subscription-status-badge';
import { usePlanFigures } from '../../plans/use-plan-figures';
import { buttonStyles } from '../../ui/button-styles';
import { formatDate } from '../../ui/format-date';
import { Spinner } from '../../ui/spinner';

/** Subscription: its details and the billing portal for subscribers; Free against Premium, with the way up for everyone else. */
export function SubscriptionTab() {
  return (
    <div className="space-y-10">
      <SubscriptionDetails />
      <PlanComparison />
    </div>
  );
}

function SubscriptionDetails() {
  const { data: plan } = usePlan();
  const subscription = useCurrentSubscription();
  const portal = useOpenBillingPortal();
  if (!plan || subscription.isPending) return <Spinner className="size-6 text-leaf-700" label="Loading your subscription" />;
  const current = subscription.data;
  const periodEnd = current?.current_period_end;

  const rows: [string, ReactNode][] = [['Plan', PLAN_NAMES[plan.plan_type]]];
  if (current) {
    rows.push(['Status', <SubscriptionStatusBadge key="status" status={current.status} />]);
    // A subscription set to cancel ends with its period instead of renewing.
    if (periodEnd) rows.push([current.cancel_at_period_end ? 'Ends on' : 'Renews on', formatDate(periodEnd)]);
    rows.push(['Cancels at period end', current.cancel_at_period_end ? 'Yes' : 'No']);
  }

  return (
    <section aria-labelledby="subscription-details-title">
      <h2 id="subscription-details-title" className="font-display text-xl font-bold text-leaf-900">
        Subscription details
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="mt-0.5 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {subscription.isError && <p className="mt-4 text-sm text-red-800">Could not load your subscription.</p>}
      {current ? (
        <div className="mt-6">
          <button
            type="button"
            onClick={() => portal.mutate()}
            disabled={portal.isPending || portal.isSuccess}
            className={buttonStyles.primary}
          >
            {portal.isPending || portal.isSuccess ? <Spinner /> : <CreditCard aria-hidden="true" className="size-4" />}
            Manage Billing
          </button>
          {portal.isError && (
            <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              Failed to access billing portal
            </p>
          )}
        </div>
      ) : (
        !subscription.isError && <p className="mt-4 text-muted">You have no subscription: Premium is one step away.</p>
      )}
    </section>
  );
}

function PlanComparison() {
  const { data: plan } = usePlan();
  const figures = usePlanFigures();
  const paid = hasPaidAccess(plan);
  return (
    <section aria-labelledby="plan-comparison-title">
      <h2 id="plan-comparison-title" className="font-display text-xl font-bold text-leaf-900">
        {paid ? 'Your plan compared' : 'Upgrade to Premium'}
      </h2>
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <PlanCard plan={planOffer('free', figures.free)} isCurrent={plan?.plan_type === 'free'} />
        <PlanCard plan={planOffer('premium', figures.premium)} highlighted isCurrent={paid}>
          {plan && !paid && <GetPremiumButton className={`${buttonStyles.large} w-full`} />}
        </PlanCard>
      </div>
    </section>
  );
}
