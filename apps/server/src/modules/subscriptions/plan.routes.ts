import { errorResponse, planResponse } from '@forkcast/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlan } from './plan-access.js';

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plan',
    { schema: { tags: ['plans'], summary: 'Your plan and what it includes', response: { 200: planResponse, 401: errorResponse } } },
    async (request) => ({ data: await currentPlan(app.database.db, request.user.id) }),
  );
};
