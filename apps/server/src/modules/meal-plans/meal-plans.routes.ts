import { endpoints } from '@forkcast/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.js';
import { perUserRateLimit } from '../../plugins/security.js';
import type { MealPlanService } from './meal-plan-service.js';

/** Spec section 7: meal plans and their recipes live under /api/recipes. */
export const mealPlansRoutes: FastifyPluginAsync<{ service: MealPlanService }> = async (app, { service }) => {
  endpointRoute(app, endpoints.generateMealPlan, async (request) => {
    const { receiptId, from, preferences, job_id: jobId } = request.body;
    // The contract holds a receiptId whenever the plan is made from a receipt.
    const source = from === 'kitchen' ? { from } : { from, receiptId: receiptId! };
    return { data: { id: await service.generate(request.user.id, source, preferences, jobId) } };
  }, { config: { rateLimit: perUserRateLimit(app.config.generateRateLimitMax) } });

  endpointRoute(app, endpoints.listMealPlans, async (request) => {
    const { limit, offset } = request.query;
    const { plans, total } = await service.list(request.user.id, limit, offset);
    return { data: plans, total, limit, offset };
  });

  endpointRoute(app, endpoints.getMealPlan, async (request) => ({
    data: await service.get(request.user.id, request.params.id),
  }));

  endpointRoute(app, endpoints.deleteMealPlan, async (request, reply) => {
    await service.delete(request.user.id, request.params.id);
    return reply.status(204).send(null);
  });

  endpointRoute(app, endpoints.getRecipe, async (request) => ({
    data: await service.recipe(request.user.id, request.params.id),
  }));

  endpointRoute(app, endpoints.rateRecipe, async (request) => ({
    data: await service.feedback(request.user.id, request.params.id, request.body),
  }));
};
