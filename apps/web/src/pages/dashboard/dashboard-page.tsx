import { useSearchParams } from 'react-router';
import { Crown, LockKeyhole } from 'lucide-react';
import { useAuth } from '../../auth/auth-context';
import { displayName } from '../../auth/display-name';
import { usePlan } from '../../api/plan';
import { hasPaidAccess } from '../../plans/paid-access';
import { PLAN_NAMES } from '../../plans/plan-names';
import { PageContainer } from '../../ui/page-header';
import { Tabs } from '../../ui/tabs';
import { OverviewTab } from './overview-tab';
import { ProfileTab } from './profile-tab';
import { SubscriptionTab } from './subscription-tab';
import { UsageStats } from './usage-stats';
import { UsageTab } from './usage-tab';

/** The dashboard's tabs, in order; the first opens when the address names none. */
const SECTIONS = [
  { id: 'overview', label: 'Overview', Panel: OverviewTab },
  { id: 'usage', label: 'Usage & Limits', Panel: UsageTab },
  { id: 'subscription', label: 'Subscription', Panel: SubscriptionTab },
  { id: 'profile', label: 'Profile', Panel: ProfileTab },
];

/** Spec section 2, Dashboard: greeting and plan, this week's numbers, then Overview, Usage & Limits, Subscription and Profile. */
export default function DashboardPage() {
  const { user } = useAuth();
  // The open tab lives in the address (?tab=usage), so a reload or a shared link opens the same one.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = SECTIONS.find(({ id }) => id === asked)?.id ?? 'overview';
  const selectTab = (id: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'overview') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  // The route guard normally sends visitors home first; this covers a session that ends while the page is open.
  if (!user) {
    return (
      <PageContainer>
        <div className="mx-auto max-w-md text-center">
          <LockKeyhole aria-hidden="true" className="mx-auto size-10 text-leaf-700" />
          <h1 className="mt-4 font-display text-2xl font-bold text-leaf-900">Authentication Required</h1>
          <p className="mt-2 text-muted">Please sign in to see your dashboard.</p>
        </div>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <title>Dashboard - Forkcast</title>
      <header className="mb-8 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="font-display text-3xl font-bold tracking-tight text-leaf-900 sm:text-4xl">{`Welcome back, ${displayName(user)}!`}</h1>
        <PlanBadge />
      </header>
      <UsageStats />
      <div className="mt-6 rounded-3xl bg-white px-3 pb-6 shadow-sm sm:mt-8 sm:px-8 sm:pb-8">
        <Tabs
          label="Dashboard sections"
          selected={tab}
          onSelect={selectTab}
          tabs={SECTIONS.map(({ id, label, Panel }) => ({ id, label, panel: <Panel /> }))}
        />
      </div>
    </PageContainer>
  );
}

/** The user's plan beside the greeting; nothing until it is known, so Free never flashes for a subscriber. */
function PlanBadge() {
  const { data: plan } = usePlan();
  if (!plan) return null;
  const paid = hasPaidAccess(plan);
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ${
        paid ? 'bg-honey-400/25 text-amber-900 ring-1 ring-honey-400' : 'bg-leaf-100 text-leaf-800'
      }`}
    >
      {paid && <Crown aria-hidden="true" className="size-4" />}
      <span className="sr-only">Plan: </span>
      {PLAN_NAMES[plan.plan_type]}
    </p>
  );
}
