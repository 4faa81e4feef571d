import { ITEM_UNITS } from '@forkcast/contracts/vocabulary';
import { AlertTriangle, Link2, Trash2, Unlink } from 'lucide-react';
import { FieldError } from './field-error';
import { IngredientNameField } from './ingredient-name-field';
import { draftErrors, ingredientLabel, needsChecking, renamed, type DraftItem, type ItemUnit } from './receipt-draft';

const priceFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One bought item beside the receipt line it was read from, editable in place. */
export function ReceiptItemRow({
  item,
  position,
  showErrors,
  onChange,
  onNameSettled,
  onRemove,
  suggestionsFloor,
}: {
  item: DraftItem;
  position: number;
  showErrors: boolean;
  onChange: (patch: Partial<DraftItem>) => void;
  /** The user left the name field: the row may now be linked to the ingredient its name clearly means. */
  onNameSettled: () => void;
  onRemove: () => void;
  /** Where the page's sticky save bar begins, which the name suggestions must stay above. */
  suggestionsFloor: () => number;
}) {
  const errors = showErrors ? draftErrors(item) : {};
  const unsure = needsChecking(item);
  const label = `item ${position}`;
  const tone = !item.is_food
    ? 'border-stone-200 bg-stone-100'
    : unsure
      ? 'border-honey-400 bg-amber-50'
      : 'border-leaf-800/10 bg-white';

  return (
    <li aria-label={`Item ${position}: ${item.name || 'unnamed'}`} className={`rounded-2xl border p-4 ${tone}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p className="min-w-0 flex-1 truncate font-mono text-muted" title={item.raw || undefined}>
          <span className="sr-only">Receipt line: </span>
          {item.raw || 'Added by you'}
        </p>
        {!item.is_food && <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">Not food</span>}
        {unsure && item.is_food && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            <AlertTriangle aria-hidden="true" className="size-3.5" />
            Check this
          </span>
        )}
        {item.confidence !== null && (
          <span className="text-xs text-muted" title="How sure Forkcast is that it read this line right">
            {Math.round(item.confidence * 100)}% sure
          </span>
        )}
        {item.price !== null && <span className="font-semibold text-ink tabular-nums">{priceFormat.format(item.price)}</span>}
      </div>

      <div className="mt-3 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto_auto] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_6rem_7rem_auto_auto]">
        <div className="col-span-4 sm:col-span-1">
          <IngredientNameField
            label={`Name, ${label}`}
            name={item.name}
            error={errors.name}
            onChange={(name, ingredient) => onChange(renamed(name, ingredient))}
            onSettle={onNameSettled}
            floor={suggestionsFloor}
          />
          <p className="mt-1 flex items-center gap-1 text-xs text-muted">
            {!item.is_food ? (
              'Set aside: not food, so not planned with'
            ) : item.ingredient ? (
              <>
                <Link2 aria-hidden="true" className="size-3.5 text-leaf-700" />
                Used in recipes as {ingredientLabel(item.ingredient)}
              </>
            ) : (
              <>
                <Unlink aria-hidden="true" className="size-3.5" />
                Not matched to an ingredient: pick a suggestion so recipes can use it
              </>
            )}
          </p>
        </div>
        <div>
          <label className="sr-only" htmlFor={`${item.key}-qty`}>{`Quantity, ${label}`}</label>
          <input
            id={`${item.key}-qty`}
            inputMode="decimal"
            value={item.quantity}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={errors.quantity ? `${item.key}-qty-error` : undefined}
            onChange={(event) => onChange({ quantity: event.target.value })}
            className={`w-full rounded-xl border bg-white px-3 py-2 tabular-nums ${errors.quantity ? 'border-red-400' : 'border-leaf-800/20'}`}
          />
          <FieldError id={`${item.key}-qty-error`} message={errors.quantity} />
        </div>
        <div>
          <label className="sr-only" htmlFor={`${item.key}-unit`}>{`Unit, ${label}`}</label>
          <select
            id={`${item.key}-unit`}
            value={item.unit}
            onChange={(event) => onChange({ unit: event.target.value as ItemUnit })}
            className="w-full rounded-xl border border-leaf-800/20 bg-white px-2 py-2"
          >
            {ITEM_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
        </div>
        <label className="flex h-10 items-center gap-2 px-1 text-sm font-medium">
          <input
            type="checkbox"
            checked={item.is_food}
            onChange={(event) => onChange({ is_food: event.target.checked })}
            className="size-4 accent-leaf-700"
            aria-label={`Food: ${item.raw || item.name.trim() || label}`}
          />
          Food
        </label>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${label}`}
          className="flex size-10 items-center justify-center rounded-full text-muted hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
    </li>
  );
}
