import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { openModals } from '../ui/layer-stack';
import { pushToast, removeToast, TOAST_DURATION_MS, type Toast, type ToastKind } from './toast-queue';

interface ToastApi {
  show(message: string, kind?: ToastKind): void;
  success(message: string): void;
  error(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((queue) => removeToast(queue, id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (message: string, kind: ToastKind = 'info') =>
      setToasts((queue) => pushToast(queue, { id: nextId.current++, kind, message }));
    return { show, success: (m) => show(m, 'success'), error: (m) => show(m, 'error') };
  }, []);

  // While a modal dialog is open the rest of the page is inert and under the browser's top layer, so the
  // toasts move into the newest dialog: above its content, readable and dismissable.
  const modal = useSyncExternalStore(openModals.subscribe, openModals.top, () => null);
  // Toasts sit at the top, where no control someone has just used lives: the bottom holds the dialog action rows, the
  // receipt's save bar and the phone tab bar. On phones they cover the header bar (logo and menu) for their few seconds,
  // so the page's own first lines stay readable; on wider screens they sit in the right-hand corner just under the header,
  // in the page's top margin. Inside a dialog they sit below its title and close button, far from its actions.
  const region = (
    <section
      aria-label="Notifications"
      className={`pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 px-3 md:items-end md:px-6 ${
        modal ? 'top-[4.5rem]' : 'top-2 md:top-[4.5rem]'
      }`}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </section>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {modal ? createPortal(region, modal) : region}
    </ToastContext.Provider>
  );
}

const kindStyles: Record<ToastKind, { icon: typeof Info; className: string }> = {
  info: { icon: Info, className: 'border-leaf-200 bg-white text-ink' },
  success: { icon: CheckCircle2, className: 'border-leaf-600 bg-leaf-800 text-white' },
  error: { icon: XCircle, className: 'border-red-300 bg-red-50 text-red-900' },
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS[toast.kind]);
    return () => clearTimeout(timer);
  }, [toast.id, toast.kind, onDismiss]);

  const { icon: Icon, className } = kindStyles[toast.kind];
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">{toast.message}</p>
      <button type="button" onClick={() => onDismiss(toast.id)} className="-m-1 rounded p-1 opacity-70 hover:opacity-100" aria-label="Dismiss notification">
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
