import type { JobStatus } from '@forkcast/contracts';

/** The line under the processing overlay's text: where the receipt is on its way through the readers. */
export function readingStage(job: Pick<JobStatus, 'stage' | 'ahead'> | null | undefined): string {
  switch (job?.stage) {
    case 'queued':
      return job.ahead > 0
        ? `Waiting for a free reader: ${job.ahead} ${job.ahead === 1 ? 'receipt' : 'receipts'} ahead of yours`
        : 'Waiting for a free reader...';
    case 'working':
      return 'Reading the items on your receipt...';
    case 'done':
      return 'Saving your receipt...';
    default:
      return 'Sending your photo...';
  }
}
