import { errorResponse, ingredientSearchQuery, ingredientSearchResponse } from '@forkcast/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchIngredients } from './ingredient-search.js';

export const ingredientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['ingredients'],
        summary: 'Search canonical ingredients by name (English or German)',
        querystring: ingredientSearchQuery,
        response: { 200: ingredientSearchResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => ({ data: searchIngredients(request.query.q, request.query.limit) }),
  );
};
