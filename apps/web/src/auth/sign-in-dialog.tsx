import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { authProviderLabels, authProviders, type AuthProvider } from '@forkcast/contracts/vocabulary';
import { useAuth } from './auth-context';
import { Modal, ModalCloseButton } from '../ui/modal';
import { Spinner } from '../ui/spinner';
import { Logo } from '../shell/logo';

/** Modal sign-in (spec section 2); Escape, the backdrop and the X close it, except while a sign-in is under way. */
export function SignInDialog({ onClose, initialError = null }: { onClose: () => void; initialError?: string | null }) {
  const { signInWithProvider } = useAuth();
  const [pending, setPending] = useState<AuthProvider | null>(null);
  const [error, setError] = useState<string | null>(initialError);
  const loading = pending !== null;

  useEffect(() => {
    // Coming back with the browser's Back button restores this page from cache, mid-sign-in; start over.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setPending(null);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function signIn(provider: AuthProvider) {
    setError(null);
    setPending(provider);
    try {
      const result = await signInWithProvider(provider);
      // Success leaves the page for the provider, so the spinner stays until the browser navigates.
      if (result.error) {
        setError(result.error.message);
        setPending(null);
      }
    } catch {
      setError(`Failed to sign in with ${authProviderLabels[provider]}`);
      setPending(null);
    }
  }

  function close() {
    if (!loading) onClose();
  }

  return (
    <Modal
      labelledBy="sign-in-title"
      describedBy="sign-in-text"
      onDismiss={close}
      className="w-[calc(100%-2rem)] max-w-md bg-white p-0"
    >
      <div className="relative px-6 pt-8 pb-6 sm:px-8">
        <ModalCloseButton onClick={close} disabled={loading} className="absolute top-4 right-4" />
        <div className="flex flex-col items-center text-center">
          <Logo className="size-12" />
          <h2 id="sign-in-title" className="mt-4 font-display text-2xl font-bold text-leaf-900">
            Welcome to Forkcast
          </h2>
          <p id="sign-in-text" className="mt-2 text-muted">
            Sign in to start generating personalized recipes from your receipts.
          </p>
        </div>

        {error && (
          <p role="alert" className="mt-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {error}
          </p>
        )}

        <div className="mt-6 flex flex-col gap-3">
          {authProviders.map((provider) => {
            const label = `Continue with ${authProviderLabels[provider]}`;
            return (
              <button
                key={provider}
                type="button"
                disabled={loading}
                onClick={() => signIn(provider)}
                aria-label={label}
                className="flex h-12 items-center justify-center rounded-full border border-leaf-800/20 bg-white font-semibold text-leaf-900 transition-colors hover:border-leaf-800/50 hover:bg-leaf-50 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {pending === provider ? <Spinner /> : label}
              </button>
            );
          })}
        </div>

        <p className="mt-6 text-center text-xs leading-relaxed text-muted">
          By continuing, you agree to our{' '}
          <Link to="/terms" onClick={onClose} className="font-medium text-leaf-800 underline underline-offset-2">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" onClick={onClose} className="font-medium text-leaf-800 underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </Modal>
  );
}
