import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { useAuth } from '../auth/auth-context';
import { useSignInDialog } from '../auth/sign-in-dialog-context';
import { Wordmark } from './logo';
import { headerNavItems } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { SignInButtons } from './sign-in-buttons';
import { UserMenu } from './user-menu';
import { MobileMenu } from './mobile-menu';

const desktopLinkClass = (active: boolean) =>
  `rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
    active ? 'bg-leaf-100 text-leaf-900' : 'text-muted hover:bg-leaf-50 hover:text-leaf-900'
  }`;

export function Header() {
  const { loading, user } = useAuth();
  const { openSignIn } = useSignInDialog();
  const { pathname } = useLocation();
  // The menu remembers the path it was opened on, so any navigation closes it without an effect.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;
  const closeMenu = () => setMenuOpenedAt(null);

  return (
    <header className="sticky top-0 z-40 border-b border-leaf-800/10 bg-cream/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label="Forkcast home" className="rounded-lg">
          <Wordmark />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {headerNavItems(Boolean(user)).map((item) => (
            <NavLinkItem key={item.to} item={item} className={desktopLinkClass} />
          ))}
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          {loading ? null : user ? (
            <UserMenu user={user} />
          ) : (
            <SignInButtons onClick={openSignIn} signInStyle="ghost" />
          )}
        </div>

        <button
          type="button"
          className="rounded-full p-2 text-leaf-900 hover:bg-leaf-50 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpenedAt(menuOpen ? null : pathname)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>
      {menuOpen && <MobileMenu onClose={closeMenu} />}
    </header>
  );
}
