/**
 * Plain values shared by server and web, with no zod: the web app imports them from
 * '@forkcast/contracts/vocabulary' so the schema library stays out of its bundle.
 */

/** Social sign-in providers (spec section 1). */
export const authProviders = ['google', 'facebook', 'twitter'] as const;
export type AuthProvider = (typeof authProviders)[number];

export const authProviderLabels: Record<AuthProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
};

export const signOutScopes = ['global', 'local', 'others'] as const;
export type SignOutScope = (typeof signOutScopes)[number];

/**
 * Why a sign-in came back without a session. The server redirects to `/?auth_error=<code>&provider=<p>`
 * (never a token or a provider's free text in the URL); the web app shows the message below.
 */
export const signInErrorCodes = [
  'access_denied',
  'provider_error',
  'expired',
  'email_required',
  'account_conflict',
  'unavailable',
] as const;
export type SignInErrorCode = (typeof signInErrorCodes)[number];

export function signInErrorMessage(code: SignInErrorCode, provider: AuthProvider): string {
  const name = authProviderLabels[provider];
  switch (code) {
    case 'access_denied':
      return `Sign-in with ${name} was cancelled.`;
    case 'provider_error':
      return `${name} could not sign you in. Please try again.`;
    case 'expired':
      return 'The sign-in attempt expired or was already used. Please try again.';
    case 'email_required':
      return `Your ${name} account has no confirmed email address to sign in with.`;
    case 'account_conflict':
      return `An account with this email already exists. Sign in with the provider you used before.`;
    case 'unavailable':
      return `Sign-in with ${name} is not available on this server.`;
  }
}

export const cookingSkillLevels = ['beginner', 'intermediate', 'advanced'] as const;

/** The eight dietary flags a profile can carry (spec section 5). */
export const dietaryPreferenceFlags = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'dairy-free',
  'keto',
  'paleo',
  'low-carb',
  'low-fat',
] as const;
export type DietaryPreferenceFlag = (typeof dietaryPreferenceFlags)[number];

/** Receipt uploads (spec sections 2 and 9). */
export const RECEIPT_MAX_BYTES = 10_485_760;
export const RECEIPT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export const RECEIPT_FILE_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.heic', '.webp'] as const;
export const ITEM_UNITS = ['each', 'g', 'kg', 'ml', 'l', 'lb', 'oz', 'pack', 'bunch', 'can'] as const;

/** Generation options (spec section 5); the meal vocabulary itself is the food package's. */
export { CUISINES, DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES, STORAGE_PLACES } from '@forkcast/food/meal-vocabulary';
export const PLAN_DAYS = [3, 5, 7, 10, 14] as const;
export const FREE_PLAN_DAYS = 3;

/**
 * The default plan figures: the Pricing page's reading of spec section 9 (Free: 1 receipt and 1 meal plan a week,
 * 3-day plans; Premium: 5 receipts and 7 meal plans a week, plans up to 14 days) with the Terms' daily AI cost limits
 * (1.00 and 10.00). The server's catalogue starts from them unless FORKCAST_PLANS_FILE says otherwise; the web shows
 * them until the server's catalogue has loaded (and on the pages painted at build time).
 */
export const DEFAULT_PLAN_FIGURES = {
  free: {
    allowances: { receipt_processing: { limit: 1, period: 'week' }, meal_plan_generation: { limit: 1, period: 'week' } },
    max_meal_plan_days: 3,
    daily_cost_limit: 1,
    features: ['meal_planning'],
    priority_support: false,
  },
  premium: {
    allowances: { receipt_processing: { limit: 5, period: 'week' }, meal_plan_generation: { limit: 7, period: 'week' } },
    max_meal_plan_days: 14,
    daily_cost_limit: 10,
    features: ['meal_planning', 'nutrition_analysis', 'advanced_recipes', 'export'],
    priority_support: false,
  },
} as const;
