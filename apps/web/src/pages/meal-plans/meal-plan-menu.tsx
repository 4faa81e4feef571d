import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { EllipsisVertical, ReceiptText, Trash2 } from 'lucide-react';

/** The card's actions menu (ARIA menu button): arrow keys move, Escape closes and gives focus back to the button. */
export function MealPlanMenu({ planName, receiptId, onDelete }: { planName: string; receiptId: string | null; onDelete: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && !buttonRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  const itemClass = 'flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm font-medium hover:bg-leaf-50 focus:bg-leaf-50 focus:outline-none';

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={`More actions for ${planName}`}
        onClick={() => setOpen((v) => !v)}
        className="-mr-2 rounded-full p-2 text-muted hover:bg-leaf-50 hover:text-ink"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-label={`Actions for ${planName}`}
          onKeyDown={onKeyDown}
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
              close(true);
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
