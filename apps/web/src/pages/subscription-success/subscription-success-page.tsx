import { useSignInDialog } from '../../auth/sign-in-dialog-context';
import { PageContainer } from '../../ui/page-header';
import { ConfirmationPanel } from './confirmation-panel';
import { useSubscriptionConfirmation } from './use-subscription-confirmation';

/**
 * Where checkout returns after payment. It shows Premium only once the server confirms it (the payment provider tells
 * the server by webhook), waiting up to ten seconds for that.
 */
export default function SubscriptionSuccessPage() {
  const confirmation = useSubscriptionConfirmation();
  const { openSignIn } = useSignInDialog();
  return (
    <PageContainer>
      <ConfirmationPanel confirmation={confirmation} onSignIn={openSignIn} />
    </PageContainer>
  );
}
