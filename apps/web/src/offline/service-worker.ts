import { sessionStore } from '../auth/session-store';

/** The cache `public/sw.js` keeps the user's data in (plans, recipes, shopping list, stock). */
const DATA_CACHE = 'forkcast-data-v1';

/**
 * Installs the service worker that keeps the app readable offline (production builds only: a development server's
 * modules change under the same names). Signing out deletes the copies of the user's data it kept.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as before, only not offline.
    });
  });
  sessionStore.onAuthStateChange((event) => {
    if (event === 'SIGNED_OUT') void caches.delete(DATA_CACHE);
  });
}
