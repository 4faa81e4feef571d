import { describe, expect, it, vi } from 'vitest';
import { createSignInPickUp } from './sign-in-pick-up';
import { testSession } from '../../test/fixtures';

function setup(answer: ReturnType<typeof testSession> | null) {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const pickUp = vi.fn(async () => {
    await answered;
    return answer;
  });
  const acknowledge = vi.fn(async (_token: string) => {});
  const store = { setSession: vi.fn() };
  return { pickUpOnce: createSignInPickUp({ pickUp, acknowledge, store }), pickUp, acknowledge, store, release };
}

describe('picking up a finished sign-in', () => {
  it('asks the server once however often the auth effect runs (StrictMode runs it twice), and both runs get the session', async () => {
    const { pickUpOnce, pickUp, acknowledge, store, release } = setup(testSession({ access_token: 'access-9' }));
    // The first run starts the pick-up and is discarded; the second starts before the answer arrives.
    const first = pickUpOnce();
    const second = pickUpOnce();
    release();
    expect((await first)?.access_token).toBe('access-9');
    expect((await second)?.access_token).toBe('access-9');
    expect(pickUp).toHaveBeenCalledTimes(1);
    expect(store.setSession).toHaveBeenCalledTimes(1);
    expect(store.setSession).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'access-9' }), 'SIGNED_IN');
    expect(acknowledge).toHaveBeenCalledExactlyOnceWith('access-9');
    // A run after the answer shares it too, without another request.
    expect((await pickUpOnce())?.access_token).toBe('access-9');
    expect(pickUp).toHaveBeenCalledTimes(1);
  });

  it('stores the session before acknowledging it', async () => {
    const { pickUpOnce, acknowledge, store, release } = setup(testSession());
    release();
    await pickUpOnce();
    expect(store.setSession.mock.invocationCallOrder[0]).toBeLessThan(acknowledge.mock.invocationCallOrder[0]!);
  });

  it('stores and acknowledges nothing when no sign-in was waiting', async () => {
    const { pickUpOnce, acknowledge, store, release } = setup(null);
    release();
    expect(await pickUpOnce()).toBeNull();
    expect(store.setSession).not.toHaveBeenCalled();
    expect(acknowledge).not.toHaveBeenCalled();
  });
});
