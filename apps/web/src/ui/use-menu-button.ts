import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

const ITEM = '[role=menuitem]';
const STEP: Partial<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * An ARIA menu button: opening focuses the first item, arrow keys (wrapping), Home and End move between items,
 * Escape closes and gives focus back to the button, Tab or a pointer press outside closes.
 * Spread `buttonProps` on the button and `menuProps` on the element holding the `role="menuitem"` items.
 */
export function useMenuButton() {
  const menuId = `${useId()}-menu`;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>(ITEM)?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = STEP[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (step) {
      event.preventDefault();
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? items[0] : items.at(-1))?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return {
    open,
    close,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen((value) => !value),
    },
    menuProps: { ref: menuRef, id: menuId, role: 'menu', onKeyDown },
  };
}
