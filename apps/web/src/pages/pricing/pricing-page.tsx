import { useAuth } from '../../auth/auth-context';
import { useSignInDialog } from '../../auth/sign-in-dialog-context';
import { usePlan } from '../../api/plan';
import { hasPaidAccess } from '../../plans/paid-access';
import { buttonStyles } from '../../ui/button-styles';
import { PageContainer } from '../../ui/page-header';
import { CurrentPlanBanner } from './current-plan-banner';
import { FREE_PLAN, PREMIUM_PLAN } from './plan-catalogue';
import { PlanCard } from './plan-card';
import { PricingFaq } from './pricing-faq';

export default function PricingPage() {
  const { user } = useAuth();
  const { openSignIn } = useSignInDialog();
  const { data: plan } = usePlan();
  const planType = plan?.plan_type;
  const isPremium = hasPaidAccess(plan);
  const fullWidth = `${buttonStyles.large} w-full`;

  return (
    <PageContainer>
      <title>Pricing - Forkcast</title>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="font-display text-4xl font-bold tracking-tight text-leaf-900 sm:text-5xl">Choose Your Perfect Plan</h1>
        <p className="mt-4 text-lg text-muted">
          Start free with one shop a week. Go Premium for longer plans, nutrition and export.
        </p>
      </div>

      {plan && <CurrentPlanBanner plan={plan} />}

      <div className="mx-auto mt-12 grid max-w-4xl gap-8 md:grid-cols-2">
        <PlanCard plan={FREE_PLAN} isCurrent={planType === 'free'}>
          {!user && (
            <button type="button" onClick={openSignIn} className={`${buttonStyles.secondary} ${fullWidth}`}>
              Start for free
            </button>
          )}
        </PlanCard>

        <PlanCard plan={PREMIUM_PLAN} highlighted isCurrent={isPremium}>
          {!user ? (
            <button type="button" onClick={openSignIn} className={`${buttonStyles.accent} ${fullWidth}`}>
              Get Started
            </button>
          ) : isPremium ? null : (
            // Checkout is wired up with the billing work; until then say so rather than link anywhere.
            <>
              <button type="button" disabled aria-describedby="checkout-note" className={`${buttonStyles.accent} ${fullWidth}`}>
                Get Started
              </button>
              <p id="checkout-note" className="mt-3 text-center text-sm text-muted">
                Checkout opens soon. You will not be charged before it does.
              </p>
            </>
          )}
        </PlanCard>
      </div>

      <PricingFaq />
    </PageContainer>
  );
}
