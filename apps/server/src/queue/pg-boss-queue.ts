import pg from 'pg';
import PgBoss from 'pg-boss';
import type { JobKind, JobQueue } from './job-queue.js';

export interface PgBossQueueOptions {
  connectionString: string;
  /** How long a run may take before the job counts as failed (its worker died or hangs) and is tried again. */
  timeoutSeconds: Record<JobKind, number>;
  /** Runs after the first that a job gets before it fails for good. */
  retryLimit: number;
  /** How often timed-out runs are looked for (pg-boss maintenance, shared by all processes). */
  maintenanceSeconds: number;
  /** How often an idle worker asks for a job. */
  pollingSeconds: number;
  /** Errors pg-boss reports in the background; they carry no job data (a job's data is only its id). */
  onError: (error: Error) => void;
}

const queueNames: Record<JobKind, string> = { read_receipt: 'forkcast-read-receipt', plan_meals: 'forkcast-plan-meals' };
/** Where pg-boss moves a job that failed its last run, so a worker can record that failure for the waiting request. */
const GAVE_UP_QUEUE = 'forkcast-gave-up';

/** Namespace of the queue set-up lock among advisory locks ('boss'). */
const SETUP_LOCK = 0x626f7373;

async function whileLocked(connectionString: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString, application_name: 'forkcast-queue-setup' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
    await work();
  } finally {
    await client.end();
  }
}

interface JobData {
  jobId: string;
  kind: JobKind;
}

/**
 * pg-boss on the app's PostgreSQL database (schema `pgboss`, its own small pool). A job's pg-boss id is the job's id,
 * so the API can cancel it. A run that outlives its timeout (a worker killed mid-job) is failed by pg-boss's
 * maintenance and retried by another worker; jobs are fetched one at a time (in pg-boss 10 a throw fails the whole
 * fetched batch).
 */
export async function createPgBossQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: 4,
    application_name: 'forkcast-queue',
    maintenanceIntervalSeconds: options.maintenanceSeconds,
    schedule: false,
  });
  boss.on('error', options.onError);
  // Processes starting together would deadlock making the same queues: they take turns.
  await whileLocked(options.connectionString, async () => {
    await boss.start();
    await boss.createQueue(GAVE_UP_QUEUE);
    for (const kind of Object.keys(queueNames) as JobKind[]) {
      const settings = {
        name: queueNames[kind],
        retryLimit: options.retryLimit,
        retryDelay: 1,
        expireInSeconds: options.timeoutSeconds[kind],
        deadLetter: GAVE_UP_QUEUE,
      };
      await boss.createQueue(queueNames[kind], settings);
      // A queue made by an earlier start keeps its settings until told otherwise.
      await boss.updateQueue(queueNames[kind], settings);
    }
  });
  const localWorkers = new Map<JobKind, string[]>();
  const workOptions = { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingSeconds } as const;

  return {
    name: 'pg-boss',
    async send(kind, jobId) {
      await boss.send(queueNames[kind], { jobId, kind } satisfies JobData, { id: jobId });
      // A worker of this process takes it now rather than at its next poll.
      const idle = localWorkers.get(kind)?.[0];
      if (idle) boss.notifyWorker(idle);
    },
    async cancel(kind, jobId) {
      await boss.cancel(queueNames[kind], jobId);
    },
    async work(kind, concurrency, handler) {
      const ids: string[] = [];
      for (let i = 0; i < concurrency; i++) {
        ids.push(
          await boss.work<JobData>(queueNames[kind], workOptions, async ([job]) => {
            if (job) await handler(job.data.jobId, { lastAttempt: job.retryCount >= job.retryLimit });
          }),
        );
      }
      localWorkers.set(kind, ids);
    },
    async onGaveUp(handler) {
      await boss.work<JobData>(GAVE_UP_QUEUE, workOptions, async ([job]) => {
        if (job) await handler(job.data.kind, job.data.jobId);
      });
    },
    async waiting() {
      const [read, plan] = await Promise.all([boss.getQueueSize(queueNames.read_receipt), boss.getQueueSize(queueNames.plan_meals)]);
      return { read_receipt: read, plan_meals: plan };
    },
    async ping() {
      await boss.getQueue(GAVE_UP_QUEUE);
    },
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
    },
  };
}
