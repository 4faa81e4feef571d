import type { AuthSession } from '@forkcast/contracts';
import { acknowledgeSignIn, pickUpSignIn } from './auth-api';
import { sessionStore, type SessionStore } from './session-store';

interface PickUpDeps {
  pickUp: () => Promise<AuthSession | null>;
  acknowledge: (accessToken: string) => Promise<void>;
  store: Pick<SessionStore, 'setSession'>;
}

/**
 * Picking up a finished social sign-in, at most once per page load: the session is stored, then acknowledged so the
 * server retires the sign-in cookie. React StrictMode runs the auth effect twice in development builds and discards
 * the first run; both runs share this one promise, so the discarded run cannot spend the hand-off the kept one needs.
 */
export function createSignInPickUp({ pickUp, acknowledge, store }: PickUpDeps): () => Promise<AuthSession | null> {
  let once: Promise<AuthSession | null> | undefined;
  return () =>
    (once ??= (async () => {
      const session = await pickUp();
      if (!session) return null;
      store.setSession(session, 'SIGNED_IN');
      void acknowledge(session.access_token);
      return session;
    })());
}

export const pickUpSignInOnce = createSignInPickUp({ pickUp: pickUpSignIn, acknowledge: acknowledgeSignIn, store: sessionStore });
