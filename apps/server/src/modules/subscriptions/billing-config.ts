import { z } from 'zod';

/**
 * Payment settings, parsed by config.ts with the rest of the environment. Stripe is on when its secret key is
 * set; then the Premium price and the webhook endpoint's signing secret must be set too. Without a key, outside
 * production, checkout and the billing portal lead to Forkcast's built-in test pages instead.
 */
export const billingEnvShape = {
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key (sk_test_..., sk_live_...)')
    .optional(),
  /** The recurring Price (9.99 a month) that Premium checkouts sell. */
  STRIPE_PRICE_PREMIUM: z.string().regex(/^(price|plan)_\w+$/, 'must be a Stripe price id (price_...)').optional(),
  /** The signing secret of the webhook endpoint that points at /api/subscriptions/webhook. */
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_...)').optional(),
  /** Where the Stripe SDK sends its API calls; tests point it at a local server. */
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
};

type BillingEnv = z.infer<z.ZodObject<typeof billingEnvShape>>;

export interface StripeSettings {
  secretKey: string;
  premiumPriceId: string;
  webhookSecret: string;
  apiUrl: URL;
}

export interface BillingConfig {
  /** Undefined: no payment provider is configured. */
  stripe: StripeSettings | undefined;
}

/** The Stripe variables a configuration that sets STRIPE_SECRET_KEY still lacks (a half-configured Stripe stops the start). */
export function missingStripeSettings(env: BillingEnv): string[] {
  if (!env.STRIPE_SECRET_KEY) return [];
  return (['STRIPE_PRICE_PREMIUM', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !env[name]);
}

export function readBillingConfig(env: BillingEnv): BillingConfig {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PRICE_PREMIUM: premiumPriceId, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  return {
    stripe:
      secretKey && premiumPriceId && webhookSecret
        ? { secretKey, premiumPriceId, webhookSecret, apiUrl: new URL(env.STRIPE_API_URL) }
        : undefined,
  };
}
