import { useRef } from 'react';
import { buttonStyles } from './button-styles';
import { Modal } from './modal';
import { Spinner } from './spinner';

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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => !busy && onCancel();

  return (
    <Modal
      role="alertdialog"
      labelledBy="confirm-title"
      describedBy="confirm-message"
      onDismiss={cancel}
      holdFocus
      initialFocus={cancelRef}
      className="w-[calc(100%-2rem)] max-w-sm bg-white p-6"
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
    </Modal>
  );
}
