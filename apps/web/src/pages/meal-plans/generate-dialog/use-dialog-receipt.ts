import { useEffect, useRef } from 'react';
import { useReceipt, useRecentReceipt } from '../../../api/receipts';
import { useToast } from '../../../toast/toast-provider';

/**
 * The receipt the dialog plans from: the one named in the URL, else the most recent one.
 * A failed look-up is told once with the spec's toast.
 */
export function useDialogReceipt(chosenId: string | null) {
  const chosen = useReceipt(chosenId ?? undefined);
  const recent = useRecentReceipt({ enabled: !chosenId });
  const query = chosenId ? chosen : recent;
  const toast = useToast();
  const told = useRef(false);

  useEffect(() => {
    if (query.isError && !told.current) {
      told.current = true;
      toast.error('Could not load receipt data');
    }
  }, [query.isError, toast]);

  return {
    kind: chosenId ? ('chosen' as const) : ('recent' as const),
    receipt: query.data ?? null,
    loading: query.isPending,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
