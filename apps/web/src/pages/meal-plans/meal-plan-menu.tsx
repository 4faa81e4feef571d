import { Link } from 'react-router';
import { EllipsisVertical, ReceiptText, Trash2 } from 'lucide-react';
import { useMenuButton } from '../../ui/use-menu-button';

/** The card's actions menu (ARIA menu button). */
export function MealPlanMenu({ planName, receiptId, onDelete }: { planName: string; receiptId: string | null; onDelete: () => void }) {
  const menu = useMenuButton();
  const itemClass = 'flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm font-medium hover:bg-leaf-50 focus:bg-leaf-50 focus:outline-none';

  return (
    <div className="relative">
      <button
        {...menu.buttonProps}
        aria-label={`More actions for ${planName}`}
        className="-mr-2 rounded-full p-2 text-muted hover:bg-leaf-50 hover:text-ink"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
      {menu.open && (
        <div
          {...menu.menuProps}
          aria-label={`Actions for ${planName}`}
          className="absolute top-full right-0 z-20 mt-1 w-52 overflow-hidden rounded-xl border border-leaf-800/10 bg-white py-1 shadow-lg"
        >
          {receiptId && (
            <Link role="menuitem" to={`/receipts/${receiptId}`} className={`${itemClass} text-ink`}>
              <ReceiptText aria-hidden="true" className="size-4 text-leaf-700" />
              Review receipt items
            </Link>
          )}
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              // Focus goes back to the menu button first, so the confirmation returns it there.
              menu.close(true);
              onDelete();
            }}
            className={`${itemClass} text-red-700`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </button>
        </div>
      )}
    </div>
  );
}
