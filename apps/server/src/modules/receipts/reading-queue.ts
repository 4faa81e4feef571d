import { availableParallelism } from 'node:os';

/**
 * Runs at most `concurrency` jobs at once (one OCR job per core by default); the rest wait in order.
 * OCR itself runs in a child process, so the event loop stays free while a receipt is read.
 */
export function createReadingQueue(concurrency = availableParallelism()) {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function acquire(): Promise<void> {
    if (running < concurrency) {
      running++;
      return;
    }
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
    get pending(): number {
      return waiting.length;
    },
  };
}

export type ReadingQueue = ReturnType<typeof createReadingQueue>;
