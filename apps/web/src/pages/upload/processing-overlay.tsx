import { ReceiptText } from 'lucide-react';
import { useJobStatus } from '../../api/jobs';
import { Spinner } from '../../ui/spinner';
import { readingStage } from './reading-stage';

/** Covers the page while the server reads the receipt, which takes a few seconds; with a job id, says how far it got. */
export function ProcessingOverlay({ jobId }: { jobId: string | undefined }) {
  const job = useJobStatus(jobId);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-cream/85 px-4 backdrop-blur-sm">
      <div role="status" aria-live="polite" className="w-full max-w-sm rounded-3xl bg-white p-8 text-center shadow-2xl">
        <span className="relative mx-auto flex size-16 items-center justify-center rounded-full bg-leaf-100 text-leaf-800">
          <ReceiptText aria-hidden="true" className="size-7" />
          <Spinner className="absolute inset-0 size-16 text-leaf-600/60" />
        </span>
        <h2 className="mt-5 font-display text-2xl font-bold text-leaf-900">Processing Your Receipt</h2>
        <p className="mt-2 text-muted">Our AI is analyzing your receipt and extracting ingredients...</p>
        {jobId && <p className="mt-4 text-sm font-semibold text-leaf-800">{readingStage(job.data)}</p>}
      </div>
    </div>
  );
}
