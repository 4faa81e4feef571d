import type { Receipt } from '@forkcast/contracts';

/** The shop a receipt came from, or 'Unknown store' when its name could not be read. */
export function storeLabel(receipt: Pick<Receipt, 'store_name'>): string {
  return receipt.store_name?.trim() || 'Unknown store';
}
