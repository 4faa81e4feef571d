import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { buttonStyles } from '../../ui/button-styles';
import { PageContainer } from '../../ui/page-header';
import { StatusPanel } from '../../ui/status-panel';

export function ReceiptNotFound() {
  return (
    <PageContainer>
      <StatusPanel
        variant="wide"
        heading="regular"
        icon={ReceiptText}
        title="Receipt not found"
        message="This receipt doesn't exist or belongs to another account. Upload a new one to plan your meals."
      >
        <Link to="/upload" className={buttonStyles.primary}>
          Upload a receipt
        </Link>
        <Link to="/meal-plans" className={buttonStyles.secondary}>
          Your meal plans
        </Link>
      </StatusPanel>
    </PageContainer>
  );
}
