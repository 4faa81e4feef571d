import { endpoints } from '@forkcast/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.js';
import type { PlanService } from './plan-service.js';
import type { UsageService } from './usage-service.js';

export const planRoutes: FastifyPluginAsync<{ plans: PlanService; usage: UsageService }> = async (app, { plans, usage }) => {
  endpointRoute(app, endpoints.getPlan, async (request) => ({ data: await plans.currentPlan(request.user.id) }));

  // The catalogue changes only with the configuration, i.e. on a restart (the spec caches plans for 5 minutes).
  endpointRoute(app, endpoints.getPlanCatalogue, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { data: plans.catalogue() };
  });

  endpointRoute(app, endpoints.getUsage, async (request) => ({ data: await usage.summary(request.user.id) }));

  endpointRoute(app, endpoints.checkLimits, async (request) => ({
    data: await usage.limits(request.user.id, request.body.operation_type),
  }));
};
