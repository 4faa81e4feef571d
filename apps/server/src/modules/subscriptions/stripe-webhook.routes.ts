import { endpoints } from '@forkcast/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.js';
import type { StripeWebhookService } from './stripe-webhook-service.js';

/** The webhook in a scope of its own: only here do JSON bodies stay raw bytes. */
export const stripeWebhookRoutes: FastifyPluginAsync<{ webhooks: StripeWebhookService }> = async (app, { webhooks }) => {
  // The signature covers the exact bytes sent, so the body is verified before anything parses it.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  endpointRoute(app, endpoints.receiveStripeWebhook, async (request) => {
    const signature = request.headers['stripe-signature'];
    await webhooks.receive(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
    return { received: true as const };
  });
};
