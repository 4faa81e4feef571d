import { escapeHtml } from '../../../http/stand-in-pages.js';
import { TEST_PERIOD_DAYS, TEST_PREMIUM_PRICE } from './test-payment-provider.js';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function page(title: string, stylesheetHref: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">
</head>
<body>
  <main class="card">
    <p class="badge">Test mode: no real payment</p>
${body}
  </main>
</body>
</html>
`;
}

const facts = (rows: Array<[string, string]>) =>
  `<dl class="facts">${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;

/** Stands in for the hosted checkout: the order, and a button that pays without a card. */
export function renderTestCheckoutPage(view: { cancelUrl: string; stylesheetHref: string }): string {
  return page(
    'Test checkout',
    view.stylesheetHref,
    `    <h1>Test checkout</h1>
    <p class="lead">No payment provider is configured on this server, so Forkcast's built-in test checkout stands in for it.
      No card is asked for and nothing is charged.</p>
    ${facts([
      ['Plan', 'Forkcast Premium'],
      ['Price', TEST_PREMIUM_PRICE.label],
      ['Test period', `${TEST_PERIOD_DAYS} days`],
    ])}
    <form method="post">
      <div class="actions">
        <button type="submit" class="primary">Complete test payment</button>
        <a class="button secondary" href="${escapeHtml(view.cancelUrl)}">Cancel</a>
      </div>
    </form>`,
  );
}

export interface PortalSubscriptionView {
  planLabel: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Whether the test portal offers 'Cancel plan': a subscription that is running and still set to renew. */
export const canCancel = (subscription: Pick<PortalSubscriptionView, 'status' | 'cancelAtPeriodEnd'>): boolean =>
  ['active', 'trialing'].includes(subscription.status) && !subscription.cancelAtPeriodEnd;

function describe(subscription: PortalSubscriptionView): Array<[string, string]> {
  const end = subscription.currentPeriodEnd ? dateFormat.format(subscription.currentPeriodEnd) : null;
  const rows: Array<[string, string]> = [
    ['Plan', subscription.planLabel],
    ['Status', subscription.status.charAt(0).toUpperCase() + subscription.status.slice(1).replaceAll('_', ' ')],
  ];
  if (end) rows.push(subscription.cancelAtPeriodEnd ? ['Ends on', end] : ['Renews on', end]);
  return rows;
}

/** Stands in for the billing portal: the subscription, 'Cancel plan' while it renews, and the way back. */
export function renderTestBillingPortalPage(view: {
  subscription: PortalSubscriptionView | null;
  returnUrl: string;
  stylesheetHref: string;
}): string {
  const { subscription } = view;
  const end = subscription?.currentPeriodEnd ? dateFormat.format(subscription.currentPeriodEnd) : 'the end of the billing period';
  let body: string;
  if (subscription && canCancel(subscription)) {
    body = `${facts(describe(subscription))}
    <p class="note">Cancelling stops the renewal. You keep Premium until ${escapeHtml(end)}, and your receipts and meal plans are kept.</p>
    <form method="post">
      <div class="actions">
        <button type="submit" class="danger">Cancel plan</button>
        <a class="button secondary" href="${escapeHtml(view.returnUrl)}">Back to Forkcast</a>
      </div>
    </form>`;
  } else {
    const summary = subscription
      ? `${facts(describe(subscription))}
    ${subscription.cancelAtPeriodEnd ? `<p class="note">Your plan is cancelled: it does not renew, and Premium stays on until ${escapeHtml(end)}.</p>` : ''}`
      : '<p class="note">You have no subscription yet.</p>';
    body = `${summary}
    <div class="actions"><a class="button primary" href="${escapeHtml(view.returnUrl)}">Back to Forkcast</a></div>`;
  }
  return page(
    'Test billing portal',
    view.stylesheetHref,
    `    <h1>Test billing portal</h1>
    <p class="lead">No payment provider is configured on this server, so Forkcast's built-in test billing portal stands in for it.</p>
    ${body}`,
  );
}

/** A link that has expired or was never ours, or a step that could not be done. */
export function renderTestPageProblem(view: { title: string; message: string; backUrl: string; stylesheetHref: string }): string {
  return page(
    view.title,
    view.stylesheetHref,
    `    <h1>${escapeHtml(view.title)}</h1>
    <p class="error">${escapeHtml(view.message)}</p>
    <div class="actions"><a class="button secondary" href="${escapeHtml(view.backUrl)}">Back to Forkcast</a></div>`,
  );
}
