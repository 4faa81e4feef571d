import type { DietaryPreferences, Profile, ProfileUpdate } from '@forkcast/contracts';
import { cookingSkillLevels, dietaryPreferenceFlags } from '@forkcast/contracts/vocabulary';
import { useState, type FormEvent } from 'react';
import { buttonStyles } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import { dietaryLabel, skillLabel } from './profile-labels';

const fieldClass =
  'mt-1 block w-full rounded-xl border border-leaf-800/20 bg-white px-3 py-2 text-ink focus:border-leaf-600 disabled:bg-leaf-50 disabled:text-muted';
const labelClass = 'block text-sm font-semibold text-leaf-900';

interface ProfileFormProps {
  profile: Profile;
  saving: boolean;
  error: string | null;
  onSave(update: ProfileUpdate): void;
  onCancel(): void;
}

/** Edits what spec section 5 lets a user change; the email is shown but read-only. */
export function ProfileForm({ profile, saving, error, onSave, onCancel }: ProfileFormProps) {
  const [fullName, setFullName] = useState(profile.full_name ?? '');
  const [skill, setSkill] = useState(profile.cooking_skill_level);
  const [household, setHousehold] = useState(String(profile.household_size));
  const [diet, setDiet] = useState<DietaryPreferences>(profile.dietary_preferences);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ full_name: fullName, cooking_skill_level: skill, household_size: Number(household), dietary_preferences: diet });
  }

  return (
    <form onSubmit={submit} className="grid gap-5 sm:grid-cols-2" aria-label="Edit profile">
      <label className={labelClass}>
        Full name
        <input className={fieldClass} value={fullName} maxLength={100} onChange={(e) => setFullName(e.target.value)} disabled={saving} />
      </label>
      <label className={labelClass}>
        Email
        <input className={fieldClass} value={profile.email} readOnly disabled aria-describedby="email-note" />
        <span id="email-note" className="mt-1 block text-xs font-normal text-muted">
          Comes from your sign-in provider and cannot be changed here.
        </span>
      </label>
      <label className={labelClass}>
        Cooking skill level
        <select className={fieldClass} value={skill} onChange={(e) => setSkill(e.target.value as Profile['cooking_skill_level'])} disabled={saving}>
          {cookingSkillLevels.map((level) => (
            <option key={level} value={level}>
              {skillLabel(level)}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Household size
        <input
          className={fieldClass}
          type="number"
          min={1}
          max={20}
          step={1}
          required
          value={household}
          onChange={(e) => setHousehold(e.target.value)}
          disabled={saving}
        />
      </label>
      <fieldset className="sm:col-span-2">
        <legend className={labelClass}>Dietary preferences</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {dietaryPreferenceFlags.map((flag) => (
            <label key={flag} className="flex items-center gap-2 rounded-xl border border-leaf-800/15 bg-white px-3 py-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-leaf-700"
                checked={diet[flag]}
                onChange={(e) => setDiet({ ...diet, [flag]: e.target.checked })}
                disabled={saving}
              />
              {dietaryLabel(flag)}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3 sm:col-span-2">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? <Spinner /> : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
