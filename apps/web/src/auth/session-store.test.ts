import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, SESSION_STORAGE_KEY } from './session-store';
import { displayName } from './display-name';
import { memoryStorage, testSession } from '../../test/fixtures';

describe('session store', () => {
  it('keeps the session across reloads and hands out its access token', () => {
    const storage = memoryStorage();
    createSessionStore(() => storage).setSession(testSession());
    const reopened = createSessionStore(() => storage);
    expect(reopened.getSession()?.user.email).toBe('ana.lima@example.com');
    expect(reopened.getAccessToken()).toBe('access-1');
  });

  it('tells listeners about sign-in and sign-out, until they unsubscribe', () => {
    const store = createSessionStore(memoryStorage);
    const listener = vi.fn();
    const unsubscribe = store.onAuthStateChange(listener);
    store.setSession(testSession());
    store.clearSession();
    unsubscribe();
    store.setSession(testSession());
    expect(listener.mock.calls.map(([event]) => event)).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
    expect(listener).toHaveBeenLastCalledWith('SIGNED_OUT', null);
  });

  it('treats a corrupt or foreign entry as signed out instead of failing', () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);
    storage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(store.getSession()).toBeNull();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ access_token: 'x' }));
    expect(store.getAccessToken()).toBeNull();
  });

  it('works, signed out, where there is no storage at all', () => {
    expect(createSessionStore(() => undefined).getAccessToken()).toBeNull();
  });
});

describe('display name', () => {
  it('prefers the full name, else the email before the @', () => {
    const user = testSession().user;
    expect(displayName({ ...user, user_metadata: { full_name: 'Ana Lima' } })).toBe('Ana Lima');
    expect(displayName(user)).toBe('ana.lima');
    expect(displayName({ ...user, user_metadata: { full_name: '  ' } })).toBe('ana.lima');
  });
});
