import { useState } from 'react';
import { ImageOff, Maximize2 } from 'lucide-react';
import { useReceiptImageUrl } from '../../api/receipts';
import { Spinner } from '../../ui/spinner';
import { ReceiptPhotoViewer } from './receipt-photo-viewer';

/** The stored photo, so each line can be checked against the paper; it opens enlarged to read the small print. */
export function ReceiptPhoto({ receiptId }: { receiptId: string }) {
  const { url, failed } = useReceiptImageUrl(receiptId);
  const [enlarged, setEnlarged] = useState(false);
  if (url) {
    return (
      <>
        <button
          type="button"
          onClick={() => setEnlarged(true)}
          aria-label="Enlarge the receipt photo"
          className="group relative block w-full cursor-zoom-in rounded-2xl"
        >
          <img src={url} alt="" className="w-full rounded-2xl border border-leaf-800/10 bg-white object-contain" />
          <span className="absolute right-3 bottom-3 flex items-center gap-1.5 rounded-full bg-leaf-900/85 px-3 py-1.5 text-sm font-semibold text-white shadow group-hover:bg-leaf-900">
            <Maximize2 aria-hidden="true" className="size-4" />
            Enlarge
          </span>
        </button>
        {enlarged && <ReceiptPhotoViewer url={url} onClose={() => setEnlarged(false)} />}
      </>
    );
  }
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
