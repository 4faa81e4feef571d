import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';

/** The calm dead end shown for a plan or recipe that does not exist or belongs to someone else. */
export function NotFoundPanel({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <title>{`${title} - Forkcast`}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-leaf-50 text-leaf-700">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-5 font-display text-3xl font-bold text-leaf-900">{title}</h1>
      <p className="mt-3 text-lg text-muted">{message}</p>
      <div className="mt-7">{children}</div>
    </div>
  );
}
