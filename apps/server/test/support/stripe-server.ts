import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One API call the server made, as Stripe would have received it (form fields flattened: `line_items[0][price]`). */
export interface StripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

/** A subscription as the local Stripe holds it; tests change it, then send the event that says it changed. */
export interface TestSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | null;
}

export const STRIPE_TEST_SETTINGS = {
  STRIPE_SECRET_KEY: 'sk_test_forkcast0tests',
  STRIPE_PRICE_PREMIUM: 'price_premium_monthly',
  STRIPE_WEBHOOK_SECRET: 'whsec_forkcast0tests',
};

/** Stripe's subscription object at the SDK's API version: the billing period lives on the items. */
export function stripeSubscriptionObject(subscription: TestSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
    cancel_at: subscription.cancelAt ?? null,
    livemode: false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          price: { id: subscription.priceId, object: 'price' },
          current_period_start: subscription.currentPeriodEnd - 30 * 86_400,
          current_period_end: subscription.currentPeriodEnd,
        },
      ],
    },
  };
}

/**
 * A local stand-in for the few Stripe API calls billing makes (customers, checkout sessions, billing portal sessions,
 * subscription retrieval), on a real port, so the real `stripe` SDK talks HTTP to it. `down` makes every call fail
 * as an outage would.
 */
export async function startStripeServer() {
  const state = {
    calls: [] as StripeCall[],
    subscriptions: new Map<string, TestSubscription>(),
    down: false,
  };
  const customersByKey = new Map<string, string>();
  let serial = 0;

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++serial}` }).end(JSON.stringify(body));
  const notFound = (res: ServerResponse, message: string) =>
    json(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message } });

  async function read(req: IncomingMessage): Promise<Record<string, string>> {
    let body = '';
    for await (const chunk of req) body += chunk;
    return Object.fromEntries(new URLSearchParams(body));
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const params = req.method === 'GET' ? Object.fromEntries(url.searchParams) : await read(req);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    state.calls.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey });
    if (req.headers.authorization !== `Bearer ${STRIPE_TEST_SETTINGS.STRIPE_SECRET_KEY}`) {
      return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (state.down) return json(res, 500, { error: { type: 'api_error', message: 'Something went wrong on our end' } });

    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      // The SDK sends our idempotency key; Stripe answers a repeated key with the first result.
      const id = customersByKey.get(idempotencyKey ?? '') ?? `cus_${++serial}`;
      if (idempotencyKey) customersByKey.set(idempotencyKey, id);
      return json(res, 200, { id, object: 'customer', email: params.email });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${++serial}`;
      return json(res, 200, { id, object: 'checkout.session', mode: params.mode, url: `https://checkout.stripe.test/c/pay/${id}` });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = `bps_${++serial}`;
      return json(res, 200, { id, object: 'billing_portal.session', customer: params.customer, url: `https://billing.stripe.test/p/session/${id}` });
    }
    const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && subscription) {
      const found = state.subscriptions.get(subscription[1]!);
      return found ? json(res, 200, stripeSubscriptionObject(found)) : notFound(res, `No such subscription: '${subscription[1]}'`);
    }
    return notFound(res, `Unrecognized request URL (${req.method}: ${url.pathname})`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    calls: state.calls,
    subscriptions: state.subscriptions,
    setDown(down: boolean) {
      state.down = down;
    },
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

/** A webhook delivery as Stripe sends it: the event as JSON and its Stripe-Signature header, signed with the SDK's helper. */
export function signedEvent(
  event: { id: string; type: string; object: Record<string, unknown> },
  options: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type: event.type,
    data: { object: event.object },
  });
  return signedPayload(payload, options);
}

export function signedPayload(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_SETTINGS.STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return { payload, signature };
}
