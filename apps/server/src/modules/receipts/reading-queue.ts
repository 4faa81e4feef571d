import { availableParallelism } from 'node:os';
import { AppError } from '../../errors.js';

/** What a user reads when every reading slot is taken and the queue is full. */
export const QUEUE_FULL_MESSAGE = 'Forkcast is reading many receipts right now. Try again in a minute.';
/** Seconds the queue-full answer asks a client to wait (its Retry-After). */
export const QUEUE_FULL_RETRY_AFTER_S = 60;

/**
 * Runs at most `concurrency` jobs at once (one reading per core by default); at most `maxWaiting` more wait in
 * order, and a job beyond that is refused at once with RATE_LIMITED rather than waiting minutes for its turn.
 * Readings run on threads (reading-threads.ts), so the event loop stays free while receipts are read.
 */
export function createReadingQueue(options: { concurrency?: number; maxWaiting?: number } = {}) {
  const { concurrency = availableParallelism(), maxWaiting = 4 * concurrency } = options;
  let running = 0;
  const waiting: Array<() => void> = [];

  const full = () => running >= concurrency && waiting.length >= maxWaiting;

  async function acquire(): Promise<void> {
    if (running < concurrency) {
      running++;
      return;
    }
    if (full()) throw new AppError('RATE_LIMITED', QUEUE_FULL_MESSAGE);
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** True when a job offered now would be refused: checked before an upload's body is read. */
    get full(): boolean {
      return full();
    },
  };
}

export type ReadingQueue = ReturnType<typeof createReadingQueue>;
