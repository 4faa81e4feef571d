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
          className="group block w-full cursor-zoom-in rounded-2xl border border-leaf-800/10 bg-white p-2 text-left"
        >
          <img src={url} alt="" className="w-full rounded-xl object-contain" />
          {/* Under the photo, not over it: a label on top would hide the receipt's last lines. */}
          <span className="mt-2 flex items-center justify-center gap-1.5 rounded-full py-1.5 text-sm font-semibold text-leaf-800 group-hover:bg-leaf-50">
            <Maximize2 aria-hidden="true" className="size-4" />
            Enlarge the receipt photo
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
