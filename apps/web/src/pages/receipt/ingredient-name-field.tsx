import { useId, useState } from 'react';
import type { IngredientSummary } from '@forkcast/contracts';
import { useIngredientSearch } from '../../api/receipts';
import { FieldError } from './field-error';
import { opensUpward } from './list-placement';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The item's name with suggestions from the ingredient list (an ARIA 1.2 combobox).
 * Picking a suggestion links the item to that ingredient, which is what the planner cooks with; typing unlinks it,
 * and leaving the field calls `onSettle` so the page can link a name that clearly means one ingredient.
 */
export function IngredientNameField({
  label,
  name,
  error,
  onChange,
  onSettle,
  floor,
}: {
  label: string;
  name: string;
  error?: string;
  onChange: (name: string, ingredient: string | null) => void;
  onSettle: () => void;
  /** Window y of the top of what sticks to the bottom of the page (the save bar): the list must end above it. */
  floor: () => number;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [upward, setUpward] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(open ? name : '', 200);
  const { data: suggestions = [] } = useIngredientSearch(query);
  const shown = open ? suggestions : [];

  /** Opens the list on whichever side of the field has room for it, measured as the user focuses or types. */
  function openList(field: HTMLInputElement) {
    setUpward(opensUpward(field.getBoundingClientRect(), floor()));
    setOpen(true);
  }

  function closeList() {
    setOpen(false);
    setActive(-1);
  }

  function pick(suggestion: IngredientSummary) {
    onChange(suggestion.name, suggestion.id);
    closeList();
  }

  function settle() {
    closeList();
    onSettle();
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        value={name}
        placeholder="What is it?"
        onChange={(event) => {
          openList(event.currentTarget);
          setActive(-1);
          // Unlinked while typing; picking a suggestion, or leaving the field on a clear name, links it again.
          onChange(event.target.value, null);
        }}
        onFocus={(event) => openList(event.currentTarget)}
        onBlur={settle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && shown.length) {
            event.preventDefault();
            setActive((i) => (i + 1) % shown.length);
          } else if (event.key === 'ArrowUp' && shown.length) {
            event.preventDefault();
            setActive((i) => (i <= 0 ? shown.length - 1 : i - 1));
          } else if (event.key === 'Enter' && active >= 0 && shown[active]) {
            event.preventDefault();
            pick(shown[active]);
          } else if (event.key === 'Escape' && shown.length) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
        className={`w-full rounded-xl border bg-white px-3 py-2 font-semibold text-ink ${
          error ? 'border-red-400' : 'border-leaf-800/20'
        }`}
      />
      <FieldError id={errorId} message={error} />
      <ul
        id={listId}
        role="listbox"
        aria-label={`Ingredients matching ${name}`}
        className={`absolute inset-x-0 z-20 max-h-64 overflow-auto ${upward ? 'bottom-full mb-1' : 'top-full mt-1'} rounded-xl border border-leaf-800/15 bg-white py-1 shadow-lg ${
          shown.length ? '' : 'hidden'
        }`}
      >
        {shown.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before a click arrives.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${index === active ? 'bg-leaf-100' : 'hover:bg-leaf-50'}`}
          >
            <span className="text-ink">{suggestion.name}</span>
            <span className="text-xs text-muted">{suggestion.category}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
