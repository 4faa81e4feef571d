import { z } from 'zod';
import {
  authProviders,
  cookingSkillLevels,
  dietaryPreferenceFlags,
  signInErrorCodes,
  signOutScopes,
  type DietaryPreferenceFlag,
} from './vocabulary.js';

export const authProvider = z.enum(authProviders);

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

export const signOutRequest = z.object({ scope: z.enum(signOutScopes).default('global') });

export const signInErrorCode = z.enum(signInErrorCodes);

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
