import { endpoints } from '@forkcast/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.js';
import { describeSubscription, type BillingService } from './billing-service.js';

export const billingRoutes: FastifyPluginAsync<{ billing: BillingService }> = async (app, { billing }) => {
  endpointRoute(app, endpoints.getCurrentSubscription, async (request) => ({
    data: describeSubscription(await billing.newestSubscription(request.user.id)),
  }));

  endpointRoute(app, endpoints.startCheckout, async (request) => {
    const { plan_type: planTypeField, planType, success_url: successUrl, cancel_url: cancelUrl } = request.body;
    // The contract accepts either spelling of the plan (spec section 3) and requires one of them.
    const url = await billing.startCheckout(request.user, { planType: (planTypeField ?? planType)!, successUrl, cancelUrl });
    return { data: { url } };
  });

  endpointRoute(app, endpoints.openBillingPortal, async (request) => ({ url: await billing.openBillingPortal(request.user.id) }));
};
