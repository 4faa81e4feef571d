import { dietaryPreferenceFlags } from '@forkcast/contracts/vocabulary';
import { useState } from 'react';
import { buttonStyles } from '../../ui/button-styles';
import { PageSpinner } from '../../ui/spinner';
import { useProfile, useUpdateProfile } from '../../profile/profile-api';
import { AccountDataSection } from './account-data-section';
import { ProfileForm } from './profile-form';
import { dietaryLabel, skillLabel } from './profile-labels';

/** Dashboard Profile tab: view, then edit in place. A failed save keeps the form and says so (spec section 8). */
export function ProfileTab() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
        {profile.error.message}
      </p>
    );
  }
  const data = profile.data;

  if (editing) {
    return (
      <ProfileForm
        profile={data}
        saving={update.isPending}
        error={update.isError ? 'Failed to update profile' : null}
        onCancel={() => {
          update.reset();
          setEditing(false);
        }}
        onSave={(changes) => update.mutate(changes, { onSuccess: () => setEditing(false) })}
      />
    );
  }

  const diets = dietaryPreferenceFlags.filter((flag) => data.dietary_preferences[flag]);
  const rows: [string, string][] = [
    ['Full name', data.full_name || 'Not set'],
    ['Email', data.email],
    ['Cooking skill level', skillLabel(data.cooking_skill_level)],
    ['Household size', `${data.household_size} ${data.household_size === 1 ? 'person' : 'people'}`],
    ['Dietary preferences', diets.length ? diets.map(dietaryLabel).join(', ') : 'None'],
  ];
  return (
    <div>
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="mt-0.5 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className={`${buttonStyles.primary} mt-6`} onClick={() => setEditing(true)}>
        Edit profile
      </button>
      <AccountDataSection email={data.email} />
    </div>
  );
}
