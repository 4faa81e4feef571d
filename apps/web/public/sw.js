// Forkcast's service worker: keeps the app shell and what a cook reads in the kitchen or the shop (the open plan,
// its recipes, the shopping list, the kitchen's stock) readable offline. Answers from the network first and keeps a
// copy; offline, the copy answers. Nothing else is cached, and signing out deletes the copies (message 'clear-data').
const SHELL_CACHE = 'forkcast-shell-v1';
const DATA_CACHE = 'forkcast-data-v1';
/** The empty page every client route is served (the prerendered public pages are kept under their own address). */
const SHELL_KEY = '/__app-shell__';
const READABLE_OFFLINE = [
  /^\/api\/recipes\/meal-plans(\/[0-9a-f-]{36}(\/cooked)?)?$/,
  /^\/api\/recipes\/[0-9a-f-]{36}$/,
  /^\/api\/kitchen\/(shopping-list|stock)$/,
  /^\/api\/auth\/(profile|plan)$/,
];

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== SHELL_CACHE && name !== DATA_CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'clear-data') event.waitUntil(caches.delete(DATA_CACHE));
});

async function networkFirst(request, cacheName, key = request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(cacheName);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName });
    if (cached) return cached;
    throw error;
  }
}

/** A page: from the network (kept as the shell when it is the empty page), else the kept copy or the shell. */
async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const html = await response.clone().text();
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(html.includes('<div id="root"></div>') ? SHELL_KEY : request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = (await caches.match(request, { cacheName: SHELL_CACHE })) ?? (await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE }));
    if (cached) return cached;
    throw error;
  }
}

/** Hashed build files never change under their name: the kept copy is the file. */
async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: SHELL_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(SHELL_CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    // Only the reading a cook needs offline, keyed by address alone (the session is the same signed-in user's).
    if (READABLE_OFFLINE.some((pattern) => pattern.test(url.pathname))) event.respondWith(networkFirst(request, DATA_CACHE, url.pathname));
    return;
  }
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (/\.(svg|png|webmanifest)$/.test(url.pathname)) event.respondWith(networkFirst(request, SHELL_CACHE));
});
