import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ReceiptText, Refrigerator, Trash2 } from 'lucide-react';
import type { ReceiptSummary } from '@forkcast/contracts';
import { RECEIPT_PAGE_SIZE, useReceiptList, useStockReceipt } from '../../api/kitchen';
import { useDeleteReceipt } from '../../api/receipts';
import { receiptDateSentence } from '../../receipts/receipt-date';
import { storeLabel } from '../../receipts/store-label';
import { useToast } from '../../toast/toast-provider';
import { buttonStyles } from '../../ui/button-styles';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageContainer, PageHeader } from '../../ui/page-header';
import { PageSpinner } from '../../ui/spinner';
import { ListLoadError } from '../../ui/list-load-error';
import { PageButtons } from '../../ui/page-buttons';

/** Every receipt, newest first, a page at a time: open it, put its food in the kitchen, or delete it. */
export default function ReceiptsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useReceiptList((page - 1) * RECEIPT_PAGE_SIZE);
  const [toDelete, setToDelete] = useState<ReceiptSummary | null>(null);
  const remove = useDeleteReceipt();
  const toast = useToast();
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RECEIPT_PAGE_SIZE));

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success('Receipt deleted');
        setToDelete(null);
        if (list.data?.data.length === 1 && page > 1) setParams({ page: String(page - 1) });
      },
      onError: (error) => {
        toast.error(error.message || 'Failed to delete receipt');
        setToDelete(null);
      },
    });
  }

  return (
    <PageContainer>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title="Receipts">Every receipt you have uploaded. Put its food in your kitchen, or plan meals from it.</PageHeader>
        <Link to="/upload" className={`${buttonStyles.accent} mb-8`}>
          <ReceiptText aria-hidden="true" className="size-5" />
          Upload Receipt
        </Link>
      </div>

      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <ListLoadError what="Your receipts" error={list.error} onRetry={() => list.refetch()} />
      ) : total === 0 ? (
        <div className="rounded-3xl border border-dashed border-leaf-800/20 bg-white p-10 text-center">
          <p className="font-display text-xl font-bold text-leaf-900">No receipts yet</p>
          <p className="mt-2 text-muted">Upload a photo of your grocery receipt to fill your kitchen.</p>
          <Link to="/upload" className={`${buttonStyles.primary} mt-5`}>
            Upload your first receipt
          </Link>
        </div>
      ) : (
        <>
          <ul className="space-y-3">
            {list.data.data.map((receipt) => (
              <ReceiptRow key={receipt.id} receipt={receipt} onDelete={() => setToDelete(receipt)} />
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Receipt pages" className="mt-8 flex justify-end">
              <PageButtons page={page} pages={pages} onPage={(next) => setParams({ page: String(next) })} />
            </nav>
          )}
        </>
      )}

      {toDelete && (
        <ConfirmDialog
          title="Delete receipt"
          message={`Delete the receipt from ${storeLabel(toDelete)} with its photo? Food already in your kitchen stays there, and plans made from it stay.`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      )}
    </PageContainer>
  );
}

function ReceiptRow({ receipt, onDelete }: { receipt: ReceiptSummary; onDelete: () => void }) {
  const stock = useStockReceipt();
  const toast = useToast();

  function putInKitchen() {
    stock.mutate(receipt.id, {
      onSuccess: ({ added }) => toast.success(`${added} ${added === 1 ? 'item' : 'items'} added to your kitchen`),
      onError: (error) => toast.error(error.message || 'Could not add the food to your kitchen'),
    });
  }

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-leaf-800/10 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <Link to={`/receipts/${receipt.id}`} className="group flex min-w-0 flex-1 items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-leaf-100 text-leaf-800">
          <ReceiptText aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block truncate font-semibold text-ink group-hover:underline">{storeLabel(receipt)}</span>
          <span className="block text-sm text-muted">
            {receiptDateSentence(receipt)} · {receipt.item_count} {receipt.item_count === 1 ? 'item' : 'items'}, {receipt.food_count} food
          </span>
        </span>
      </Link>
      <div className="flex items-center gap-2 sm:shrink-0">
        {receipt.stocked ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-leaf-50 px-3 py-1.5 text-sm font-semibold text-leaf-800">
            <Refrigerator aria-hidden="true" className="size-4" />
            In your kitchen
          </span>
        ) : (
          <button type="button" onClick={putInKitchen} disabled={stock.isPending} className={buttonStyles.secondary}>
            <Refrigerator aria-hidden="true" className="size-4" />
            Put in kitchen
          </button>
        )}
        <Link to={`/meal-plans?receipt=${receipt.id}`} className={buttonStyles.ghost}>
          Plan meals
        </Link>
        <button type="button" onClick={onDelete} aria-label={`Delete receipt from ${storeLabel(receipt)}`} className={`${buttonStyles.ghost} ml-auto text-red-700`}>
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
