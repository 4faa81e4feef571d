import { Link } from 'react-router';
import { ArrowRight, Refrigerator } from 'lucide-react';
import { useReceiptStocked, useStockReceipt } from '../../api/kitchen';
import { useToast } from '../../toast/toast-provider';
import { buttonStyles } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';

/**
 * The step after the review: the receipt's food goes into the kitchen, where its use-by dates are kept.
 * `saveFirst` stores unsaved corrections, since the kitchen takes the items as stored; it resolves false when they could not be.
 */
export function PutInKitchen({ receiptId, hasFood, saveFirst }: { receiptId: string; hasFood: boolean; saveFirst: () => Promise<boolean> }) {
  const stocked = useReceiptStocked(receiptId);
  const stock = useStockReceipt();
  const toast = useToast();

  async function putIn() {
    if (!(await saveFirst())) return;
    stock.mutate(receiptId, {
      onSuccess: ({ added }) => toast.success(`${added} ${added === 1 ? 'item' : 'items'} added to your kitchen`),
      onError: (error) => toast.error(error.message || 'Could not add the food to your kitchen'),
    });
  }

  if (stocked || stock.isSuccess) {
    return (
      <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-leaf-800/10 bg-leaf-50 p-4">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-leaf-800">
          <Refrigerator aria-hidden="true" className="size-4" />
          In your kitchen
        </span>
        <Link to="/kitchen" className={`${buttonStyles.ghost} ml-auto`}>
          Open your kitchen
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-6 flex flex-col gap-3 rounded-2xl border border-leaf-800/10 bg-leaf-50 p-4 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm text-ink">
        <span className="block font-semibold">Done checking?</span>
        Put its food in your kitchen to keep track of use-by dates and plan from everything you have.
      </p>
      <button type="button" onClick={putIn} disabled={!hasFood || stocked === undefined || stock.isPending} className={buttonStyles.secondary}>
        {stock.isPending ? <Spinner /> : <Refrigerator aria-hidden="true" className="size-4" />}
        Put in kitchen
      </button>
    </div>
  );
}
