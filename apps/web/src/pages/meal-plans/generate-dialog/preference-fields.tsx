import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { CUISINES, DIETARY_RESTRICTIONS, DIFFICULTIES } from '@forkcast/contracts';
import { ChoiceChips } from './choice-chips';
import { allowedDays, HOUSEHOLD_SIZES, optionLabel, PREP_TIMES, type Preferences } from './generation-form';

const fieldClass = 'mt-1 w-full rounded-xl border border-leaf-800/20 bg-white px-3 py-2.5 text-ink disabled:opacity-60';

/** The generation options of spec section 5, every one with a visible label. */
export function PreferenceFields({
  value,
  onChange,
  paid,
  disabled,
}: {
  value: Preferences;
  onChange: (next: Preferences) => void;
  paid: boolean;
  disabled: boolean;
}) {
  const id = useId();
  const [advanced, setAdvanced] = useState(value.cuisine_preferences.length > 0);
  const set = <K extends keyof Preferences>(key: K, next: Preferences[K]) => onChange({ ...value, [key]: next });

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-days`} className="font-semibold text-ink">
            Number of Days
          </label>
          {paid ? (
            <select id={`${id}-days`} value={value.days} disabled={disabled} onChange={(e) => set('days', Number(e.target.value))} className={fieldClass}>
              {allowedDays(true).map((days) => (
                <option key={days} value={days}>
                  {days} days
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-days`}
              readOnly
              value="3 days"
              aria-describedby={`${id}-days-note`}
              className={`${fieldClass} bg-stone-100 text-muted`}
            />
          )}
        </div>
        <div>
          <label htmlFor={`${id}-household`} className="font-semibold text-ink">
            Household Size
          </label>
          <select
            id={`${id}-household`}
            value={value.household_size}
            disabled={disabled}
            onChange={(e) => set('household_size', Number(e.target.value))}
            className={fieldClass}
          >
            {HOUSEHOLD_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} {size === 1 ? 'person' : 'people'}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-prep`} className="font-semibold text-ink">
            Max Prep Time (minutes)
          </label>
          <select
            id={`${id}-prep`}
            value={value.max_prep_time}
            disabled={disabled}
            onChange={(e) => set('max_prep_time', Number(e.target.value))}
            className={fieldClass}
          >
            {PREP_TIMES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} min
              </option>
            ))}
          </select>
        </div>
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

      <fieldset disabled={disabled}>
        <legend className="font-semibold text-ink">Cooking Difficulty Level</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {DIFFICULTIES.map((level) => (
            <label
              key={level}
              className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-leaf-800/15 bg-white px-3 py-2.5 text-sm font-semibold transition-colors hover:border-leaf-600 has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-800 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-leaf-600"
            >
              <input
                type="radio"
                name={`${id}-difficulty`}
                value={level}
                checked={value.cooking_skill === level}
                onChange={() => set('cooking_skill', level)}
                className="sr-only"
              />
              {optionLabel(level)}
            </label>
          ))}
        </div>
      </fieldset>

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
