import { useState } from 'react';
import { Check, Pencil, Snowflake, Trash2 } from 'lucide-react';
import type { StockItem } from '@forkcast/contracts';
import { STORAGE_PLACES } from '@forkcast/contracts/vocabulary';
import { formatQuantity } from '@forkcast/contracts/formatting';
import { useTakeFromStock, useUpdateStockItem } from '../../api/kitchen';
import { useToast } from '../../toast/toast-provider';
import { buttonStyles } from '../../ui/button-styles';
import { freshness, useByText } from './use-by';

const tone = {
  past: 'border-red-300 bg-red-50',
  soon: 'border-amber-300 bg-amber-50',
  fine: 'border-leaf-800/10 bg-white',
} as const;
const placeLabel = { fridge: 'Fridge', freezer: 'Freezer', pantry: 'Pantry' } as const;
const small = 'px-3 py-1.5 text-sm';

/** One lot in the kitchen: how much, where, until when, and what to do with it. */
export function StockRow({ item, today }: { item: StockItem; today: string }) {
  const [editing, setEditing] = useState(false);
  const take = useTakeFromStock();
  const update = useUpdateStockItem();
  const toast = useToast();
  const kind = freshness(today, item.use_by);
  const busy = take.isPending || update.isPending;
  const fail = (error: Error) => toast.error(error.message || 'Could not change your kitchen');

  const markAs = (reason: 'used' | 'thrown') =>
    take.mutate(
      { id: item.id, reason },
      { onSuccess: () => toast.success(reason === 'used' ? `${item.name} used up` : `${item.name} thrown away`), onError: fail },
    );
  const moveTo = (place: StockItem['place']) => update.mutate({ id: item.id, body: { place } }, { onError: fail });

  return (
    <li className={`rounded-2xl border p-4 shadow-sm ${tone[kind]}`} data-testid="stock-row">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">
            {item.name} <span className="font-normal text-muted">· {formatQuantity(item.quantity)} {item.unit}</span>
          </p>
          <p className={`text-sm ${kind === 'fine' ? 'text-muted' : 'font-semibold text-ink'}`}>{useByText(today, item.use_by)}</p>
        </div>
        <label className="flex items-center gap-2 text-sm text-muted">
          <span className="sr-only">Where {item.name} is kept</span>
          {item.place === 'freezer' && <Snowflake aria-hidden="true" className="size-4 text-sky-700" />}
          <select
            value={item.place}
            disabled={busy}
            onChange={(event) => moveTo(event.target.value as StockItem['place'])}
            className="rounded-full border border-leaf-800/20 bg-white px-3 py-1.5 text-sm font-semibold text-ink"
          >
            {STORAGE_PLACES.map((place) => (
              <option key={place} value={place}>
                {placeLabel[place]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {editing ? (
        <EditForm item={item} onDone={() => setEditing(false)} />
      ) : (
        <div className="mt-3 flex gap-2">
          <button type="button" disabled={busy} onClick={() => markAs('used')} className={`${buttonStyles.secondary} ${small}`}>
            <Check aria-hidden="true" className="size-4" />
            Used up
          </button>
          <button type="button" disabled={busy} onClick={() => markAs('thrown')} className={`${buttonStyles.secondary} ${small} text-red-800`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Thrown away
          </button>
          <button type="button" disabled={busy} onClick={() => setEditing(true)} aria-label={`Edit ${item.name}`} className={`${buttonStyles.ghost} ${small}`}>
            <Pencil aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </li>
  );
}

function EditForm({ item, onDone }: { item: StockItem; onDone: () => void }) {
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [useBy, setUseBy] = useState(item.use_by);
  const update = useUpdateStockItem();
  const toast = useToast();
  const amount = Number(quantity);

  function save() {
    if (!(amount > 0)) return;
    update.mutate(
      { id: item.id, body: { quantity: amount, use_by: useBy } },
      { onSuccess: onDone, onError: (error) => toast.error(error.message || 'Could not save the change') },
    );
  }

  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label className="text-sm font-semibold text-ink">
        Amount ({item.unit})
        <input
          type="number"
          min="0"
          step="any"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          className="mt-1 block w-28 rounded-xl border border-leaf-800/20 bg-white px-3 py-2"
        />
      </label>
      <label className="text-sm font-semibold text-ink">
        Use by
        <input
          type="date"
          value={useBy}
          onChange={(event) => setUseBy(event.target.value)}
          className="mt-1 block rounded-xl border border-leaf-800/20 bg-white px-3 py-2"
        />
      </label>
      <button type="submit" disabled={update.isPending || !(amount > 0) || !useBy} className={`${buttonStyles.primary} ${small}`}>
        Save
      </button>
      <button type="button" onClick={onDone} className={`${buttonStyles.ghost} ${small}`}>
        Cancel
      </button>
    </form>
  );
}
