import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SignInDialog } from './sign-in-dialog';
import { signInErrorFromSearch } from './sign-in-error';

interface SignInDialogApi {
  openSignIn(): void;
}

const SignInDialogContext = createContext<SignInDialogApi | null>(null);

/** Opens the one sign-in dialog from anywhere: header, hero, pricing card, call-to-action band. */
export function useSignInDialog(): SignInDialogApi {
  const api = useContext(SignInDialogContext);
  if (!api) throw new Error('useSignInDialog must be used inside <SignInDialogProvider>');
  return api;
}

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [search, setSearch] = useSearchParams();
  // Back from a provider with a failure (a full page load onto /?auth_error=...): open with its banner.
  const [returnedError, setReturnedError] = useState(() => signInErrorFromSearch(search));
  const [open, setOpen] = useState(returnedError !== null);
  const api = useMemo(() => ({ openSignIn: () => setOpen(true) }), []);

  // The code has been read: drop it from the address bar so a reload does not show the banner again.
  useEffect(() => {
    if (!search.has('auth_error')) return;
    setSearch(
      (current) => {
        current.delete('auth_error');
        current.delete('provider');
        return current;
      },
      { replace: true },
    );
  }, [search, setSearch]);

  function close() {
    setOpen(false);
    setReturnedError(null);
  }

  return (
    <SignInDialogContext.Provider value={api}>
      {children}
      {open && <SignInDialog onClose={close} initialError={returnedError} />}
    </SignInDialogContext.Provider>
  );
}
