import { Worker } from 'node:worker_threads';
import { ReceiptError, type OcrEngineChoice, type ParsedReceipt } from '@forkcast/receipts';
import type { ReadingJob, ReadingReply } from './reading-worker.js';

export interface Reading {
  parsed: ParsedReceipt;
  stored: { bytes: Buffer; type: string };
}

/**
 * Threads that read receipts (reading-worker.ts), so the image preparation never runs on the event loop. A thread
 * reads one receipt at a time and is kept for the next; the job queue bounds how many read at once, so there
 * are never more threads than its concurrency. A thread that dies fails its receipt and is not reused.
 */
export function createReadingThreads(ocrEngine: OcrEngineChoice, onRead: (seconds: number) => void = () => {}) {
  const idle: Worker[] = [];
  const all = new Set<Worker>();

  function start(): Worker {
    const thread = new Worker(new URL('./reading-worker-entry.mjs', import.meta.url));
    thread.unref();
    all.add(thread);
    thread.once('exit', () => {
      all.delete(thread);
      const at = idle.indexOf(thread);
      if (at >= 0) idle.splice(at, 1);
    });
    return thread;
  }

  return {
    read(bytes: Buffer): Promise<Reading> {
      const thread = idle.pop() ?? start();
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const settle = () => {
          thread.off('message', onReply);
          thread.off('error', onFailure);
          thread.off('exit', onExit);
        };
        const onReply = (reply: ReadingReply) => {
          settle();
          idle.push(thread);
          onRead((performance.now() - started) / 1000);
          if (reply.ok) resolve({ parsed: reply.parsed, stored: { bytes: Buffer.from(reply.stored.bytes), type: reply.stored.type } });
          else if (reply.receiptError) reject(new ReceiptError(reply.receiptError, reply.message));
          else reject(new Error(`reading a receipt failed: ${reply.message}`));
        };
        const onFailure = (error: Error) => {
          settle();
          reject(error);
        };
        const onExit = () => {
          settle();
          reject(new Error('the receipt reading thread stopped'));
        };
        thread.on('message', onReply);
        thread.once('error', onFailure);
        thread.once('exit', onExit);
        thread.postMessage({ bytes, ocrEngine } satisfies ReadingJob);
      });
    },
    async close(): Promise<void> {
      const threads = [...all];
      all.clear();
      idle.length = 0;
      await Promise.all(threads.map((thread) => thread.terminate()));
    },
  };
}

export type ReadingThreads = ReturnType<typeof createReadingThreads>;
