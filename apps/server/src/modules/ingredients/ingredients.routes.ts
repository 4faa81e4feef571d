import { endpoints } from '@forkcast/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.js';
import type { IngredientService } from './ingredient-service.js';

export const ingredientsRoutes: FastifyPluginAsync<{ ingredients: IngredientService }> = async (app, { ingredients }) => {
  endpointRoute(app, endpoints.searchIngredients, async (request) => ({
    data: ingredients.search(request.query.q, request.query.limit),
  }));
};
