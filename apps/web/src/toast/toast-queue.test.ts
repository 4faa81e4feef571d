import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, pushToast, removeToast, TOAST_DURATION_MS, type Toast } from './toast-queue';

describe('toast queue', () => {
  it('never holds more than 20 toasts, dropping the oldest', () => {
    let queue: Toast[] = [];
    for (let id = 1; id <= 25; id++) queue = pushToast(queue, { id, kind: 'info', message: `t${id}` });
    expect(MAX_TOASTS).toBe(20);
    expect(queue).toHaveLength(20);
    expect(queue[0]?.id).toBe(6);
    expect(queue.at(-1)?.id).toBe(25);
  });

  it('removes a dismissed toast without touching the rest', () => {
    const queue: Toast[] = [
      { id: 1, kind: 'success', message: 'a' },
      { id: 2, kind: 'error', message: 'b' },
    ];
    expect(removeToast(queue, 1)).toEqual([{ id: 2, kind: 'error', message: 'b' }]);
    expect(queue).toHaveLength(2);
  });

  it('shows success for 3 s, errors for 5 s and the rest for 4 s', () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 3000, error: 5000, info: 4000 });
  });
});
