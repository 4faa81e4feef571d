import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { buttonStyles } from '../../ui/button-styles';
import { PageContainer } from '../../ui/page-header';

export function ReceiptNotFound() {
  return (
    <PageContainer>
      <title>Receipt not found - Forkcast</title>
      <div className="mx-auto flex max-w-lg flex-col items-center py-10 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-leaf-100 text-leaf-800">
          <ReceiptText aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-bold text-leaf-900">Receipt not found</h1>
        <p className="mt-3 text-lg text-muted">
          This receipt doesn't exist or belongs to another account. Upload a new one to plan your meals.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/upload" className={buttonStyles.primary}>
            Upload a receipt
          </Link>
          <Link to="/meal-plans" className={buttonStyles.secondary}>
            Your meal plans
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
