import type { HealthResponse, ReadinessResponse } from '@forkcast/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { JobQueue } from '../../queue/job-queue.js';

/** The process's health: the database ping of GET /api/health, liveness, and readiness to take traffic. */
export function createHealthService(database: Pick<Database, 'ping' | 'kind' | 'migrations'>, queue: Pick<JobQueue, 'ping' | 'name'>) {
  const unavailable = async (check: () => Promise<unknown>, message: string) => {
    try {
      await check();
    } catch {
      throw new AppError('UNAVAILABLE', message);
    }
  };

  return {
    async check(): Promise<HealthResponse> {
      await unavailable(() => database.ping(), 'Database is not reachable');
      return { status: 'ok', database: database.kind };
    },

    /** The process answers: nothing else is checked, so a database outage never gets every process restarted. */
    live: (): { status: 'ok' } => ({ status: 'ok' }),

    async ready(): Promise<ReadinessResponse> {
      let migrations = { applied: 0, expected: 0 };
      await unavailable(async () => (migrations = await database.migrations()), 'Database is not reachable');
      if (migrations.applied < migrations.expected) {
        throw new AppError('UNAVAILABLE', `Database migrations are not applied (${migrations.applied} of ${migrations.expected})`);
      }
      await unavailable(() => queue.ping(), 'Job queue is not reachable');
      return { status: 'ok', database: database.kind, migrations: migrations.applied, queue: queue.name };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
