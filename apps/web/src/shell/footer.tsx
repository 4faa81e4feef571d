import { Link } from 'react-router';
import { Wordmark } from './logo';

const linkClass = 'rounded text-sm text-muted hover:text-leaf-900 hover:underline';

// Bottom padding on phones keeps the footer clear of the fixed tab bar.
export function Footer() {
  return (
    <footer className="border-t border-leaf-800/10 bg-white/60 pb-16 md:pb-0">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <Wordmark />
          <p className="text-sm text-muted">Meals planned from what you bought, before it spoils.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/pricing" className={linkClass}>Pricing</Link>
          <Link to="/terms" className={linkClass}>Terms of Service</Link>
          <Link to="/privacy" className={linkClass}>Privacy Policy</Link>
        </nav>
        <p className="text-sm text-muted">&copy; {new Date().getFullYear()} Forkcast</p>
      </div>
    </footer>
  );
}
