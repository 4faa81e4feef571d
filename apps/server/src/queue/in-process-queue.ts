import { setTimeout as sleep } from 'node:timers/promises';
import type { JobHandler, JobKind, JobQueue } from './job-queue.js';

/**
 * The queue of the embedded default: jobs wait in memory and run in this process, at most `concurrency` of a kind at
 * once, in order. There is no other process to hand a job to, so a failing job is not tried again (lastAttempt).
 */
export function createInProcessQueue(): JobQueue {
  const lanes = new Map<JobKind, { concurrency: number; handler: JobHandler; waiting: string[]; running: number }>();
  let stopped = false;

  function pump(kind: JobKind): void {
    const lane = lanes.get(kind);
    if (!lane || stopped) return;
    while (lane.running < lane.concurrency && lane.waiting.length > 0) {
      const jobId = lane.waiting.shift()!;
      lane.running++;
      // The handler records its own outcome; an error here is one the job table could not take, so it is dropped.
      void lane
        .handler(jobId, { lastAttempt: true })
        .catch(() => undefined)
        .finally(() => {
          lane.running--;
          pump(kind);
        });
    }
  }

  const running = () => [...lanes.values()].reduce((sum, lane) => sum + lane.running, 0);

  return {
    name: 'in-process',
    async send(kind, jobId) {
      const lane = lanes.get(kind);
      if (!lane) throw new Error(`no worker for ${kind} jobs in this process`);
      lane.waiting.push(jobId);
      pump(kind);
    },
    async cancel(kind, jobId) {
      const lane = lanes.get(kind);
      const at = lane?.waiting.indexOf(jobId) ?? -1;
      if (at >= 0) lane!.waiting.splice(at, 1);
    },
    async work(kind, concurrency, handler) {
      lanes.set(kind, { concurrency, handler, waiting: [], running: 0 });
    },
    // A job here never outlives its handler's own outcome, so there is nothing to give up on.
    async onGaveUp() {},
    async waiting() {
      return { read_receipt: lanes.get('read_receipt')?.waiting.length ?? 0, plan_meals: lanes.get('plan_meals')?.waiting.length ?? 0 };
    },
    async ping() {},
    async stop(timeoutMs) {
      // The requests waiting on queued jobs are this process's own: let the queue run dry, then stop.
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && (running() > 0 || [...lanes.values()].some((lane) => lane.waiting.length > 0))) {
        await sleep(50);
      }
      stopped = true;
    },
  };
}
