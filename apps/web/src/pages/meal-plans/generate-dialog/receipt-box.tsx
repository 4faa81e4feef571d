import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import type { Receipt } from '@forkcast/contracts';
import { storeLabel } from '../../../receipts/store-label';
import { receiptDateText } from '../../../receipts/receipt-date';

const tones = {
  chosen: { box: 'border-leaf-600/40 bg-leaf-50', icon: 'bg-leaf-100 text-leaf-800', title: 'Using this receipt' },
  recent: { box: 'border-sky-300 bg-sky-50', icon: 'bg-sky-100 text-sky-900', title: 'Using your most recent receipt' },
} as const;

/** The receipt a plan will be made from: green when the user chose it, blue when it is simply the latest (spec section 2). */
export function ReceiptBox({ receipt, kind, onNavigate }: { receipt: Receipt; kind: keyof typeof tones; onNavigate: () => void }) {
  const tone = tones[kind];
  const food = receipt.extracted_ingredients.filter((item) => item.is_food);
  const shownNames = food.slice(0, 4).map((item) => item.name);

  return (
    <section aria-label={tone.title} className={`rounded-2xl border p-4 ${tone.box}`}>
      <div className="flex gap-3">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${tone.icon}`}>
          <ReceiptText aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold tracking-wide text-muted uppercase">{tone.title}</p>
          <p className="font-semibold text-ink">
            {storeLabel(receipt)} <span className="font-normal text-muted">· {receiptDateText(receipt)}</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            {food.length} food {food.length === 1 ? 'item' : 'items'}
            {shownNames.length > 0 && `: ${shownNames.join(', ')}${food.length > shownNames.length ? ', ...' : ''}`}
          </p>
          <Link
            to={`/receipts/${receipt.id}`}
            onClick={onNavigate}
            className="mt-2 inline-block text-sm font-semibold text-leaf-800 underline underline-offset-2 hover:text-leaf-900"
          >
            Review items
          </Link>
        </div>
      </div>
      {kind === 'recent' && (
        <p className="mt-3 border-t border-sky-200 pt-3 text-sm">
          <Link to="/upload" onClick={onNavigate} className="font-medium text-sky-900 underline underline-offset-2">
            Want to use a different receipt? Upload a new one first
          </Link>
        </p>
      )}
    </section>
  );
}
