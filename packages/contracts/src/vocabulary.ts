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
export { CUISINES, DIETARY_RESTRICTIONS, DIFFICULTIES, MEAL_TYPES } from '@forkcast/food/meal-vocabulary';
export const PLAN_DAYS = [3, 5, 7, 10, 14] as const;
export const FREE_PLAN_DAYS = 3;
