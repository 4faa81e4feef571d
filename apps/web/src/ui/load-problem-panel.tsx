import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { isNotFound } from '../api/client';
import { buttonStyles } from './button-styles';
import { StatusPanel } from './status-panel';

/**
 * What a detail page shows when its item did not load: "not found" (the server's 404, also for someone else's item, or 400 for a malformed id)
 * with a way back, or any other failure with its message and Try again.
 */
export function LoadProblemPanel({
  error,
  notFoundTitle,
  notFoundMessage,
  wayBack,
  failedTitle,
  onRetry,
}: {
  error: Error | null;
  notFoundTitle: string;
  notFoundMessage: string;
  wayBack: ReactNode;
  failedTitle: string;
  onRetry: () => void;
}) {
  if (isNotFound(error)) {
    return (
      <StatusPanel variant="narrow" icon={SearchX} title={notFoundTitle} message={notFoundMessage}>
        {wayBack}
      </StatusPanel>
    );
  }
  return (
    <StatusPanel variant="narrow" icon={SearchX} title={failedTitle} message={error?.message ?? 'An error occurred'}>
      <button type="button" onClick={onRetry} className={buttonStyles.primary}>
        Try again
      </button>
    </StatusPanel>
  );
}
