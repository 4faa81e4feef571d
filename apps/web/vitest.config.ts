import { defineConfig } from 'vitest/config';

// Pure web-side logic (API client, session store, toasts, navigation rules) runs in plain Node: no DOM needed.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
  },
});
