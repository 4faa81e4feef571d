import type { GenerationPreferences } from '@forkcast/contracts';
import { DIETARY_RESTRICTIONS, FREE_PLAN_DAYS, PLAN_DAYS } from '@forkcast/contracts/vocabulary';

export type Preferences = Required<GenerationPreferences>;

/** Spec section 9 defaults; household size prefers the profile's when it fits the dialog's 1 to 10. */
export const DEFAULT_HOUSEHOLD_SIZE = 2;
export const HOUSEHOLD_SIZES = Array.from({ length: 10 }, (_, i) => i + 1);
export const PREP_TIMES = Array.from({ length: 12 }, (_, i) => (i + 1) * 15);

export function initialPreferences(profile?: { household_size?: number; dietary_preferences?: Record<string, boolean> }): Preferences {
  const household = profile?.household_size;
  return {
    days: FREE_PLAN_DAYS,
    household_size: household && household >= 1 && household <= 10 ? household : DEFAULT_HOUSEHOLD_SIZE,
    cooking_skill: 'easy',
    max_prep_time: 60,
    // The profile's standing diet is a sensible start; only flags the planner knows are carried over.
    dietary_restrictions: DIETARY_RESTRICTIONS.filter((flag) => profile?.dietary_preferences?.[flag] === true),
    cuisine_preferences: [],
  };
}

/** The days a user may choose: the full list with paid access, otherwise only the fixed free length (spec section 5). */
export const allowedDays = (paid: boolean): readonly number[] => (paid ? PLAN_DAYS : [FREE_PLAN_DAYS]);

/** What is sent: without paid access the days go back to 3 whatever the form held (spec section 4). */
export function preferencesToSend(form: Preferences, paid: boolean): Preferences {
  return { ...form, days: allowedDays(paid).includes(form.days) ? form.days : FREE_PLAN_DAYS };
}

export function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);
}

/** "gluten-free" -> "Gluten-free", "low-carb" -> "Low-carb". */
export const optionLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
