/** Pure toast bookkeeping, kept apart from React so the limits are easy to test. */

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Spec section 9: at most 20 at once; 4 s default, 3 s success, 5 s error. */
export const MAX_TOASTS = 20;
export const TOAST_DURATION_MS: Record<ToastKind, number> = { info: 4000, success: 3000, error: 5000 };

/** Adds a toast, dropping the oldest ones beyond the cap. */
export function pushToast(queue: readonly Toast[], toast: Toast): Toast[] {
  return [...queue, toast].slice(-MAX_TOASTS);
}

export function removeToast(queue: readonly Toast[], id: number): Toast[] {
  return queue.filter((t) => t.id !== id);
}
