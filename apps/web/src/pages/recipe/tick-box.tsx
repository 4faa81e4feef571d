import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { ProgressBar } from '../../ui/progress-bar';

/** The visible box of a visually hidden checkbox; it shows the keyboard focus ring of the input before it. */
export function TickBox({ checked, children }: { checked: boolean; children?: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-lg border-2 text-xs font-bold transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-leaf-600 ${
        checked ? 'border-leaf-600 bg-leaf-600 text-white' : 'border-leaf-800/25 bg-white text-leaf-800'
      }`}
    >
      {checked ? <Check className="size-4" strokeWidth={3} /> : children}
    </span>
  );
}

/** 'X of Y checked' with a bar; announced politely as it changes. */
export function CheckProgress({ done, total, word }: { done: number; total: number; word: string }) {
  return (
    <div className="flex items-center gap-3">
      <p role="status" className="shrink-0 text-sm font-semibold text-leaf-900">
        {done} of {total} {word}
      </p>
      <ProgressBar value={total ? (done / total) * 100 : 0} className="h-1.5 flex-1" />
    </div>
  );
}
