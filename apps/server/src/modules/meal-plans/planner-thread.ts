import { Worker } from 'node:worker_threads';
import type { MealPlan, PlanOptionsInput, Purchase } from '@forkcast/planner';
import { AppError } from '../../errors.js';
import type { PlanJob, PlanReply } from './planner-worker.js';

/**
 * One planner thread for the process. Jobs queue on it in order; a plan takes well under a second, and the HiGHS
 * solve no longer holds up other requests. The thread is started on first use and restarted if it dies.
 */
export function createPlannerThread(onPlanned: (seconds: number) => void = () => {}) {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (plan: MealPlan) => void; reject: (error: Error) => void }>();

  function failAll(error: Error): void {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  }

  function start(): Worker {
    const thread = new Worker(new URL('./planner-worker-entry.mjs', import.meta.url));
    thread.unref();
    thread.on('message', (reply: PlanReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (reply.ok) job.resolve(reply.plan);
      else if (reply.kind === 'crash') job.reject(new Error(`planner failed: ${reply.message}`));
      else job.reject(new AppError('PLAN_NOT_POSSIBLE', reply.message));
    });
    thread.on('error', (error) => {
      worker = undefined;
      failAll(error);
    });
    thread.on('exit', () => {
      worker = undefined;
      failAll(new Error('planner thread stopped'));
    });
    return thread;
  }

  return {
    plan(purchases: Purchase[], options: PlanOptionsInput): Promise<MealPlan> {
      worker ??= start();
      const id = nextId++;
      const job: PlanJob = { id, purchases, options };
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const planned = (plan: MealPlan) => {
          onPlanned((performance.now() - started) / 1000);
          resolve(plan);
        };
        pending.set(id, { resolve: planned, reject });
        worker!.postMessage(job);
      });
    },
    async close(): Promise<void> {
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}

export type PlannerThread = ReturnType<typeof createPlannerThread>;
