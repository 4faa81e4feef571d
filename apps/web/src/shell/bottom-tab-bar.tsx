import { LogIn } from 'lucide-react';
import { useAuth } from '../auth/auth-context';
import { useSignInDialog } from '../auth/sign-in-dialog-context';
import { bottomTabItems } from './nav-items';
import { NavLinkItem } from './nav-link-item';

const tabClass = (active: boolean) =>
  `flex flex-1 flex-col items-center gap-1 px-1 py-2 text-xs font-semibold ${active ? 'text-leaf-800' : 'text-muted'}`;

/** Phone-only tab bar, at most 4 items (spec section 9). */
export function BottomTabBar() {
  const { loading, user } = useAuth();
  const { openSignIn } = useSignInDialog();
  if (loading) return null;
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-40 flex border-t border-leaf-800/10 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      {bottomTabItems(Boolean(user)).map((item) => (
        <NavLinkItem key={item.to} item={item} className={tabClass} showIcon />
      ))}
      {!user && (
        <button type="button" onClick={openSignIn} className={tabClass(false)}>
          <LogIn aria-hidden="true" className="size-5" />
          Sign In
        </button>
      )}
    </nav>
  );
}
