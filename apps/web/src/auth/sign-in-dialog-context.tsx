import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { SignInDialog } from './sign-in-dialog';

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
  const [open, setOpen] = useState(false);
  const api = useMemo(() => ({ openSignIn: () => setOpen(true) }), []);
  return (
    <SignInDialogContext.Provider value={api}>
      {children}
      {open && <SignInDialog onClose={() => setOpen(false)} />}
    </SignInDialogContext.Provider>
  );
}
