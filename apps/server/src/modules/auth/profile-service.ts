import { dietaryPreferenceFlags, type DietaryPreferences, type Profile, type ProfileUpdate } from '@forkcast/contracts';
import { AppError } from '../../errors.js';
import type { SubscriptionRepository } from '../subscriptions/subscription-repository.js';
import type { UserRepository } from './user-repository.js';

/** All eight flags, false unless stored true; anything else stored is dropped. */
function normaliseFlags(stored: Record<string, boolean>): DietaryPreferences {
  return Object.fromEntries(dietaryPreferenceFlags.map((flag) => [flag, stored[flag] === true])) as DietaryPreferences;
}

export function createProfileService(deps: { users: UserRepository; subscriptions: SubscriptionRepository }) {
  const { users, subscriptions } = deps;

  async function get(userId: string): Promise<Profile> {
    const user = await users.find(userId);
    if (!user) throw new AppError('PROFILE_NOT_FOUND');
    const subs = await subscriptions.list(userId);
    return {
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      cooking_skill_level: user.cookingSkillLevel,
      household_size: user.householdSize,
      dietary_preferences: normaliseFlags(user.dietaryPreferences),
      subscriptions: subs.map((s) => ({
        plan_type: s.planType,
        status: s.status,
        current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
      })),
    };
  }

  return {
    get,
    /** Changes only the fields given; dietary flags merge into the stored ones. */
    async update(userId: string, patch: ProfileUpdate): Promise<Profile> {
      const current = await get(userId);
      await users.update(userId, {
        ...(patch.full_name !== undefined ? { fullName: patch.full_name || null } : {}),
        ...(patch.cooking_skill_level ? { cookingSkillLevel: patch.cooking_skill_level } : {}),
        ...(patch.household_size !== undefined ? { householdSize: patch.household_size } : {}),
        ...(patch.dietary_preferences
          ? { dietaryPreferences: { ...current.dietary_preferences, ...patch.dietary_preferences } }
          : {}),
      });
      return get(userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
