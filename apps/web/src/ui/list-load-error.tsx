import { buttonStyles } from './button-styles';

/** What a list page shows when its list did not load: what failed, the server's reason when there is one, and Try again. */
export function ListLoadError({ what, error, onRetry }: { what: string; error?: Error | null; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{what} could not be loaded.</p>
      {error?.message && <p className="mt-1 text-sm">{error.message}</p>}
      <button type="button" onClick={onRetry} className={`${buttonStyles.secondary} mt-4`}>
        Try again
      </button>
    </div>
  );
}
