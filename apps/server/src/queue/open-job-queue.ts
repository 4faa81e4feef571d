import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { serializeError } from '../plugins/logging.js';
import { createInProcessQueue } from './in-process-queue.js';
import type { JobQueue } from './job-queue.js';
import { createPgBossQueue } from './pg-boss-queue.js';
import type { QueueConfig } from './queue-config.js';

/** pg-boss on PostgreSQL, where API and worker processes may be many; the in-process queue on embedded PGlite. */
export async function openJobQueue(config: QueueConfig, database: Pick<Database, 'kind' | 'url'>, log: FastifyBaseLogger): Promise<JobQueue> {
  if (database.kind === 'postgres' && database.url) {
    return createPgBossQueue({
      connectionString: database.url,
      timeoutSeconds: config.timeoutSeconds,
      retryLimit: config.retryLimit,
      maintenanceSeconds: config.maintenanceSeconds,
      pollingSeconds: config.pollingSeconds,
      onError: (error) => log.error({ err: serializeError(error) }, 'job queue error'),
    });
  }
  if (config.role !== 'all') throw new Error(`FORKCAST_ROLE=${config.role} needs PostgreSQL: embedded PGlite serves one process`);
  return createInProcessQueue();
}
