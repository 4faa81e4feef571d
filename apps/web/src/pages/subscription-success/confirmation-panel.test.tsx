import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConfirmationPanel } from './confirmation-panel';
import type { Confirmation } from './confirmation';

/** The panel as a user reads it: its text, without markup. */
const shown = (confirmation: Confirmation) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ConfirmationPanel confirmation={confirmation} onSignIn={() => {}} />
    </MemoryRouter>,
  )
    .replace(/<title>.*?<\/title>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');

describe('subscription success panel', () => {
  it("says 'You're on Premium' with the renewal date once confirmed", () => {
    const text = shown({ state: 'confirmed', planName: 'Premium', periodEnd: '2026-08-14T12:00:00.000Z', cancelAtPeriodEnd: false });
    expect(text).toContain("You're on Premium");
    expect(text).toMatch(/renews on Aug 1[45], 2026/);
    expect(text).toContain('Go to Dashboard');
  });

  it('says when a cancelled plan ends instead of a renewal', () => {
    const text = shown({ state: 'confirmed', planName: 'Premium', periodEnd: '2026-08-14T12:00:00.000Z', cancelAtPeriodEnd: true });
    expect(text).toMatch(/does not renew: Premium stays on until Aug 1[45], 2026/);
    expect(text).not.toContain('renews on');
  });

  it('says plainly that the payment is still being confirmed, with a way to the dashboard', () => {
    const text = shown({ state: 'unconfirmed' });
    expect(text).toContain('Your payment is still being confirmed');
    expect(text).toContain('Go to Dashboard');
    expect(text).not.toContain("You're on");
  });

  it('claims nothing while it waits', () => {
    const text = shown({ state: 'confirming' });
    expect(text).toContain('Confirming your payment');
    expect(text).not.toMatch(/You're on|Thank you/);
  });
});
