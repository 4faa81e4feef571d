import { endpoints } from '@forkcast/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.js';
import type { PlanService } from './plan-service.js';

export const planRoutes: FastifyPluginAsync<{ plans: PlanService }> = async (app, { plans }) => {
  endpointRoute(app, endpoints.getPlan, async (request) => ({ data: await plans.currentPlan(request.user.id) }));
};
