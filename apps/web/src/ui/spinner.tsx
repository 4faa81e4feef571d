import { Loader2 } from 'lucide-react';

export function Spinner({ className = 'size-5', label }: { className?: string; label?: string }) {
  return (
    <Loader2
      className={`animate-spin ${className}`}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}

/** Full-area spinner while a page or the auth state loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-leaf-700" role="status">
      <Spinner className="size-8" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
