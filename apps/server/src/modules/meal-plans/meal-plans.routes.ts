import {
  errorResponse,
  generateMealPlanBody,
  generateMealPlanResponse,
  listMealPlansQuery,
  listMealPlansResponse,
  mealPlanResponse,
  recipeFeedbackBody,
  recipeFeedbackResponse,
  recipeResponse,
  uuidParam,
} from '@forkcast/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MealPlanService } from './meal-plan-service.js';

const idParams = z.object({ id: uuidParam });
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/** Spec section 7: meal plans and their recipes live under /api/recipes. */
export const mealPlansRoutes: FastifyPluginAsyncZod<{ service: MealPlanService }> = async (app, { service }) => {
  app.post(
    '/generate-meal-plan',
    {
      schema: {
        tags: ['meal plans'],
        summary: "Plan meals from a receipt's food",
        body: generateMealPlanBody,
        response: { 200: generateMealPlanResponse, ...errors, 403: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const { receiptId, preferences } = request.body;
      return { data: { id: await service.generate(request.user.id, receiptId, preferences) } };
    },
  );

  app.get(
    '/meal-plans',
    {
      schema: {
        tags: ['meal plans'],
        summary: 'Your meal plans, newest first',
        querystring: listMealPlansQuery,
        response: { 200: listMealPlansResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { plans, total } = await service.list(request.user.id, limit, offset);
      return { data: plans, total, limit, offset };
    },
  );

  app.get(
    '/meal-plans/:id',
    { schema: { tags: ['meal plans'], params: idParams, response: { 200: mealPlanResponse, ...errors } } },
    async (request) => ({ data: await service.get(request.user.id, request.params.id) }),
  );

  app.delete(
    '/meal-plans/:id',
    { schema: { tags: ['meal plans'], params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.delete(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id',
    { schema: { tags: ['recipes'], summary: 'A recipe of one of your plans', params: idParams, response: { 200: recipeResponse, ...errors } } },
    async (request) => ({ data: await service.recipe(request.user.id, request.params.id) }),
  );

  app.post(
    '/:id/feedback',
    {
      schema: {
        tags: ['recipes'],
        summary: 'Rate a recipe',
        params: idParams,
        body: recipeFeedbackBody,
        response: { 200: recipeFeedbackResponse, ...errors },
      },
    },
    async (request) => ({ data: await service.feedback(request.user.id, request.params.id, request.body) }),
  );
};
