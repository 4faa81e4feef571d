import { z } from 'zod';

/** Social sign-in providers (spec section 1). */
export const authProviders = ['google', 'facebook', 'twitter'] as const;
export const authProvider = z.enum(authProviders);
export type AuthProvider = z.infer<typeof authProvider>;

export const authProviderLabels: Record<AuthProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
};

export const authUser = z.object({
  id: z.string().uuid(),
  email: z.string(),
  user_metadata: z.object({ full_name: z.string().optional() }),
});
export type AuthUser = z.infer<typeof authUser>;

/** The session the web app keeps (spec section 3). */
export const authSession = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds the access token stays valid from issue. */
  expires_in: z.number().int().positive(),
  /** Seconds since the epoch when the access token expires. */
  expires_at: z.number().int().positive(),
  token_type: z.literal('bearer'),
  user: authUser,
});
export type AuthSession = z.infer<typeof authSession>;

export const refreshSessionRequest = z.object({ refresh_token: z.string().min(1).max(200) });
export type RefreshSessionRequest = z.infer<typeof refreshSessionRequest>;

export const signOutScopes = ['global', 'local', 'others'] as const;
export const signOutRequest = z.object({ scope: z.enum(signOutScopes).default('global') });
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
export const signInErrorCode = z.enum(signInErrorCodes);
export type SignInErrorCode = z.infer<typeof signInErrorCode>;

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

const flagShape = Object.fromEntries(dietaryPreferenceFlags.map((flag) => [flag, z.boolean()])) as Record<
  DietaryPreferenceFlag,
  z.ZodBoolean
>;
export const dietaryPreferences = z.strictObject(flagShape);
export type DietaryPreferences = z.infer<typeof dietaryPreferences>;

export const householdSize = z.number().int().min(1).max(20);

export const profileSubscription = z.object({
  plan_type: z.enum(['free', 'premium', 'enterprise']),
  status: z.string(),
  current_period_end: z.string().nullable(),
});

export const profile = z.object({
  id: z.string().uuid(),
  email: z.string(),
  full_name: z.string().nullable(),
  cooking_skill_level: z.enum(cookingSkillLevels),
  household_size: householdSize,
  dietary_preferences: dietaryPreferences,
  subscriptions: z.array(profileSubscription),
});
export type Profile = z.infer<typeof profile>;

/** Every field optional: a PUT changes what it names. The email is read-only and refused by name. */
export const profileUpdate = z.strictObject({
  email: z.never({ error: 'email cannot be changed' }).optional(),
  full_name: z.string().trim().max(100).optional(),
  cooking_skill_level: z.enum(cookingSkillLevels).optional(),
  household_size: householdSize.optional(),
  dietary_preferences: dietaryPreferences.partial().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;
