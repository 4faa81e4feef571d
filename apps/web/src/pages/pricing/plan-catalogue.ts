/** What each plan offers, as promised on the pricing page (spec section 9). */
export interface PlanOffer {
  id: 'free' | 'premium';
  name: string;
  price: string;
  period: string;
  summary: string;
  features: string[];
}

export const FREE_PLAN: PlanOffer = {
  id: 'free',
  name: 'Free',
  price: '$0',
  period: 'Free Forever',
  summary: 'Everything you need to turn one shop a week into dinners.',
  features: [
    '1 receipt scan per week',
    '1 meal plan per week',
    '3-day meal plans',
    'Full recipes with step-by-step instructions',
    'Rate recipes you have cooked',
  ],
};

export const PREMIUM_PLAN: PlanOffer = {
  id: 'premium',
  name: 'Premium',
  price: '$9.99',
  period: '/month',
  summary: 'For households that shop more than once a week and plan further ahead.',
  features: [
    '5 receipt scans per week',
    '7 meal plans per week',
    'Meal plans up to 14 days',
    'Nutrition per serving: calories, protein, carbs and fat',
    'Export plans as JSON, CSV or PDF',
  ],
};
