import type { GenerationPreferences } from '@forkcast/contracts';
import { DIETARY_RESTRICTIONS, FREE_PLAN_DAYS, PLAN_DAYS } from '@forkcast/contracts/vocabulary';

export type Preferences = Required<GenerationPreferences>;

/** Spec section 9 defaults, which apply until the profile says otherwise. */
export const DEFAULT_HOUSEHOLD_SIZE = 2;
export const HOUSEHOLD_SIZES = Array.from({ length: 10 }, (_, i) => i + 1);
export const PREP_TIMES = Array.from({ length: 12 }, (_, i) => (i + 1) * 15);

/** What the dialog takes from the profile; loose types, so a profile from an older or newer server still fits. */
export interface ProfileDefaults {
  household_size?: number;
  cooking_skill_level?: string;
  dietary_preferences?: Record<string, boolean>;
}

/** The profile's cooking skill as the plan difficulty a cook of that skill expects. */
const DIFFICULTY_FOR_SKILL: Record<string, Preferences['cooking_skill']> = { beginner: 'easy', intermediate: 'medium', advanced: 'hard' };

export function initialPreferences(profile?: ProfileDefaults): Preferences {
  const household = profile?.household_size;
  return {
    days: FREE_PLAN_DAYS,
    // The profile allows up to 20 people; the dialog offers 1 to 10, so a bigger household plans for 10.
    household_size: household && Number.isFinite(household) ? Math.min(10, Math.max(1, Math.round(household))) : DEFAULT_HOUSEHOLD_SIZE,
    cooking_skill: DIFFICULTY_FOR_SKILL[profile?.cooking_skill_level ?? ''] ?? 'easy',
    max_prep_time: 60,
    // The profile's standing diet is a sensible start; only flags the planner knows are carried over.
    dietary_restrictions: DIETARY_RESTRICTIONS.filter((flag) => profile?.dietary_preferences?.[flag] === true),
    cuisine_preferences: [],
  };
}

/** The fields the user has set in the dialog, which no default (nor a profile that loads late) may replace. */
export type FormEdits = Partial<Preferences>;

/** What the dialog shows: the defaults from the profile (the spec's while it is unknown) under the user's own changes. */
export function formWithEdits(profile: ProfileDefaults | undefined, edits: FormEdits): Preferences {
  return { ...initialPreferences(profile), ...edits };
}

/** The edits after the user changed the form from `shown` to `next`: every field that differs now counts as the user's. */
export function recordEdits(edits: FormEdits, shown: Preferences, next: Preferences): FormEdits {
  const changed = (Object.keys(next) as (keyof Preferences)[]).filter((key) => next[key] !== shown[key]);
  return { ...edits, ...Object.fromEntries(changed.map((key) => [key, next[key]])) };
}

/**
 * The days a user may choose: with paid access the spec's lengths up to the plan's longest (`maxDays`, from the
 * server's plan), otherwise only the fixed free length (spec section 5).
 */
export const allowedDays = (paid: boolean, maxDays = Infinity): readonly number[] =>
  paid ? PLAN_DAYS.filter((days) => days === FREE_PLAN_DAYS || days <= maxDays) : [FREE_PLAN_DAYS];

/** What is sent: a length the user may not choose goes back to 3 whatever the form held (spec section 4). */
export function preferencesToSend(form: Preferences, paid: boolean, maxDays?: number): Preferences {
  return { ...form, days: allowedDays(paid, maxDays).includes(form.days) ? form.days : FREE_PLAN_DAYS };
}

export function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);
}

/** "gluten-free" -> "Gluten-free", "low-carb" -> "Low-carb". */
export const optionLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
