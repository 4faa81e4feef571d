import { LockKeyhole } from 'lucide-react';
import { useAuth } from '../../auth/auth-context';
import { displayName } from '../../auth/display-name';
import { PageContainer, PageHeader } from '../../ui/page-header';
import { ProfileTab } from './profile-tab';

/**
 * Spec section 2, Dashboard. Only the Profile tab exists so far: Overview, Usage & Limits and Subscription
 * arrive with the billing work rather than as placeholders.
 */
export default function DashboardPage() {
  const { user } = useAuth();
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
      <PageHeader title={`Welcome back, ${displayName(user)}!`} />
      <div role="tablist" aria-label="Dashboard sections" className="mb-6 flex gap-2 border-b border-leaf-800/10">
        <button
          type="button"
          role="tab"
          id="tab-profile"
          aria-selected="true"
          aria-controls="panel-profile"
          className="-mb-px border-b-2 border-leaf-700 px-4 py-2 font-semibold text-leaf-900"
        >
          Profile
        </button>
      </div>
      <section id="panel-profile" role="tabpanel" aria-labelledby="tab-profile" className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
        <ProfileTab />
      </section>
    </PageContainer>
  );
}
