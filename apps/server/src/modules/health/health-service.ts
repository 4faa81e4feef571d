import type { HealthResponse } from '@forkcast/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';

/** Liveness: the process answers and its database does too. */
export function createHealthService(database: Pick<Database, 'ping' | 'kind'>) {
  return {
    async check(): Promise<HealthResponse> {
      try {
        await database.ping();
      } catch {
        throw new AppError('UNAVAILABLE', 'Database is not reachable');
      }
      return { status: 'ok', database: database.kind };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
