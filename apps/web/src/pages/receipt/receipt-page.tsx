import { useParams } from 'react-router';
import { useReceipt } from '../../api/receipts';
import { isNotFound } from '../../api/client';
import { buttonStyles } from '../../ui/button-styles';
import { PageContainer, PageHeader } from '../../ui/page-header';
import { PageSpinner } from '../../ui/spinner';
import { ReceiptEditor } from './receipt-editor';
import { ReceiptNotFound } from './receipt-not-found';

/** Receipt review (beyond the spec): check what was read, fix it, then plan meals from it. */
export default function ReceiptPage() {
  const { receiptId } = useParams();
  const receipt = useReceipt(receiptId);

  if (receipt.isPending) return <PageSpinner />;
  if (receipt.isError) {
    if (isNotFound(receipt.error)) return <ReceiptNotFound />;
    return (
      <PageContainer>
        <PageHeader title="Receipt">Could not load receipt data</PageHeader>
        <button type="button" onClick={() => receipt.refetch()} className={buttonStyles.secondary}>
          Try again
        </button>
      </PageContainer>
    );
  }
  // Saving replaces the items (new ids), and the editor starts over from what was stored.
  const version = receipt.data.extracted_ingredients.map((item) => item.id).join();
  return <ReceiptEditor key={`${receipt.data.id}:${version}`} receipt={receipt.data} />;
}
