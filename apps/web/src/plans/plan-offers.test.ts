import type { PlanInfo, PlanTerms } from '@forkcast/contracts';
import { describe, expect, it } from 'vitest';
import { FALLBACK_PLAN_FIGURES, featureLabel, figuresOfPlan, offeredPlanFigures, planInclusions, planOffer } from './plan-offers';

/** The Terms' reading of spec section 9 as the server's catalogue answers it. */
const termsReading: PlanTerms[] = [
  {
    plan_type: 'free',
    weekly_receipt_limit: 3,
    weekly_meal_plan_limit: 10,
    max_meal_plan_days: 3,
    features: ['meal_planning'],
    priority_support: false,
    daily_cost_limit: 1,
    allowances: { receipt_processing: { limit: 3, period: 'week' }, meal_plan_generation: { limit: 10, period: 'week' } },
  },
  {
    plan_type: 'premium',
    weekly_receipt_limit: 35,
    weekly_meal_plan_limit: 70,
    max_meal_plan_days: 14,
    features: ['meal_planning', 'nutrition_analysis'],
    priority_support: false,
    daily_cost_limit: 10,
    allowances: { receipt_processing: { limit: 5, period: 'day' }, meal_plan_generation: { limit: 10, period: 'day' } },
  },
];

describe('plan offers', () => {
  it("promise the server's default figures (spec section 9, Pricing page) until the catalogue has loaded", () => {
    const figures = offeredPlanFigures(undefined);
    expect(planOffer('free', figures.free)).toMatchObject({
      price: '$0',
      period: 'Free Forever',
      features: expect.arrayContaining(['1 receipt scan per week', '1 meal plan per week', '3-day meal plans']),
    });
    expect(planOffer('premium', figures.premium)).toMatchObject({
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

  it("promise the catalogue's figures, each allowance with its own period", () => {
    const figures = offeredPlanFigures(termsReading);
    expect(planOffer('free', figures.free).features.slice(0, 3)).toEqual(['3 receipt scans per week', '10 meal plans per week', '3-day meal plans']);
    expect(planOffer('premium', figures.premium).features).toEqual([
      '5 receipt scans per day',
      '10 meal plans per day',
      'Meal plans up to 14 days',
      'Nutrition per serving: calories, protein, carbs and fat',
    ]);
  });

  it('keep the fallback for a plan the catalogue leaves out', () => {
    expect(offeredPlanFigures(termsReading.slice(0, 1)).premium).toBe(FALLBACK_PLAN_FIGURES.premium);
  });

  it("list what the user's own plan includes, from its catalogue entry or, without one, from the plan answer", () => {
    const enterprise: PlanInfo = {
      plan_type: 'enterprise',
      weekly_receipt_limit: 50,
      weekly_meal_plan_limit: 70,
      max_meal_plan_days: 14,
      features: ['meal_planning', 'priority_queue'],
      priority_support: true,
      daily_cost_limit: 25,
      subscription: null,
    };
    expect(planInclusions(figuresOfPlan(enterprise, termsReading))).toEqual([
      '50 receipt scans per week',
      '70 meal plans per week',
      'Meal plans up to 14 days',
      'Daily AI cost limit of $25.00',
      'Meal plans from your receipts',
      'Priority queue',
      'Priority support',
    ]);
    const premium = { ...enterprise, plan_type: 'premium' as const };
    expect(planInclusions(figuresOfPlan(premium, termsReading)).slice(0, 2)).toEqual(['5 receipt scans per day', '10 meal plans per day']);
  });

  it('name features in words, an unknown one by its name', () => {
    expect(featureLabel('export')).toBe('Export plans as JSON, CSV or PDF');
    expect(featureLabel('priority_queue')).toBe('Priority queue');
  });
});
