import { ReceiptText, Refrigerator } from 'lucide-react';
import { useStockReceipts, useUnstockedReceipts } from '../../api/kitchen';
import { useToast } from '../../toast/toast-provider';
import { buttonStyles } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';

/** Receipts uploaded but not yet put in the kitchen, so their food is not forgotten: one button puts them all in. */
export function UnstockedReceiptsBanner() {
  const waiting = useUnstockedReceipts();
  const stock = useStockReceipts();
  const toast = useToast();
  const total = waiting.data?.total ?? 0;
  if (total === 0) return null;

  function putAllIn() {
    const ids = waiting.data?.data.map((receipt) => receipt.id) ?? [];
    stock.mutate(ids, {
      onSuccess: ({ added }) => toast.success(`${added} ${added === 1 ? 'item' : 'items'} added to your kitchen`),
      onError: (error) => toast.error(error.message || 'Could not add the food to your kitchen'),
    });
  }

  return (
    <section
      aria-label="Receipts not in your kitchen"
      className="mb-8 flex flex-col gap-3 rounded-2xl border border-honey-400 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <span className="flex min-w-0 flex-1 items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-amber-900">
          <ReceiptText aria-hidden="true" className="size-5" />
        </span>
        <span className="font-semibold text-amber-950">
          {total} {total === 1 ? 'receipt' : 'receipts'} not in your kitchen yet
        </span>
      </span>
      <button type="button" onClick={putAllIn} disabled={stock.isPending} className={`${buttonStyles.primary} sm:shrink-0`}>
        {stock.isPending ? <Spinner /> : <Refrigerator aria-hidden="true" className="size-4" />}
        {total === 1 ? 'Put it in your kitchen' : 'Put them all in your kitchen'}
      </button>
    </section>
  );
}
