import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide-react';
import { openModals } from './layer-stack';
import { trapTabFocus } from './trap-tab-focus';

const FRAME_CLASS = 'm-auto rounded-3xl text-ink shadow-2xl backdrop:bg-leaf-900/50 backdrop:backdrop-blur-sm';

/**
 * A native modal <dialog>: the page behind turns inert and hidden from screen readers while it is open.
 * Escape and a click on the backdrop call `onDismiss`, which decides whether closing is allowed right now.
 * `holdFocus` keeps Tab inside (Chromium otherwise lets it reach the browser's own UI) and gives focus back
 * to whatever opened the dialog when it goes away.
 */
export function Modal({
  labelledBy,
  describedBy,
  role,
  onDismiss,
  holdFocus = false,
  initialFocus,
  className,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  role?: 'alertdialog';
  onDismiss: () => void;
  holdFocus?: boolean;
  /** Focused once the dialog is open, e.g. the safe choice of a question. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Width, padding and background of this dialog. */
  className: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Runs once: callers pass a constant `holdFocus` and a ref object, which keeps its identity.
  useEffect(() => {
    const opener = holdFocus && document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const leaveStack = openModals.push(dialog);
    initialFocus?.current?.focus();
    return () => {
      leaveStack();
      if (!holdFocus) return;
      dialog.close();
      opener?.focus();
    };
  }, [holdFocus, initialFocus]);

  return (
    <dialog
      ref={dialogRef}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      onKeyDown={holdFocus ? trapTabFocus : undefined}
      // A click whose target is the <dialog> itself landed on the backdrop: the content covers the rest.
      onClick={(event) => event.target === event.currentTarget && onDismiss()}
      className={`${FRAME_CLASS} ${className}`}
    >
      {children}
    </dialog>
  );
}

/** The round X in a dialog's corner; `className` places it. */
export function ModalCloseButton({ onClick, disabled, className }: { onClick: () => void; disabled: boolean; className: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label="Close"
      className={`${className} rounded-full p-2 text-muted hover:bg-leaf-50 hover:text-ink disabled:opacity-40`}
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}
