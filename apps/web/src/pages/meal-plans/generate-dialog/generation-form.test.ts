import { describe, expect, it } from 'vitest';
import { allowedDays, formWithEdits, initialPreferences, PREP_TIMES, preferencesToSend, recordEdits, toggle } from './generation-form';

describe('generation form', () => {
  it('starts from the spec defaults', () => {
    expect(initialPreferences()).toEqual({
      days: 3,
      household_size: 2,
      cooking_skill: 'easy',
      max_prep_time: 60,
      dietary_restrictions: [],
      cuisine_preferences: [],
    });
  });

  it('takes household size and known diet flags from the profile', () => {
    const form = initialPreferences({ household_size: 4, dietary_preferences: { vegan: true, keto: false, 'low-fat': true } });
    expect(form.household_size).toBe(4);
    expect(form.dietary_restrictions).toEqual(['vegan']);
    // The profile allows up to 20 people; the dialog's range is 1 to 10, so a larger household plans for 10.
    expect(initialPreferences({ household_size: 14 }).household_size).toBe(10);
  });

  it('takes the difficulty from the profile\'s cooking skill', () => {
    expect(initialPreferences({ cooking_skill_level: 'beginner' }).cooking_skill).toBe('easy');
    expect(initialPreferences({ cooking_skill_level: 'intermediate' }).cooking_skill).toBe('medium');
    expect(initialPreferences({ cooking_skill_level: 'advanced' }).cooking_skill).toBe('hard');
    expect(initialPreferences({ cooking_skill_level: 'chef' }).cooking_skill).toBe('easy');
  });

  it('shows the spec defaults until the profile loads, then the profile\'s, never over what the user changed', () => {
    const advancedFamily = { cooking_skill_level: 'advanced', household_size: 4 };
    expect(formWithEdits(undefined, {})).toEqual(initialPreferences());
    expect(formWithEdits(advancedFamily, {})).toMatchObject({ cooking_skill: 'hard', household_size: 4, max_prep_time: 60 });

    // The user picks 6 people before the profile has arrived; the profile then sets only what they left alone.
    const shown = formWithEdits(undefined, {});
    const edits = recordEdits({}, shown, { ...shown, household_size: 6 });
    expect(edits).toEqual({ household_size: 6 });
    expect(formWithEdits(advancedFamily, edits)).toMatchObject({ cooking_skill: 'hard', household_size: 6 });

    // A choice made in the dialog outlives a profile that changes later.
    const later = recordEdits(edits, formWithEdits(advancedFamily, edits), { ...formWithEdits(advancedFamily, edits), cooking_skill: 'easy' });
    expect(formWithEdits({ cooking_skill_level: 'intermediate', household_size: 3 }, later)).toMatchObject({ cooking_skill: 'easy', household_size: 6 });
  });

  it('offers 3 to 14 days only with paid access, and forces 3 otherwise', () => {
    expect(allowedDays(true)).toEqual([3, 5, 7, 10, 14]);
    expect(allowedDays(false)).toEqual([3]);
    const form = { ...initialPreferences(), days: 7 };
    expect(preferencesToSend(form, true).days).toBe(7);
    expect(preferencesToSend(form, false).days).toBe(3);
  });

  it("offers a paid plan no length beyond the plan's longest, as the server configures it", () => {
    expect(allowedDays(true, 7)).toEqual([3, 5, 7]);
    expect(allowedDays(true, 14)).toEqual([3, 5, 7, 10, 14]);
    expect(preferencesToSend({ ...initialPreferences(), days: 10 }, true, 7).days).toBe(3);
  });

  it('offers prep times of 15 to 180 minutes in steps of 15', () => {
    expect(PREP_TIMES[0]).toBe(15);
    expect(PREP_TIMES.at(-1)).toBe(180);
    expect(PREP_TIMES).toHaveLength(12);
  });

  it('toggles list values without duplicates', () => {
    expect(toggle(['vegan'], 'keto', true)).toEqual(['vegan', 'keto']);
    expect(toggle(['vegan'], 'vegan', true)).toEqual(['vegan']);
    expect(toggle(['vegan', 'keto'], 'vegan', false)).toEqual(['keto']);
  });
});
