import { useAuth } from '../auth/auth-context';
import { useSignInDialog } from '../auth/sign-in-dialog-context';
import { useStartCheckout } from '../api/subscriptions';
import { useToast } from '../toast/toast-provider';
import { buttonStyles } from '../ui/button-styles';
import { Spinner } from '../ui/spinner';

/**
 * Premium's 'Get Started': a visitor is asked to sign in first; a signed-in user goes to the hosted checkout
 * (spec sections 2 and 7). It stays disabled once the checkout address has come back, while the browser leaves.
 */
export function GetPremiumButton({ className = '' }: { className?: string }) {
  const { user } = useAuth();
  const { openSignIn } = useSignInDialog();
  const checkout = useStartCheckout();
  const toast = useToast();
  const busy = checkout.isPending || checkout.isSuccess;

  function start() {
    if (!user) {
      openSignIn();
      return;
    }
    checkout.mutate(undefined, { onError: () => toast.error('Failed to create checkout session') });
  }

  return (
    <button type="button" onClick={start} disabled={busy} className={`${buttonStyles.accent} ${className}`}>
      {busy && <Spinner />}
      Get Started
    </button>
  );
}
