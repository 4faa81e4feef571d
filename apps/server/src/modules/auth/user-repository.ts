import type { Profile } from '@forkcast/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

type CookingSkillLevel = Profile['cooking_skill_level'];

/** A user as stored: who they are and the cooking defaults their profile sets. */
export interface UserRecord {
  id: string;
  email: string;
  fullName: string | null;
  cookingSkillLevel: CookingSkillLevel;
  householdSize: number;
  /** Dietary flags as stored; a flag never set is absent. */
  dietaryPreferences: Record<string, boolean>;
}

/** The profile fields a user may change; a field left out keeps its value. */
export interface UserChanges {
  fullName?: string | null;
  cookingSkillLevel?: CookingSkillLevel;
  householdSize?: number;
  dietaryPreferences?: Record<string, boolean>;
}

export type PlanningDefaults = Pick<UserRecord, 'householdSize' | 'cookingSkillLevel' | 'dietaryPreferences'>;

const recordColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  cookingSkillLevel: users.cookingSkillLevel,
  householdSize: users.householdSize,
  dietaryPreferences: users.dietaryPreferences,
};

/** The `users` table: the signed-in user's own row, always by their id. */
export function createUserRepository(db: Db) {
  return {
    async find(userId: string): Promise<UserRecord | null> {
      const [row] = await db.select(recordColumns).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    async update(userId: string, changes: UserChanges): Promise<void> {
      await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    /** What a meal plan falls back on when the request leaves a preference out; null for an unknown user. */
    async planningDefaults(userId: string): Promise<PlanningDefaults | null> {
      const [row] = await db
        .select({
          householdSize: users.householdSize,
          cookingSkillLevel: users.cookingSkillLevel,
          dietaryPreferences: users.dietaryPreferences,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
