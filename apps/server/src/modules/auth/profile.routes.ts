import { endpoints } from '@forkcast/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.js';
import type { ProfileService } from './profile-service.js';

export const profileRoutes: FastifyPluginAsync<{ profiles: ProfileService }> = async (app, { profiles }) => {
  endpointRoute(app, endpoints.getProfile, async (request) => profiles.get(request.user.id));

  endpointRoute(app, endpoints.updateProfile, async (request) => profiles.update(request.user.id, request.body));
};
