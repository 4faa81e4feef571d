import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { useRecentReceipt } from '../../api/receipts';
import { storeLabel } from '../../receipts/store-label';
import { receiptDateText } from '../../receipts/receipt-date';

/** A short line about the latest receipt with a way to check its items before planning. */
export function LatestReceiptStrip() {
  const { data: receipt } = useRecentReceipt();
  if (!receipt) return null;
  const food = receipt.extracted_ingredients.filter((item) => item.is_food).length;
  return (
    <p className="mb-6 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl border border-leaf-800/10 bg-white px-4 py-3 text-sm">
      <ReceiptText aria-hidden="true" className="size-4 text-leaf-700" />
      <span className="text-muted">Latest receipt:</span>
      <span className="font-semibold text-ink">{storeLabel(receipt)}</span>
      <span className="text-muted">
        · {receiptDateText(receipt)} · {food} food {food === 1 ? 'item' : 'items'}
      </span>
      <Link to={`/receipts/${receipt.id}`} className="font-semibold text-leaf-800 underline underline-offset-2 hover:text-leaf-900 sm:ml-auto">
        Review items
      </Link>
    </p>
  );
}
