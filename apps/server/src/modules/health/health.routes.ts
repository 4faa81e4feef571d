import { errorResponse, healthResponse } from '@forkcast/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        security: [],
        response: { 200: healthResponse, 503: errorResponse },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch {
        throw new AppError('UNAVAILABLE', 'Database is not reachable');
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
