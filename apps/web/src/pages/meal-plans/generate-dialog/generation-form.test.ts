import { describe, expect, it } from 'vitest';
import { allowedDays, initialPreferences, PREP_TIMES, preferencesToSend, toggle } from './generation-form';

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
    // The profile allows up to 20 people; the dialog's range is 1 to 10.
    expect(initialPreferences({ household_size: 14 }).household_size).toBe(2);
  });

  it('offers 3 to 14 days only with paid access, and forces 3 otherwise', () => {
    expect(allowedDays(true)).toEqual([3, 5, 7, 10, 14]);
    expect(allowedDays(false)).toEqual([3]);
    const form = { ...initialPreferences(), days: 7 };
    expect(preferencesToSend(form, true).days).toBe(7);
    expect(preferencesToSend(form, false).days).toBe(3);
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
