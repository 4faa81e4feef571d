import { endpoints } from '@forkcast/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.js';
import type { HealthService } from './health-service.js';

export const healthRoutes: FastifyPluginAsync<{ health: HealthService }> = async (app, { health }) => {
  endpointRoute(app, endpoints.getHealth, async () => health.check());
  endpointRoute(app, endpoints.getLiveness, async () => health.live());
  endpointRoute(app, endpoints.getReadiness, async () => health.ready());
};
