import { useEffect, useRef } from 'react';
import { buttonStyles } from './button-styles';
import { Spinner } from './spinner';
import { trapTabFocus } from './trap-tab-focus';

/** A modal yes/no question (role alertdialog); focus starts on the safe choice, Escape and the backdrop cancel. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => !busy && onCancel();

  useEffect(() => {
    // Whoever opened the dialog gets focus back when it goes away.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      onKeyDown={trapTabFocus}
      onClick={(event) => event.target === event.currentTarget && cancel()}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-3xl bg-white p-6 text-ink shadow-2xl backdrop:bg-leaf-900/50 backdrop:backdrop-blur-sm"
    >
      <h2 id="confirm-title" className="font-display text-xl font-bold text-leaf-900">
        {title}
      </h2>
      <p id="confirm-message" className="mt-2 text-muted">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button ref={cancelRef} type="button" onClick={cancel} disabled={busy} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={buttonStyles.danger}>
          {busy && <Spinner />}
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
