import { webhookEvents } from '../src/db/schema.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';
import { createSession } from './support/sign-in.js';
import {
  signedEvent,
  signedPayload,
  startStripeServer,
  STRIPE_TEST_SETTINGS,
  stripeSubscriptionObject,
  type StripeServer,
  type TestSubscription,
} from './support/stripe-server.js';

const ORIGIN = 'https://forkcast.test';
const DAY = 86_400;
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * DAY;

let t: TestApp;
let stripe: StripeServer;

beforeAll(async () => {
  stripe = await startStripeServer();
  t = await createTestApp({ ...STRIPE_TEST_SETTINGS, STRIPE_API_URL: stripe.url, PUBLIC_ORIGIN: ORIGIN });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});
beforeEach(() => {
  stripe.calls.length = 0;
  stripe.setDown(false);
});

let people = 0;
/** A new signed-in user: their id and bearer headers. */
async function newUser() {
  const email = `cook${++people}@example.com`;
  const session = await createSession(t.app, { email, name: `Cook ${people}` });
  return { id: session.user.id, email, headers: { authorization: `Bearer ${session.access_token}` } };
}
type User = Awaited<ReturnType<typeof newUser>>;

const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
  plan_type: 'premium',
  success_url: `${ORIGIN}/subscription/success`,
  cancel_url: `${ORIGIN}/pricing`,
  ...overrides,
});
const checkout = (user: User, body: Record<string, unknown> = checkoutBody()) =>
  t.app.inject({ method: 'POST', url: '/api/subscriptions/checkout', headers: user.headers, payload: body });
const portal = (user: User) => t.app.inject({ method: 'POST', url: '/api/subscriptions/manage-billing', headers: user.headers });
const current = async (user: User) =>
  (await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: user.headers })).json().data;
const plan = async (user: User) => (await t.app.inject({ method: 'GET', url: '/api/auth/plan', headers: user.headers })).json().data;
const deliver = (delivery: { payload: string; signature?: string }, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/webhook',
    headers: { 'content-type': contentType, ...(delivery.signature ? { 'stripe-signature': delivery.signature } : {}) },
    payload: delivery.payload,
  });

/** The Stripe customer checkout made for the user (checkout creates it on first use). */
async function customerOf(user: User): Promise<string> {
  expect((await checkout(user)).statusCode).toBe(200);
  return stripe.calls.findLast((call) => call.path === '/v1/checkout/sessions')!.params.customer!;
}

let subscriptions = 0;
/** Puts a subscription on the local Stripe for the customer and returns it. */
function subscriptionAtStripe(customer: string, changes: Partial<TestSubscription> = {}): TestSubscription {
  const subscription: TestSubscription = {
    id: `sub_${++subscriptions}`,
    customer,
    status: 'active',
    priceId: STRIPE_TEST_SETTINGS.STRIPE_PRICE_PREMIUM,
    currentPeriodEnd: inDays(30),
    ...changes,
  };
  stripe.subscriptions.set(subscription.id, subscription);
  return subscription;
}

let events = 0;
const checkoutCompleted = (user: User, subscription: TestSubscription, claimedUser = user.id) =>
  signedEvent({
    id: `evt_${++events}`,
    type: 'checkout.session.completed',
    object: {
      id: `cs_test_done_${events}`,
      object: 'checkout.session',
      mode: 'subscription',
      customer: subscription.customer,
      subscription: subscription.id,
      client_reference_id: claimedUser,
    },
  });
const subscriptionEvent = (type: string, subscription: TestSubscription) =>
  signedEvent({ id: `evt_${++events}`, type, object: stripeSubscriptionObject(subscription) });

/** A user who went through checkout and whose payment the webhook confirmed. */
async function premiumUser() {
  const user = await newUser();
  const subscription = subscriptionAtStripe(await customerOf(user));
  expect((await deliver(checkoutCompleted(user, subscription))).statusCode).toBe(200);
  return { user, subscription };
}

describe('checkout', () => {
  it('answers the hosted checkout of a Premium subscription for the user, with a customer of their own', async () => {
    const user = await newUser();
    const res = await checkout(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/) } });

    const [customer, session] = stripe.calls;
    expect(customer).toMatchObject({ method: 'POST', path: '/v1/customers', params: { email: user.email } });
    expect(customer!.idempotencyKey).toBe(`forkcast-customer-${user.id}`);
    expect(session).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      params: {
        mode: 'subscription',
        customer: expect.stringMatching(/^cus_/),
        client_reference_id: user.id,
        'line_items[0][price]': 'price_premium_monthly',
        'line_items[0][quantity]': '1',
        success_url: `${ORIGIN}/subscription/success`,
        cancel_url: `${ORIGIN}/pricing`,
      },
    });
  });

  it('reuses the customer on the next checkout and takes the plan as planType too', async () => {
    const user = await newUser();
    await checkout(user);
    const { plan_type: _, ...withoutSnakeCase } = checkoutBody();
    expect((await checkout(user, { ...withoutSnakeCase, planType: 'premium' })).statusCode).toBe(200);
    expect(stripe.calls.filter((call) => call.path === '/v1/customers')).toHaveLength(1);
    const sessions = stripe.calls.filter((call) => call.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    expect(sessions[1]!.params.customer).toBe(sessions[0]!.params.customer);
  });

  it.each([
    ['another site', { success_url: 'https://evil.example/subscription/success' }],
    ['a look-alike host', { cancel_url: 'https://forkcast.test.evil.example/pricing' }],
    ['credentials that hide another host', { success_url: 'https://forkcast.test@evil.example/' }],
    ['another scheme', { success_url: 'http://forkcast.test/subscription/success' }],
    ['a script address', { cancel_url: 'javascript:alert(1)' }],
  ])('refuses to send the browser back to %s (REDIRECT_NOT_ALLOWED), asking Stripe nothing', async (_name, urls) => {
    const res = await checkout(await newUser(), checkoutBody(urls));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('REDIRECT_NOT_ALLOWED');
    expect(stripe.calls).toEqual([]);
  });

  it('refuses a request without a plan or for Enterprise, which is not sold online', async () => {
    const user = await newUser();
    const { plan_type: _, ...noPlan } = checkoutBody();
    expect((await checkout(user, noPlan)).json().code).toBe('VALIDATION_FAILED');
    const enterprise = await checkout(user, checkoutBody({ plan_type: 'enterprise' }));
    expect(enterprise.statusCode).toBe(400);
    expect(enterprise.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('only Premium') });
  });

  it('is for signed-in users only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/subscriptions/checkout', payload: checkoutBody() });
    expect(res.statusCode).toBe(401);
  });

  it('answers PAYMENT_PROVIDER_UNAVAILABLE when Stripe fails', async () => {
    stripe.setDown(true);
    const res = await checkout(await newUser());
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: expect.any(String) });
    expect(res.body).not.toContain('Something went wrong on our end');
  });

  it('refuses a second subscription while one is paid (ALREADY_SUBSCRIBED)', async () => {
    const { user } = await premiumUser();
    stripe.calls.length = 0;
    const res = await checkout(user);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_SUBSCRIBED');
    expect(stripe.calls).toEqual([]);
  });
});

describe('billing portal', () => {
  it('needs a billing account first (NO_BILLING_ACCOUNT)', async () => {
    const res = await portal(await newUser());
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_BILLING_ACCOUNT');
  });

  it("answers the portal of the user's customer, returning to the dashboard", async () => {
    const { user, subscription } = await premiumUser();
    stripe.calls.length = 0;
    const res = await portal(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\//) });
    expect(stripe.calls).toEqual([
      expect.objectContaining({
        path: '/v1/billing_portal/sessions',
        params: { customer: subscription.customer, return_url: `${ORIGIN}/dashboard` },
      }),
    ]);
  });
});

describe('webhook', () => {
  it('turns Premium on when checkout completes, reading the subscription back from Stripe', async () => {
    const user = await newUser();
    expect(await current(user)).toBeNull();
    const subscription = subscriptionAtStripe(await customerOf(user));
    const res = await deliver(checkoutCompleted(user, subscription));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(stripe.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/subscriptions/${subscription.id}` });

    expect(await current(user)).toEqual({
      plan_type: 'premium',
      status: 'active',
      current_period_end: new Date(subscription.currentPeriodEnd * 1000).toISOString(),
      cancel_at_period_end: false,
    });
    expect(await plan(user)).toMatchObject({ plan_type: 'premium', subscription: { status: 'active' } });
    // Kept to apply each event once, the record names no customer: a deleted account leaves nothing here.
    const kept = JSON.stringify(await t.app.database.db.select().from(webhookEvents));
    expect(kept).not.toContain(subscription.customer);
    expect(kept).not.toContain(user.id);
  });

  it('keeps Premium to the end of the period after a cancellation, then ends it', async () => {
    const { user, subscription } = await premiumUser();
    subscription.cancelAtPeriodEnd = true;
    expect((await deliver(subscriptionEvent('customer.subscription.updated', subscription))).statusCode).toBe(200);
    expect(await current(user)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await plan(user)).plan_type).toBe('premium');

    subscription.status = 'canceled';
    expect((await deliver(subscriptionEvent('customer.subscription.deleted', subscription))).statusCode).toBe(200);
    expect(await current(user)).toMatchObject({ status: 'canceled' });
    expect((await plan(user)).plan_type).toBe('free');
  });

  it('ends Premium when a cancelled period is over, even before Stripe reports the subscription ended', async () => {
    const { user, subscription } = await premiumUser();
    subscription.cancelAtPeriodEnd = true;
    subscription.currentPeriodEnd = Math.floor(Date.now() / 1000) - 60;
    await deliver(subscriptionEvent('customer.subscription.updated', subscription));
    expect(await current(user)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await plan(user)).plan_type).toBe('free');
  });

  it("reads a cancellation the portal scheduled as cancel_at the period's end as not renewing", async () => {
    const { user, subscription } = await premiumUser();
    subscription.cancelAt = subscription.currentPeriodEnd;
    await deliver(subscriptionEvent('customer.subscription.updated', subscription));
    expect(await current(user)).toMatchObject({ status: 'active', cancel_at_period_end: true });
  });

  it('records a failed renewal payment with the status Stripe gives the subscription', async () => {
    const { user, subscription } = await premiumUser();
    subscription.status = 'past_due';
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: subscription.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    };
    expect((await deliver(signedEvent({ id: `evt_${++events}`, type: 'invoice.payment_failed', object: invoice }))).statusCode).toBe(200);
    expect(await current(user)).toMatchObject({ status: 'past_due' });
  });

  it('applies the current state whatever order events arrive in', async () => {
    const { user, subscription } = await premiumUser();
    const created = subscriptionEvent('customer.subscription.created', subscription);
    subscription.status = 'canceled';
    await deliver(subscriptionEvent('customer.subscription.deleted', subscription));
    // The older event arrives last: it is news of a change, and the subscription read back is the cancelled one.
    await deliver(created);
    expect(await current(user)).toMatchObject({ status: 'canceled' });
  });

  it('applies each event once: a replay of the same event changes nothing', async () => {
    const { user, subscription } = await premiumUser();
    const update = subscriptionEvent('customer.subscription.updated', subscription);
    expect((await deliver(update)).statusCode).toBe(200);
    // Stripe's side changes, but this event was already applied: delivering it again is answered and ignored.
    subscription.status = 'canceled';
    const again = await deliver(update);
    expect(again.statusCode).toBe(200);
    expect(await current(user)).toMatchObject({ status: 'active' });
  });

  it('applies an event delivered twice at the same moment once', async () => {
    const user = await newUser();
    const subscription = subscriptionAtStripe(await customerOf(user));
    const completed = checkoutCompleted(user, subscription);
    const answers = await Promise.all([deliver(completed), deliver(completed)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const eventId = JSON.parse(completed.payload).id;
    expect((await t.app.database.db.select().from(webhookEvents)).filter((row) => row.id === eventId)).toHaveLength(1);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    expect(profile.json().subscriptions).toHaveLength(1);
  });

  describe('refuses, changing nothing (WEBHOOK_REJECTED)', () => {
    async function expectRejected(delivery: { payload: string; signature?: string }, user: User) {
      const before = await current(user);
      const res = await deliver(delivery);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WEBHOOK_REJECTED');
      expect(await current(user)).toEqual(before);
    }

    it('a forged event (signed with another secret)', async () => {
      const { user, subscription } = await premiumUser();
      subscription.status = 'canceled';
      const forged = signedEvent(
        { id: 'evt_forged', type: 'customer.subscription.deleted', object: stripeSubscriptionObject(subscription) },
        { secret: 'whsec_not0ours' },
      );
      await expectRejected(forged, user);
      expect(await t.app.database.db.select().from(webhookEvents)).not.toContainEqual(expect.objectContaining({ id: 'evt_forged' }));
    });

    it('an unsigned event, and one whose body was changed after signing', async () => {
      const { user, subscription } = await premiumUser();
      subscription.status = 'canceled';
      const genuine = subscriptionEvent('customer.subscription.deleted', subscription);
      await expectRejected({ payload: genuine.payload }, user);
      await expectRejected({ payload: genuine.payload.replace('"livemode":false', '"livemode":true'), signature: genuine.signature }, user);
    });

    it('a stale event (signed outside the five-minute tolerance)', async () => {
      const { user, subscription } = await premiumUser();
      subscription.status = 'canceled';
      const stale = signedEvent(
        { id: 'evt_stale', type: 'customer.subscription.deleted', object: stripeSubscriptionObject(subscription) },
        { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 },
      );
      await expectRejected(stale, user);
    });

    it('a malformed event, even when signed', async () => {
      const { user } = await premiumUser();
      await expectRejected(signedPayload('{"id": "evt_broken", "type":'), user);
      await expectRejected(signedPayload(JSON.stringify({ id: 'evt_no_data', type: 'customer.subscription.updated' })), user);
      await expectRejected(
        signedEvent({ id: 'evt_no_subscription_id', type: 'customer.subscription.updated', object: { object: 'subscription' } }),
        user,
      );
    });
  });

  it('answers events it does not act on without asking Stripe anything', async () => {
    const res = await deliver(signedEvent({ id: 'evt_paid', type: 'invoice.paid', object: { id: 'in_2', object: 'invoice' } }));
    expect(res.statusCode).toBe(200);
    expect(stripe.calls).toEqual([]);
  });

  it("stores nothing for a customer that is not ours, or a checkout whose customer is someone else's", async () => {
    const stranger = subscriptionAtStripe('cus_someone_else');
    const user = await newUser();
    expect((await deliver(checkoutCompleted(user, stranger))).statusCode).toBe(200);
    expect(await current(user)).toBeNull();

    const other = await newUser();
    const subscription = subscriptionAtStripe(await customerOf(other));
    expect((await deliver(checkoutCompleted(other, subscription, user.id))).statusCode).toBe(200);
    expect(await current(user)).toBeNull();
    expect(await current(other)).toBeNull();
  });

  it('asks for a redelivery (502, nothing recorded) when Stripe cannot be reached, and applies it then', async () => {
    const user = await newUser();
    const subscription = subscriptionAtStripe(await customerOf(user));
    const completed = checkoutCompleted(user, subscription);
    stripe.setDown(true);
    expect((await deliver(completed)).statusCode).toBe(502);
    stripe.setDown(false);
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await current(user)).toMatchObject({ status: 'active' });
  });

  it('takes only JSON', async () => {
    const res = await deliver({ payload: 'id=evt_1' }, 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
  });
});
