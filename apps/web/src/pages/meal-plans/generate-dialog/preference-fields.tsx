import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { CUISINES, DIETARY_RESTRICTIONS, DIFFICULTIES } from '@forkcast/contracts/vocabulary';
import { ChoiceChips, SegmentedChoice } from './choice-chips';
import { allowedDays, HOUSEHOLD_SIZES, PREP_TIMES, type Preferences } from './generation-form';
import { FIELD_CLASS, LabelledField, NumberSelect } from './labelled-field';

/** The generation options of spec section 5, every one with a visible label. */
export function PreferenceFields({
  value,
  onChange,
  paid,
  maxDays,
  disabled,
}: {
  value: Preferences;
  onChange: (next: Preferences) => void;
  paid: boolean;
  /** The plan's longest plan in days (unknown until the plan has loaded). */
  maxDays: number | undefined;
  disabled: boolean;
}) {
  const id = useId();
  const [advanced, setAdvanced] = useState(value.cuisine_preferences.length > 0);
  const set = <K extends keyof Preferences>(key: K, next: Preferences[K]) => onChange({ ...value, [key]: next });

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <LabelledField id={`${id}-days`} label="Number of Days">
          {paid ? (
            <NumberSelect
              id={`${id}-days`}
              value={value.days}
              options={allowedDays(true, maxDays)}
              format={(days) => `${days} days`}
              disabled={disabled}
              onChange={(days) => set('days', days)}
            />
          ) : (
            <input
              id={`${id}-days`}
              readOnly
              value="3 days"
              aria-describedby={`${id}-days-note`}
              className={`${FIELD_CLASS} bg-stone-100 text-muted`}
            />
          )}
        </LabelledField>
        <LabelledField id={`${id}-household`} label="Household Size">
          <NumberSelect
            id={`${id}-household`}
            value={value.household_size}
            options={HOUSEHOLD_SIZES}
            format={(size) => `${size} ${size === 1 ? 'person' : 'people'}`}
            disabled={disabled}
            onChange={(size) => set('household_size', size)}
          />
        </LabelledField>
        <LabelledField id={`${id}-prep`} label="Max Prep Time (minutes)">
          <NumberSelect
            id={`${id}-prep`}
            value={value.max_prep_time}
            options={PREP_TIMES}
            format={(minutes) => `${minutes} min`}
            disabled={disabled}
            onChange={(minutes) => set('max_prep_time', minutes)}
          />
        </LabelledField>
      </div>
      {!paid && (
        <p id={`${id}-days-note`} className="-mt-3 text-sm text-muted">
          Free plans cover 3 days.{' '}
          <Link to="/pricing" className="font-semibold text-leaf-800 underline underline-offset-2">
            Premium
          </Link>{' '}
          plans run up to 14 days.
        </p>
      )}

      <SegmentedChoice
        legend="Cooking Difficulty Level"
        name={`${id}-difficulty`}
        options={DIFFICULTIES}
        value={value.cooking_skill}
        onChange={(level) => set('cooking_skill', level)}
        disabled={disabled}
      />

      <ChoiceChips
        legend="Dietary Restrictions"
        options={DIETARY_RESTRICTIONS}
        selected={value.dietary_restrictions}
        onChange={(next) => set('dietary_restrictions', next)}
        disabled={disabled}
      />

      <div>
        <button
          type="button"
          aria-expanded={advanced}
          aria-controls={`${id}-advanced`}
          onClick={() => setAdvanced((open) => !open)}
          className="inline-flex items-center gap-1 rounded-full font-semibold text-leaf-800 hover:text-leaf-900"
        >
          <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${advanced ? 'rotate-180' : ''}`} />
          Advanced options
        </button>
        <div id={`${id}-advanced`} hidden={!advanced} className="mt-3">
          <ChoiceChips
            legend="Cuisine Preferences"
            hint="Leave all unticked to cook from every cuisine."
            options={CUISINES}
            selected={value.cuisine_preferences}
            onChange={(next) => set('cuisine_preferences', next)}
            disabled={disabled}
          />
        </div>
      </div>
    </div>
  );
}
