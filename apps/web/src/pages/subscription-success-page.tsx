import { Link } from 'react-router';
import { PartyPopper } from 'lucide-react';
import { buttonStyles } from '../ui/button-styles';
import { PageContainer } from '../ui/page-header';

/** Where checkout returns after payment. The plan itself switches when the payment provider confirms it to our server. */
export default function SubscriptionSuccessPage() {
  return (
    <PageContainer>
      <title>Thank you - Forkcast</title>
      <div className="mx-auto flex max-w-lg flex-col items-center py-10 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-leaf-100 text-leaf-800">
          <PartyPopper aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-bold text-leaf-900 sm:text-4xl">Thank you for upgrading</h1>
        <p className="mt-4 text-lg text-muted">
          Your payment went through. Premium switches on as soon as the payment provider confirms it, usually within a
          minute. Your dashboard shows your current plan.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/dashboard" className={buttonStyles.primary}>
            Go to Dashboard
          </Link>
          <Link to="/upload" className={buttonStyles.secondary}>
            Upload a receipt
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
