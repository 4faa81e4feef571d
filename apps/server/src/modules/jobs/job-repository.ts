import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import type { JobKind } from '../../queue/job-queue.js';

export type JobStage = (typeof jobs.$inferSelect)['stage'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const UNDER_WAY: JobStage[] = ['receiving', 'queued', 'working'];
/** Namespace of the job admission lock among advisory locks ('jobs'), apart from usage's. */
const JOBS_LOCK_NAMESPACE = 0x6a6f6273;

export interface ClaimedJob {
  id: string;
  userId: string;
  kind: JobKind;
  input: Record<string, unknown>;
  image: Buffer | null;
  attempts: number;
}

export interface JobOutcome {
  kind: JobKind;
  stage: JobStage;
  resultId: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

/**
 * Stores a job's result and marks the job done in one transaction, under a lock on the job's row: a job run twice
 * (its first worker died after all) stores once, and a job cancelled meanwhile (its client left) stores nothing.
 * Returns the result's id, the one stored by an earlier run, or null when the job was cancelled.
 */
export async function storeJobResult(db: Db, jobId: string, store: (tx: Tx) => Promise<string>): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select({ stage: jobs.stage, resultId: jobs.resultId }).from(jobs).where(eq(jobs.id, jobId)).for('update');
    if (job?.stage === 'done') return job.resultId;
    if (job?.stage !== 'working') return null;
    const resultId = await store(tx);
    await tx
      .update(jobs)
      .set({ stage: 'done', resultId, image: null, updatedAt: sql`now()` })
      .where(eq(jobs.id, jobId));
    return resultId;
  });
}

/** The `jobs` table: what each request asked for, how far it got and what came of it. */
export function createJobRepository(db: Db) {
  return {
    /**
     * A new job, unless the bounds refuse it: `perUser` jobs of this kind under way for one user (counted under a
     * per-user lock, so two API processes cannot both admit the last one), `maxQueued` waiting for a worker in total.
     * Jobs older than `staleAfterMs` no longer count (their API process died before they ended).
     */
    async admit(
      userId: string,
      kind: JobKind,
      bounds: { perUser: number; maxQueued: number; staleAfterMs: number },
      id?: string,
    ): Promise<{ id: string } | { refused: 'user' | 'queue' | 'taken' }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${JOBS_LOCK_NAMESPACE}::int, hashtext(${userId}))`);
        const fresh = gt(jobs.createdAt, new Date(Date.now() - bounds.staleAfterMs));
        const [mine] = await tx
          .select({ n: count() })
          .from(jobs)
          .where(and(eq(jobs.userId, userId), eq(jobs.kind, kind), inArray(jobs.stage, UNDER_WAY), fresh));
        if ((mine?.n ?? 0) >= bounds.perUser) return { refused: 'user' as const };
        const [queued] = await tx
          .select({ n: count() })
          .from(jobs)
          .where(and(eq(jobs.kind, kind), eq(jobs.stage, 'queued'), fresh));
        if ((queued?.n ?? 0) >= bounds.maxQueued) return { refused: 'queue' as const };
        const [row] = await tx.insert(jobs).values({ id, userId, kind, stage: 'receiving' }).onConflictDoNothing().returning({ id: jobs.id });
        return row ? { id: row.id } : { refused: 'taken' as const };
      });
    },

    /** A new job with no bounds of its own; null when the id given is taken. */
    async create(userId: string, kind: JobKind, id?: string): Promise<string | null> {
      const [row] = await db.insert(jobs).values({ id, userId, kind, stage: 'receiving' }).onConflictDoNothing().returning({ id: jobs.id });
      return row?.id ?? null;
    },

    /** The job's input is complete: it waits for a worker. */
    async enqueue(jobId: string, input: Record<string, unknown>, image?: Buffer): Promise<void> {
      await db
        .update(jobs)
        .set({ stage: 'queued', input, image, updatedAt: sql`now()` })
        .where(and(eq(jobs.id, jobId), inArray(jobs.stage, ['receiving', 'queued'])));
    },

    /** Forgets a job that never reached the queue (its upload was refused before reading). */
    async discard(jobId: string): Promise<void> {
      await db.delete(jobs).where(and(eq(jobs.id, jobId), eq(jobs.stage, 'receiving')));
    },

    /** A worker takes the job up (again, when an earlier run died); null when it has ended meanwhile. */
    async claim(jobId: string): Promise<ClaimedJob | null> {
      const [row] = await db
        .update(jobs)
        .set({ stage: 'working', attempts: sql`${jobs.attempts} + 1`, updatedAt: sql`now()` })
        .where(and(eq(jobs.id, jobId), inArray(jobs.stage, ['queued', 'working'])))
        .returning({ id: jobs.id, userId: jobs.userId, kind: jobs.kind, input: jobs.input, image: jobs.image, attempts: jobs.attempts });
      return row ?? null;
    },

    /** Records why the job failed, unless it has ended already. The message is the catalogue's or the service's own. */
    async fail(jobId: string, errorCode: string, errorMessage: string | null): Promise<boolean> {
      const failed = await db
        .update(jobs)
        .set({ stage: 'failed', errorCode, errorMessage, image: null, updatedAt: sql`now()` })
        .where(and(eq(jobs.id, jobId), inArray(jobs.stage, UNDER_WAY)))
        .returning({ id: jobs.id });
      return failed.length > 0;
    },

    /** Cancels a job that has not ended; false when it had (it may be done: its result stands). */
    async cancel(jobId: string): Promise<boolean> {
      const cancelled = await db
        .update(jobs)
        .set({ stage: 'cancelled', image: null, updatedAt: sql`now()` })
        .where(and(eq(jobs.id, jobId), inArray(jobs.stage, UNDER_WAY)))
        .returning({ id: jobs.id });
      return cancelled.length > 0;
    },

    async outcome(jobId: string): Promise<JobOutcome | null> {
      const [row] = await db
        .select({ kind: jobs.kind, stage: jobs.stage, resultId: jobs.resultId, errorCode: jobs.errorCode, errorMessage: jobs.errorMessage })
        .from(jobs)
        .where(eq(jobs.id, jobId));
      return row ?? null;
    },

    /** The user's job with how many jobs of its kind wait ahead of it; another user's job is not found. */
    async findForUser(userId: string, jobId: string): Promise<(JobOutcome & { ahead: number }) | null> {
      const [row] = await db
        .select({
          kind: jobs.kind,
          stage: jobs.stage,
          resultId: jobs.resultId,
          errorCode: jobs.errorCode,
          errorMessage: jobs.errorMessage,
          createdAt: jobs.createdAt,
        })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)));
      if (!row) return null;
      const [ahead] =
        row.stage === 'queued'
          ? await db
              .select({ n: count() })
              .from(jobs)
              .where(and(eq(jobs.kind, row.kind), eq(jobs.stage, 'queued'), lt(jobs.createdAt, row.createdAt)))
          : [{ n: 0 }];
      const { createdAt: _createdAt, ...outcome } = row;
      return { ...outcome, ahead: ahead?.n ?? 0 };
    },

    /** Ends every job left under way by a previous run of this (only) process: their requests died with it. */
    async cancelAllUnderWay(): Promise<void> {
      await db.update(jobs).set({ stage: 'cancelled', image: null, updatedAt: sql`now()` }).where(inArray(jobs.stage, UNDER_WAY));
    },

    /** Deletes ended jobs older than `ms` (their results stay; only the record of the request goes). */
    async pruneEnded(ms: number): Promise<void> {
      await db
        .delete(jobs)
        .where(and(inArray(jobs.stage, ['done', 'failed', 'cancelled']), lt(jobs.updatedAt, new Date(Date.now() - ms))));
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
