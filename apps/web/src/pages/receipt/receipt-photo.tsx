import { ImageOff } from 'lucide-react';
import { useReceiptImageUrl } from '../../api/receipts';
import { Spinner } from '../../ui/spinner';

/** The stored photo, so each line can be checked against the paper. */
export function ReceiptPhoto({ receiptId }: { receiptId: string }) {
  const { url, failed } = useReceiptImageUrl(receiptId);
  if (url) return <img src={url} alt="Your receipt photo" className="w-full rounded-2xl border border-leaf-800/10 bg-white object-contain" />;
  return (
    <div className="flex h-64 flex-col items-center justify-center gap-2 rounded-2xl bg-leaf-50 text-sm text-muted">
      {failed ? (
        <>
          <ImageOff aria-hidden="true" className="size-8 text-leaf-600" />
          The photo could not be loaded.
        </>
      ) : (
        <Spinner label="Loading the receipt photo" className="size-6 text-leaf-700" />
      )}
    </div>
  );
}
