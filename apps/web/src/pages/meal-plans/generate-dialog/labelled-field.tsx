import type { ReactNode } from 'react';

export const FIELD_CLASS = 'mt-1 w-full rounded-xl border border-leaf-800/20 bg-white px-3 py-2.5 text-ink disabled:opacity-60';

/** A visible label above its control; `id` is the control's. */
export function LabelledField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A <select> over a few numbers, each shown through `format`. */
export function NumberSelect({
  id,
  value,
  options,
  format,
  disabled,
  onChange,
}: {
  id: string;
  value: number;
  options: readonly number[];
  format: (value: number) => string;
  disabled: boolean;
  onChange: (next: number) => void;
}) {
  return (
    <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(Number(event.target.value))} className={FIELD_CLASS}>
      {options.map((option) => (
        <option key={option} value={option}>
          {format(option)}
        </option>
      ))}
    </select>
  );
}
