import { Link } from 'react-router';
import { PartyPopper } from 'lucide-react';
import { buttonStyles } from '../../ui/button-styles';
import { PageContainer } from '../../ui/page-header';
import { StatusPanel } from '../../ui/status-panel';

/** Where checkout returns after payment. The plan itself switches when the payment provider confirms it to our server. */
export default function SubscriptionSuccessPage() {
  return (
    <PageContainer>
      <StatusPanel
        variant="wide"
        icon={PartyPopper}
        title="Thank you for upgrading"
        tabTitle="Thank you"
        message="Your payment went through. Premium switches on as soon as the payment provider confirms it, usually within a minute. Your dashboard shows your current plan."
      >
        <Link to="/dashboard" className={buttonStyles.primary}>
          Go to Dashboard
        </Link>
        <Link to="/upload" className={buttonStyles.secondary}>
          Upload a receipt
        </Link>
      </StatusPanel>
    </PageContainer>
  );
}
