import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorCodes, type JobStatus } from '@forkcast/contracts';
import { AppError, type ErrorCode } from '../../errors.js';
import type { JobKind, JobQueue } from '../../queue/job-queue.js';
import type { ClaimedJob, JobRepository } from './job-repository.js';

/** Thrown to the waiting request when its job was cancelled because that request's client went away. */
export class JobCancelledError extends Error {
  constructor() {
    super('the job was cancelled');
  }
}

/** What the job service reports to the metrics (and the log) about each run. */
export interface JobObserver {
  ran(kind: JobKind, outcome: 'done' | 'failed' | 'retry' | 'gave_up', seconds: number, reason?: string): void;
  crashed(kind: JobKind, jobId: string, error: unknown): void;
}

export interface AdmissionBounds {
  perUser: number;
  maxQueued: number;
  /** A job older than this no longer counts against the bounds (its API process died before it ended). */
  staleAfterMs: number;
}

const POLL_MS = { first: 40, max: 250 };

const jobIdTaken = () => new AppError('VALIDATION_FAILED', 'job_id: this id is taken; choose a new one for each request');

const isErrorCode = (code: string | null): code is ErrorCode => code !== null && code in errorCodes;

/**
 * Jobs from request to result, the same on every deployment: the API admits a job (bounded per user and in total),
 * hands it to the queue and waits for its outcome in the `jobs` table; a worker (this process, or any other) claims
 * it, does the work and stores the result with `storeJobResult`. A domain error (an unreadable photo, no plan
 * possible) ends the job as failed with the catalogue's code; anything else is tried again by the queue, and on the
 * last attempt ends it as INTERNAL.
 */
export function createJobService(deps: { repository: JobRepository; queue: JobQueue; observer: JobObserver }) {
  const { repository, queue, observer } = deps;
  // Wakes a request waiting in this process as soon as a job run here ends; requests in other processes poll.
  const settled = new EventEmitter().setMaxListeners(0);
  // When jobs run in this process, an upload's bytes wait in memory: embedded PGlite writes and reads a large bytea
  // on the event loop (about 0.3 s per MB here). Across processes they wait in the job's row.
  const imagesHere = queue.name === 'in-process' ? new Map<string, Buffer>() : undefined;

  async function outcomeOf(jobId: string): Promise<{ resultId: string } | { error: Error } | null> {
    const job = await repository.outcome(jobId);
    if (!job) return { error: new AppError('INTERNAL') };
    if (job.stage === 'done' && job.resultId) return { resultId: job.resultId };
    if (job.stage === 'cancelled') return { error: new JobCancelledError() };
    if (job.stage === 'failed') {
      return { error: isErrorCode(job.errorCode) ? new AppError(job.errorCode, job.errorMessage ?? undefined) : new AppError('INTERNAL') };
    }
    return null;
  }

  /** Waits for the job to end. A client that goes away (`signal`) cancels it: a job that has not stored anything never will. */
  async function waitFor(kind: JobKind, jobId: string, signal?: AbortSignal): Promise<string> {
    let pause = POLL_MS.first;
    for (;;) {
      if (signal?.aborted && (await repository.cancel(jobId))) {
        await queue.cancel(kind, jobId);
        throw new JobCancelledError();
      }
      const outcome = await outcomeOf(jobId);
      if (outcome && 'resultId' in outcome) return outcome.resultId;
      if (outcome) throw outcome.error;
      const woken = new AbortController();
      const wake = () => woken.abort();
      settled.once(jobId, wake);
      signal?.addEventListener('abort', wake, { once: true });
      await sleep(pause, undefined, { signal: woken.signal }).catch(() => undefined);
      settled.off(jobId, wake);
      signal?.removeEventListener('abort', wake);
      pause = Math.min(pause * 2, POLL_MS.max);
    }
  }

  return {
    /**
     * Takes a slot for a job whose input is still arriving (an upload's body), refused with 429 RATE_LIMITED when
     * the user or the queue is at its bound. `jobId` may be chosen by the client, which then follows the job's stages.
     */
    async admit(userId: string, kind: JobKind, bounds: AdmissionBounds, messages: Record<'user' | 'queue', string>, jobId?: string) {
      const admitted = await repository.admit(userId, kind, bounds, jobId);
      if (!('refused' in admitted)) return admitted.id;
      if (admitted.refused === 'taken') throw jobIdTaken();
      throw new AppError('RATE_LIMITED', messages[admitted.refused]);
    },

    /** Gives back the slot of an admitted job that will not be queued (its upload was refused or cut off). */
    discard: (jobId: string) => repository.discard(jobId),

    /** Queues an admitted job with its input and waits for its result's id. */
    async run(kind: JobKind, jobId: string, input: Record<string, unknown>, image?: Buffer, signal?: AbortSignal): Promise<string> {
      try {
        if (image) imagesHere?.set(jobId, image);
        await repository.enqueue(jobId, input, imagesHere ? undefined : image);
        await queue.send(kind, jobId);
        return await waitFor(kind, jobId, signal);
      } finally {
        imagesHere?.delete(jobId);
      }
    },

    /** Admits, queues and waits in one go: for jobs with no body to wait for and no bounds of their own. */
    async submit(userId: string, kind: JobKind, input: Record<string, unknown>, jobId?: string): Promise<string> {
      const created = await repository.create(userId, kind, jobId);
      if (!created) throw jobIdTaken();
      return this.run(kind, created, input);
    },

    /** Runs this process's share of `kind` jobs. `work` stores its result with `storeJobResult` and throws AppError for a domain failure. */
    async handle(kind: JobKind, concurrency: number, work: (job: ClaimedJob) => Promise<unknown>): Promise<void> {
      await queue.work(kind, concurrency, async (jobId, { lastAttempt }) => {
        const claimed = await repository.claim(jobId);
        if (!claimed) return;
        const job = { ...claimed, image: claimed.image ?? imagesHere?.get(jobId) ?? null };
        const started = performance.now();
        const seconds = () => (performance.now() - started) / 1000;
        try {
          await work(job);
          observer.ran(kind, 'done', seconds());
        } catch (error) {
          if (error instanceof AppError) {
            await repository.fail(jobId, error.code, error.message);
            observer.ran(kind, 'failed', seconds(), error.code);
          } else {
            observer.crashed(kind, jobId, error);
            if (!lastAttempt) {
              observer.ran(kind, 'retry', seconds());
              throw error;
            }
            await repository.fail(jobId, 'INTERNAL', null);
            observer.ran(kind, 'failed', seconds(), 'INTERNAL');
          }
        } finally {
          settled.emit(jobId);
        }
      });
    },

    /** Records the failure of jobs the queue gave up on without their handler ending them (their last worker died). */
    async handleGaveUp(): Promise<void> {
      await queue.onGaveUp(async (kind, jobId) => {
        if (await repository.fail(jobId, 'INTERNAL', null)) observer.ran(kind, 'gave_up', 0);
        settled.emit(jobId);
      });
    },

    /** Ends the jobs a previous run of this one process left under way (embedded PGlite): their requests died with it. */
    cancelAllUnderWay: () => repository.cancelAllUnderWay(),

    /** Forgets jobs that ended more than `ms` ago; what they stored stays. */
    pruneEnded: (ms: number) => repository.pruneEnded(ms),

    /** A user's job as the web app follows it (another user's job is not found). */
    async status(userId: string, jobId: string): Promise<JobStatus> {
      const job = await repository.findForUser(userId, jobId);
      if (!job) throw new AppError('JOB_NOT_FOUND');
      const error = job.stage === 'failed' ? (isErrorCode(job.errorCode) ? job.errorCode : 'INTERNAL') : null;
      return {
        id: jobId,
        kind: job.kind,
        stage: job.stage,
        ahead: job.ahead,
        result_id: job.resultId,
        error: error && { code: error, message: job.errorMessage ?? errorCodes[error].message },
      };
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;
