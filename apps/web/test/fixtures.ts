import type { Session } from '../src/auth/session-store';

/** A Storage kept in memory, for tests that run outside a browser. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_in: 3600,
    expires_at: 2_000_000_000,
    token_type: 'bearer',
    user: { id: 'u1', email: 'ana.lima@example.com', user_metadata: {} },
    ...overrides,
  };
}
