import { Link } from 'react-router';
import { Clock, LogIn, PartyPopper } from 'lucide-react';
import { buttonStyles } from '../../ui/button-styles';
import { formatDate } from '../../ui/format-date';
import { Spinner } from '../../ui/spinner';
import { StatusPanel } from '../../ui/status-panel';
import type { Confirmation } from './confirmation';

function confirmedMessage(confirmation: Extract<Confirmation, { state: 'confirmed' }>): string {
  const { periodEnd, cancelAtPeriodEnd, planName } = confirmation;
  if (!periodEnd) return `Your ${planName} subscription is active.`;
  return cancelAtPeriodEnd
    ? `Your subscription is cancelled and does not renew: ${planName} stays on until ${formatDate(periodEnd)}.`
    : `Your subscription is active and renews on ${formatDate(periodEnd)}.`;
}

/** The success page's content for each step of the confirmation. */
export function ConfirmationPanel({ confirmation, onSignIn }: { confirmation: Confirmation; onSignIn: () => void }) {
  switch (confirmation.state) {
    case 'confirming':
      return (
        <StatusPanel variant="wide" title="Confirming your payment" tabTitle="Confirming payment" message="Waiting for the payment provider to confirm your subscription. This usually takes a few seconds.">
          <span role="status" className="flex items-center gap-2 text-leaf-700">
            <Spinner />
            Checking your plan...
          </span>
        </StatusPanel>
      );
    case 'confirmed':
      return (
        <StatusPanel variant="wide" icon={PartyPopper} title={`You're on ${confirmation.planName}`} message={confirmedMessage(confirmation)}>
          <Link to="/dashboard" className={buttonStyles.primary}>
            Go to Dashboard
          </Link>
          <Link to="/upload" className={buttonStyles.secondary}>
            Upload a receipt
          </Link>
        </StatusPanel>
      );
    case 'unconfirmed':
      return (
        <StatusPanel
          variant="wide"
          icon={Clock}
          title="Your payment is still being confirmed"
          tabTitle="Still confirming"
          message="The payment provider has not confirmed your subscription to us yet. Premium switches on as soon as it does, usually within a minute; your dashboard shows your current plan."
        >
          <Link to="/dashboard" className={buttonStyles.primary}>
            Go to Dashboard
          </Link>
        </StatusPanel>
      );
    case 'signed-out':
      return (
        <StatusPanel variant="wide" icon={LogIn} title="Sign in to see your plan" message="Your plan is tied to your account: sign in with the account you upgraded to see it.">
          <button type="button" className={buttonStyles.primary} onClick={onSignIn}>
            Sign In
          </button>
        </StatusPanel>
      );
  }
}
