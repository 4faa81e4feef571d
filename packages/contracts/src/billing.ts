import { z } from 'zod';
import { dataEnvelope } from './common.js';
import { planType } from './plans.js';

/** Checkout request (spec section 3): plan_type, also accepted as planType. */
export const checkoutBody = z
  .object({
    plan_type: planType.exclude(['free']).optional(),
    planType: planType.exclude(['free']).optional(),
    success_url: z.string().url().max(2000),
    cancel_url: z.string().url().max(2000),
  })
  .refine((body) => body.plan_type ?? body.planType, { message: 'plan_type is required', path: ['plan_type'] });
export type CheckoutBody = z.infer<typeof checkoutBody>;
export const checkoutResponse = dataEnvelope(z.object({ url: z.string().url() }));
export const billingPortalResponse = z.object({ url: z.string().url() });

export const currentSubscription = z.object({
  plan_type: planType,
  status: z.string(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export const currentSubscriptionResponse = dataEnvelope(currentSubscription.nullable());
export const webhookResponse = z.object({ received: z.literal(true) });
