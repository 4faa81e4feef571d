import { endpoints } from '@forkcast/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.js';
import type { JobService } from './job-service.js';

export const jobsRoutes: FastifyPluginAsync<{ service: JobService }> = async (app, { service }) => {
  endpointRoute(app, endpoints.getJob, async (request) => ({ data: await service.status(request.user.id, request.params.id) }));
};
