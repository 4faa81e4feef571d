import type { JOB_KINDS } from '../db/schema.js';

export type JobKind = (typeof JOB_KINDS)[number];

/** What a handler learns about the run it is given: whether the queue will try the job again if this run fails. */
export interface JobRun {
  lastAttempt: boolean;
}

export type JobHandler = (jobId: string, run: JobRun) => Promise<void>;

/**
 * How jobs travel from the process that asks for them to a process that runs them. Only the job's id travels: its
 * input and its outcome live in the `jobs` table, which every process reads. Two implementations: pg-boss on
 * PostgreSQL (any number of API and worker processes) and an in-process one for embedded PGlite (one process).
 */
export interface JobQueue {
  readonly name: 'pg-boss' | 'in-process';
  send(kind: JobKind, jobId: string): Promise<void>;
  /** Takes a job that has not started off the queue (a job already running finishes or is refused when it stores). */
  cancel(kind: JobKind, jobId: string): Promise<void>;
  /** Runs `handler` for jobs of this kind, at most `concurrency` at once in this process. A throw means "try again". */
  work(kind: JobKind, concurrency: number, handler: JobHandler): Promise<void>;
  /** Called with the job's id when a job has failed its last attempt without its handler saying so (its worker died). */
  onGaveUp(handler: (kind: JobKind, jobId: string) => Promise<void>): Promise<void>;
  /** Jobs waiting for a worker, per kind. */
  waiting(): Promise<Record<JobKind, number>>;
  /** Throws when the queue cannot be reached (readiness). */
  ping(): Promise<void>;
  /** Takes no new jobs, then waits up to `timeoutMs` for the ones running here; pg-boss hands unfinished ones back. */
  stop(timeoutMs: number): Promise<void>;
}
