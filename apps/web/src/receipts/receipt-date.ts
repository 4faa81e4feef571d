import type { Receipt } from '@forkcast/contracts';
import { formatDate } from '../ui/format-date';

/**
 * When a receipt is from, mid-sentence: 'bought Mar 14, 2026' when the date printed on it was read, otherwise the upload
 * day, said to be a stand-in so nobody takes it for the date on the paper.
 */
export function receiptDateText(receipt: Pick<Receipt, 'purchased_at' | 'created_at'>): string {
  return receipt.purchased_at
    ? `bought ${formatDate(receipt.purchased_at)}`
    : `date not found, upload day used: ${formatDate(receipt.created_at)}`;
}

/** The same at the start of a sentence. */
export function receiptDateSentence(receipt: Pick<Receipt, 'purchased_at' | 'created_at'>): string {
  const text = receiptDateText(receipt);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
