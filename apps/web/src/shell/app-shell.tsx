import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SignInDialogProvider } from '../auth/sign-in-dialog-context';
import { PageSpinner } from '../ui/spinner';
import { BottomTabBar } from './bottom-tab-bar';
import { Footer } from './footer';
import { Header } from './header';

/** Root layout of every route: header, page, footer, and on phones the bottom tab bar. */
export function AppShell() {
  return (
    <SignInDialogProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:font-semibold"
        >
          Skip to content
        </a>
        <Header />
        <main id="main" className="flex-1">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <BottomTabBar />
      </div>
      <ScrollRestoration />
    </SignInDialogProvider>
  );
}
