import { useAuth } from '../../auth/auth-context';
import { useSignInDialog } from '../../auth/sign-in-dialog-context';
import { usePlan } from '../../api/plan';
import { hasPaidAccess } from '../../plans/paid-access';
import { GetPremiumButton } from '../../plans/get-premium-button';
import { PlanCard } from '../../plans/plan-card';
import { planOffer } from '../../plans/plan-offers';
import { usePlanFigures } from '../../plans/use-plan-figures';
import { buttonStyles } from '../../ui/button-styles';
import { PageContainer } from '../../ui/page-header';
import { CurrentPlanBanner } from './current-plan-banner';
import { PricingFaq } from './pricing-faq';

export default function PricingPage() {
  const { user } = useAuth();
  const { openSignIn } = useSignInDialog();
  const { data: plan } = usePlan();
  const figures = usePlanFigures();
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
        <PlanCard plan={planOffer('free', figures.free)} isCurrent={plan?.plan_type === 'free'}>
          {!user && (
            <button type="button" onClick={openSignIn} className={`${buttonStyles.secondary} ${fullWidth}`}>
              Start for free
            </button>
          )}
        </PlanCard>

        <PlanCard plan={planOffer('premium', figures.premium)} highlighted isCurrent={isPremium}>
          {/* For a signed-in user only once the plan is known: a subscriber is never offered a second checkout. */}
          {(!user || (plan && !isPremium)) && <GetPremiumButton className={fullWidth} />}
        </PlanCard>
      </div>

      <PricingFaq />
    </PageContainer>
  );
}
