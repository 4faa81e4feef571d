import { errorResponse, profile, profileUpdate } from '@forkcast/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { createProfileService } from './profile-service.js';

export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ReturnType<typeof createProfileService> }> = async (
  app,
  { profiles },
) => {
  app.get(
    '/profile',
    { schema: { tags: ['auth'], summary: "The signed-in user's profile", response: { 200: profile, 401: errorResponse } } },
    async (request) => profiles.get(request.user.id),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change name, cooking skill, household size or dietary preferences (the email is read-only)',
        body: profileUpdate,
        response: { 200: profile, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => profiles.update(request.user.id, request.body),
  );
};
