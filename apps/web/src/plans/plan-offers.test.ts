import type { PlanInfo } from '@forkcast/contracts';
import { describe, expect, it } from 'vitest';
import { FALLBACK_PLAN_FIGURES, featureLabel, planFiguresWith, planOffer } from './plan-offers';

const freePlan = (overrides: Partial<PlanInfo> = {}): PlanInfo => ({
  plan_type: 'free',
  weekly_receipt_limit: 3,
  weekly_meal_plan_limit: 10,
  max_meal_plan_days: 3,
  features: ['meal_planning'],
  priority_support: false,
  daily_cost_limit: 1,
  subscription: null,
  ...overrides,
});

describe('plan offers', () => {
  it('promise the pricing page figures of spec section 9 until the server says otherwise', () => {
    expect(planOffer('free', FALLBACK_PLAN_FIGURES.free)).toMatchObject({
      price: '$0',
      period: 'Free Forever',
      features: expect.arrayContaining(['1 receipt scan per week', '1 meal plan per week', '3-day meal plans']),
    });
    expect(planOffer('premium', FALLBACK_PLAN_FIGURES.premium)).toMatchObject({
      price: '$9.99',
      features: [
        '5 receipt scans per week',
        '7 meal plans per week',
        'Meal plans up to 14 days',
        'Nutrition per serving: calories, protein, carbs and fat',
        'Export plans as JSON, CSV or PDF',
      ],
    });
  });

  it("take the user's own plan from the server, keeping the other plan's figures", () => {
    const figures = planFiguresWith(freePlan());
    expect(planOffer('free', figures.free).features.slice(0, 3)).toEqual(['3 receipt scans per week', '10 meal plans per week', '3-day meal plans']);
    expect(figures.premium).toBe(FALLBACK_PLAN_FIGURES.premium);
  });

  it('promise no feature the plan does not carry', () => {
    const premium = { ...FALLBACK_PLAN_FIGURES.premium, features: ['meal_planning', 'nutrition_analysis'] };
    expect(planOffer('premium', premium).features).not.toContain('Export plans as JSON, CSV or PDF');
  });

  it('keep the fallback for a plan not on sale (Enterprise) or none', () => {
    expect(planFiguresWith(freePlan({ plan_type: 'enterprise' }))).toBe(FALLBACK_PLAN_FIGURES);
    expect(planFiguresWith(undefined)).toBe(FALLBACK_PLAN_FIGURES);
  });

  it('name features in words, an unknown one by its name', () => {
    expect(featureLabel('export')).toBe('Export plans as JSON, CSV or PDF');
    expect(featureLabel('priority_queue')).toBe('Priority queue');
  });
});
