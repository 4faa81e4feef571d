import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { useDeleteReceipt } from '../../api/receipts';
import { useToast } from '../../toast/toast-provider';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/** Deletes the receipt after a confirmation, then goes on to upload the next one; plans made from it stay. */
export function DeleteReceiptButton({ receiptId }: { receiptId: string }) {
  const deletion = useDeleteReceipt();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  function remove() {
    deletion.mutate(receiptId, {
      onSuccess: () => {
        toast.success('Receipt deleted');
        navigate('/upload', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(error.message || 'Could not delete the receipt. Please try again.');
      },
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="mt-4 inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-muted hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete receipt
      </button>
      {confirming && (
        <ConfirmDialog
          title="Delete receipt?"
          message="The receipt, its items and its photo are deleted. Meal plans made from it stay."
          confirmLabel="Delete"
          busy={deletion.isPending}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
