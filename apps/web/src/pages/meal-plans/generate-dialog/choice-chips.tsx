import { optionLabel, toggle } from './generation-form';

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
    <fieldset disabled={disabled}>
      <legend className="font-semibold text-ink">{legend}</legend>
      {hint && <p className="mt-0.5 text-sm text-muted">{hint}</p>}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded-xl border border-leaf-800/15 bg-white px-3 py-2 text-sm font-medium transition-colors hover:border-leaf-600 has-[:checked]:border-leaf-600 has-[:checked]:bg-leaf-50 has-[:disabled]:cursor-not-allowed"
          >
            <input
              type="checkbox"
              checked={selected.includes(option)}
              onChange={(event) => onChange(toggle(selected, option, event.target.checked))}
              className="size-4 accent-leaf-700"
            />
            {optionLabel(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
