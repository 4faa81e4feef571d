import type { ReactNode } from 'react';
import { optionLabel, toggle } from './generation-form';

const CHIP_CLASS =
  'flex cursor-pointer items-center gap-2 rounded-xl border border-leaf-800/15 bg-white px-3 py-2 text-sm font-medium transition-colors hover:border-leaf-600 has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50 has-[:disabled]:cursor-not-allowed';
const SEGMENT_CLASS =
  'flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-leaf-800/15 bg-white px-3 py-2.5 text-sm font-semibold transition-colors hover:border-leaf-600 has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-800 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-leaf-600';

/** A labelled group of checkboxes drawn as chips; each chip is a real checkbox, so Tab and Space work as usual. */
export function ChoiceChips<T extends string>({
  legend,
  hint,
  options,
  selected,
  onChange,
  disabled,
}: {
  legend: string;
  hint?: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  disabled: boolean;
}) {
  return (
    <ChoiceGroup
      legend={legend}
      hint={hint}
      options={options}
      disabled={disabled}
      gridClass="grid-cols-2 sm:grid-cols-3"
      optionClass={CHIP_CLASS}
      input={(option) => (
        <input
          type="checkbox"
          checked={selected.includes(option)}
          onChange={(event) => onChange(toggle(selected, option, event.target.checked))}
          className="size-4 accent-leaf-700"
        />
      )}
    />
  );
}

/** One choice out of a few, drawn as a row of segments over real radio buttons (arrow keys move the choice). */
export function SegmentedChoice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (next: T) => void;
  disabled: boolean;
}) {
  return (
    <ChoiceGroup
      legend={legend}
      options={options}
      disabled={disabled}
      gridClass="grid-cols-3"
      optionClass={SEGMENT_CLASS}
      input={(option) => (
        <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="sr-only" />
      )}
    />
  );
}

function ChoiceGroup<T extends string>({
  legend,
  hint,
  options,
  disabled,
  gridClass,
  optionClass,
  input,
}: {
  legend: string;
  hint?: string;
  options: readonly T[];
  disabled: boolean;
  gridClass: string;
  optionClass: string;
  input: (option: T) => ReactNode;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="font-semibold text-ink">{legend}</legend>
      {hint && <p className="mt-0.5 text-sm text-muted">{hint}</p>}
      <div className={`mt-2 grid gap-2 ${gridClass}`}>
        {options.map((option) => (
          <label key={option} className={optionClass}>
            {input(option)}
            {optionLabel(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
