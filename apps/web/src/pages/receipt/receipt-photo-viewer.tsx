import { useId, useState } from 'react';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { Modal, ModalCloseButton } from '../../ui/modal';

/** Widths of the photo as multiples of the viewer's width: fitted first ('Fit'), then larger until small print reads easily. */
const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

const zoomButtonClass =
  'flex size-10 items-center justify-center rounded-full border border-leaf-800/15 bg-white text-leaf-900 hover:bg-leaf-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The receipt photo at full resolution over the page, to check a line against the paper: it starts as wide as the
 * viewer and scrolls, zooms in steps, and closes with Escape, the backdrop or the close button.
 */
export function ReceiptPhotoViewer({ url, onClose }: { url: string; onClose: () => void }) {
  const titleId = useId();
  const [step, setStep] = useState(0);
  const zoom = ZOOM_STEPS[step] ?? 1;

  return (
    <Modal
      labelledBy={titleId}
      onDismiss={onClose}
      holdFocus
      className="h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-5xl flex-col overflow-hidden bg-white p-0 open:flex"
    >
      <header className="flex items-center gap-1 border-b border-leaf-800/10 px-4 py-3 sm:gap-2 sm:px-6">
        <h2 id={titleId} className="flex-1 font-display text-lg font-bold text-leaf-900 sm:text-xl">
          Receipt photo
        </h2>
        <button type="button" onClick={() => setStep((s) => s - 1)} disabled={step === 0} aria-label="Zoom out" className={zoomButtonClass}>
          <ZoomOut aria-hidden="true" className="size-5" />
        </button>
        <output aria-live="polite" aria-label="Zoom" className="w-12 text-center text-sm font-semibold text-ink tabular-nums">
          {step === 0 ? 'Fit' : `${Math.round(zoom * 100)}%`}
        </output>
        <button
          type="button"
          onClick={() => setStep((s) => s + 1)}
          disabled={step === ZOOM_STEPS.length - 1}
          aria-label="Zoom in"
          className={zoomButtonClass}
        >
          <ZoomIn aria-hidden="true" className="size-5" />
        </button>
        <ModalCloseButton onClick={onClose} disabled={false} className="ml-1" />
      </header>
      {/* Focusable, so the keyboard scrolls a zoomed photo too. */}
      <div tabIndex={0} aria-label="Receipt photo, scrollable" role="region" className="min-h-0 flex-1 overflow-auto bg-stone-100">
        <img src={url} alt="Your receipt photo, enlarged" style={{ width: `${zoom * 100}%` }} className="h-auto max-w-none" />
      </div>
    </Modal>
  );
}
