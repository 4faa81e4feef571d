import { useRef, useState, type DragEvent } from 'react';
import { Camera, Images, Upload } from 'lucide-react';
import { buttonStyles } from '../../ui/button-styles';
import { RECEIPT_ACCEPT } from './receipt-file-check';

/**
 * Every way of choosing a photo: dropping it, clicking the area, the camera and the gallery.
 * All of them hand the raw FileList up, so one check decides what is acceptable.
 */
export function ReceiptDropZone({
  onFiles,
  disabled,
  compact,
}: {
  onFiles: (files: File[]) => void;
  disabled: boolean;
  /** Once a photo is chosen the large area gives way to the preview; the camera and gallery buttons stay. */
  compact: boolean;
}) {
  const browseInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function take(input: HTMLInputElement) {
    onFiles(Array.from(input.files ?? []));
    // Clearing lets the same file be chosen again after it was removed.
    input.value = '';
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  }

  return (
    <div>
      {!compact && (
        <button
          type="button"
          disabled={disabled}
          onClick={() => browseInput.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={`flex w-full flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-12 text-center transition-colors sm:py-16 ${
            dragging ? 'border-leaf-600 bg-leaf-50' : 'border-leaf-800/20 bg-cream hover:border-leaf-600 hover:bg-leaf-50'
          }`}
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-leaf-100 text-leaf-800">
            <Upload aria-hidden="true" className="size-6" />
          </span>
          <span className="mt-4 text-lg font-semibold text-leaf-900">Drag and drop your receipt here</span>
          <span className="mt-1 text-muted">or click to choose a photo</span>
          <span className="mt-4 text-sm text-muted">JPEG, PNG, HEIC or WebP, up to 10 MB</span>
        </button>
      )}

      <div className={`grid gap-3 sm:grid-cols-2 ${compact ? '' : 'mt-4'}`}>
        <button type="button" disabled={disabled} onClick={() => cameraInput.current?.click()} className={buttonStyles.secondary}>
          <Camera aria-hidden="true" className="size-5" />
          Take Photo with Camera
        </button>
        <button type="button" disabled={disabled} onClick={() => galleryInput.current?.click()} className={buttonStyles.secondary}>
          <Images aria-hidden="true" className="size-5" />
          Choose from Gallery
        </button>
      </div>

      <input ref={browseInput} type="file" accept={RECEIPT_ACCEPT} hidden onChange={(e) => take(e.currentTarget)} />
      {/* capture asks phones for the rear camera; desktops ignore it and show a file picker. */}
      <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden onChange={(e) => take(e.currentTarget)} />
      <input ref={galleryInput} type="file" accept="image/*" hidden onChange={(e) => take(e.currentTarget)} />
    </div>
  );
}
