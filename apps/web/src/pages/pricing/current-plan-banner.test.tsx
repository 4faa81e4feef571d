import type { PlanInfo } from '@forkcast/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CurrentPlanBanner } from './current-plan-banner';

function premium(subscription: PlanInfo['subscription']): PlanInfo {
  return {
    plan_type: 'premium',
    weekly_receipt_limit: 5,
    weekly_meal_plan_limit: 7,
    max_meal_plan_days: 14,
    features: ['meal_planning', 'nutrition_analysis'],
    priority_support: false,
    daily_cost_limit: 10,
    subscription,
  };
}

/** The banner as a user reads it: its text, without markup. */
const bannerText = (plan: PlanInfo) => renderToStaticMarkup(<CurrentPlanBanner plan={plan} />).replace(/<[^>]+>/g, '');

describe('current plan banner', () => {
  it('names the plan, the renewal date and the status', () => {
    const text = bannerText(premium({ status: 'active', current_period_end: '2026-08-14T12:00:00.000Z' }));
    expect(text).toContain('Premium plan');
    expect(text).toMatch(/Renews on .*2026/);
    expect(text).toContain('Active');
  });

  it('leaves out the renewal line when the subscription has no period end (never "January 1, 1970")', () => {
    const text = bannerText(premium({ status: 'trialing', current_period_end: null }));
    expect(text).toContain('Premium plan');
    expect(text).toContain('trialing');
    expect(text).not.toContain('Renews on');
    expect(text).not.toContain('1970');
  });

  it('shows nothing without a subscription', () => {
    expect(bannerText({ ...premium(null), plan_type: 'free' })).toBe('');
  });
});
