import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronDown, CircleUserRound, CreditCard, LayoutDashboard, LogOut } from 'lucide-react';
import { useAuth } from '../auth/auth-context';
import { displayName } from '../auth/display-name';
import type { SessionUser } from '../auth/session-store';

const itemClass = 'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-leaf-50';

/** Signed-in header menu: Dashboard, Subscription (the pricing page) and Sign Out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  async function handleSignOut() {
    const { error } = await signOut();
    if (error) return; // spec: a failed sign-out changes nothing
    setOpen(false);
    navigate('/');
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full border border-leaf-800/15 bg-white py-1.5 pr-3 pl-2 text-sm font-semibold text-leaf-900 hover:bg-leaf-50"
      >
        <CircleUserRound aria-hidden="true" className="size-6 text-leaf-700" />
        <span className="max-w-40 truncate">{displayName(user)}</span>
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div id="user-menu" className="absolute right-0 mt-2 w-56 rounded-2xl border border-leaf-800/10 bg-white p-2 shadow-xl">
          <p className="truncate px-3 pt-1 pb-2 text-xs text-muted">{user.email}</p>
          <Link to="/dashboard" className={itemClass} onClick={() => setOpen(false)}>
            <LayoutDashboard aria-hidden="true" className="size-4" /> Dashboard
          </Link>
          <Link to="/pricing" className={itemClass} onClick={() => setOpen(false)}>
            <CreditCard aria-hidden="true" className="size-4" /> Subscription
          </Link>
          <button type="button" className={itemClass} onClick={handleSignOut}>
            <LogOut aria-hidden="true" className="size-4" /> Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
