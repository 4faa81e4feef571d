import type { ReactNode } from 'react';
import { Refrigerator, ReceiptText } from 'lucide-react';
import { useReceiptList, useStock } from '../../../api/kitchen';
import { receiptDateText } from '../../../receipts/receipt-date';
import { storeLabel } from '../../../receipts/store-label';

export type PlanFrom = 'receipt' | 'kitchen';

const optionClass = (on: boolean) =>
  `flex flex-1 cursor-pointer items-center gap-3 rounded-2xl border p-3 text-left ${on ? 'border-leaf-700 bg-leaf-50 ring-2 ring-leaf-700/30' : 'border-leaf-800/15 bg-white'}`;

/**
 * What the plan is made from: a receipt (the spec's chosen-or-most-recent box, with a choice of any other receipt)
 * or everything in the kitchen that is still good.
 */
export function PlanSourcePicker({
  from,
  onFrom,
  receiptId,
  onPickReceipt,
  disabled,
  receiptBox,
}: {
  from: PlanFrom;
  onFrom: (from: PlanFrom) => void;
  receiptId: string | null;
  onPickReceipt: (id: string) => void;
  disabled: boolean;
  receiptBox: ReactNode;
}) {
  const stock = useStock();
  const good = stock.data?.items.filter((item) => item.use_by >= stock.data.today) ?? [];

  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="mb-2 text-sm font-bold tracking-wide text-muted uppercase">Plan from</legend>
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className={optionClass(from === 'receipt')}>
          <input type="radio" name="plan-from" className="sr-only" checked={from === 'receipt'} onChange={() => onFrom('receipt')} />
          <ReceiptText aria-hidden="true" className="size-5 shrink-0 text-leaf-800" />
          <span className="font-semibold text-ink">A receipt</span>
        </label>
        <label className={optionClass(from === 'kitchen')}>
          <input type="radio" name="plan-from" className="sr-only" checked={from === 'kitchen'} onChange={() => onFrom('kitchen')} />
          <Refrigerator aria-hidden="true" className="size-5 shrink-0 text-leaf-800" />
          <span>
            <span className="block font-semibold text-ink">Everything in my kitchen</span>
            <span className="block text-sm text-muted">
              {stock.isPending ? 'Counting...' : `${good.length} ${good.length === 1 ? 'item' : 'items'} still good`}
            </span>
          </span>
        </label>
      </div>
      {from === 'receipt' ? (
        <>
          {receiptBox}
          <ReceiptChooser receiptId={receiptId} onPick={onPickReceipt} />
        </>
      ) : good.length === 0 && !stock.isPending ? (
        <p className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          Nothing in your kitchen is still good. Put a receipt's food in it from your receipts first.
        </p>
      ) : (
        <p className="rounded-2xl border border-leaf-600/40 bg-leaf-50 p-4 text-sm text-ink">
          The plan uses what spoils first: {good.slice(0, 4).map((item) => item.name).join(', ')}
          {good.length > 4 ? ', ...' : ''}
        </p>
      )}
    </fieldset>
  );
}

function ReceiptChooser({ receiptId, onPick }: { receiptId: string | null; onPick: (id: string) => void }) {
  const list = useReceiptList(0);
  const receipts = list.data?.data ?? [];
  if (receipts.length < 2) return null;
  return (
    <label className="block text-sm font-semibold text-ink">
      Use another receipt
      <select
        value={receiptId ?? ''}
        onChange={(event) => event.target.value && onPick(event.target.value)}
        className="mt-1 block w-full rounded-xl border border-leaf-800/20 bg-white px-3 py-2 font-normal"
      >
        <option value="">Choose a receipt...</option>
        {receipts.map((receipt) => (
          <option key={receipt.id} value={receipt.id}>
            {storeLabel(receipt)}, {receiptDateText(receipt)} ({receipt.food_count} food items)
          </option>
        ))}
      </select>
    </label>
  );
}
