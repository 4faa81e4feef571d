import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { useAuth } from '../auth/auth-context';
import { useSignInDialog } from '../auth/sign-in-dialog-context';
import { mobileMenuItems } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import { SignInButtons } from './sign-in-buttons';

const linkClass = (active: boolean) =>
  `flex items-center gap-3 rounded-xl px-4 py-3 text-base font-semibold ${
    active ? 'bg-leaf-100 text-leaf-900' : 'text-ink hover:bg-leaf-50'
  }`;

/** The hamburger panel: header links plus Pricing (signed out) or Dashboard and Sign Out (signed in). */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { user, signOut } = useAuth();
  const { openSignIn } = useSignInDialog();
  const navigate = useNavigate();

  function signIn() {
    onClose();
    openSignIn();
  }

  async function handleSignOut() {
    const { error } = await signOut();
    if (error) return;
    onClose();
    navigate('/');
  }

  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-leaf-800/10 bg-cream px-4 pt-2 pb-4 md:hidden">
      <div className="flex flex-col gap-1">
        {mobileMenuItems(Boolean(user)).map((item) => (
          <NavLinkItem key={item.to} item={item} className={linkClass} onNavigate={onClose} showIcon />
        ))}
      </div>
      <div className="mt-3 flex flex-col gap-2 border-t border-leaf-800/10 pt-3">
        {user ? (
          <button type="button" onClick={handleSignOut} className={`${linkClass(false)} w-full`}>
            <LogOut aria-hidden="true" className="size-5" /> Sign Out
          </button>
        ) : (
          <SignInButtons onClick={signIn} signInStyle="secondary" />
        )}
      </div>
    </nav>
  );
}
