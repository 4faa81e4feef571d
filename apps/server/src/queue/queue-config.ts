import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { JobKind } from './job-queue.js';

/** How jobs are run: by which processes, how many at once, and how a job whose worker died is found and tried again. */
export const queueEnvShape = {
  /**
   * all: one process serves the API and runs the jobs (the default, and the only choice on embedded PGlite);
   * api: serves the API and only queues jobs; worker: runs jobs and serves only health and metrics. api and worker need
   * DATABASE_URL (jobs then go through pg-boss in PostgreSQL).
   */
  FORKCAST_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** Receipts one process reads at once (each on its own thread, OCR in a child process). */
  RECEIPT_READERS: z.coerce.number().int().positive().default(availableParallelism()),
  /** Seconds a receipt reading may run before it counts as failed and is tried again (pg-boss only). */
  RECEIPT_JOB_TIMEOUT_S: z.coerce.number().int().min(1).default(300),
  /** Seconds a plan generation may run before it counts as failed and is tried again (pg-boss only). */
  PLAN_JOB_TIMEOUT_S: z.coerce.number().int().min(1).default(120),
  /** Further runs a job gets after a run failed unexpectedly or timed out (pg-boss only). */
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).default(2),
  /** How often timed-out jobs are looked for, in seconds (pg-boss maintenance, one process at a time). */
  QUEUE_MAINTENANCE_S: z.coerce.number().int().min(1).default(15),
  /** How often an idle worker asks PostgreSQL for a job, in seconds (at least 0.5). */
  QUEUE_POLL_S: z.coerce.number().min(0.5).default(0.5),
};

export interface QueueConfig {
  role: 'all' | 'api' | 'worker';
  receiptReaders: number;
  timeoutSeconds: Record<JobKind, number>;
  retryLimit: number;
  maintenanceSeconds: number;
  pollingSeconds: number;
}

export function readQueueConfig(env: { [K in keyof typeof queueEnvShape]: z.infer<(typeof queueEnvShape)[K]> }): QueueConfig {
  return {
    role: env.FORKCAST_ROLE,
    receiptReaders: env.RECEIPT_READERS,
    timeoutSeconds: { read_receipt: env.RECEIPT_JOB_TIMEOUT_S, plan_meals: env.PLAN_JOB_TIMEOUT_S },
    retryLimit: env.JOB_RETRY_LIMIT,
    maintenanceSeconds: env.QUEUE_MAINTENANCE_S,
    pollingSeconds: env.QUEUE_POLL_S,
  };
}
