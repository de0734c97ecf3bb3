// The portal's service worker (platform.md section 4, "New version" and "Offline mode"). Hand-written and
// small: it keeps the app shell (the page and its hashed assets) on the device so the portal starts
// offline, and a new build shows the "New Content Available" card. API calls and the live hub are never
// cached: the portal's own offline store answers those.
// Replaced by the build with a hash of the build (vite.config.ts): a new build is a new worker; SHELL gets the
// files the page needs to start (entry chunks, styles, manifest, icons).
const BUILD_ID = '__BUILD_ID__';
const CACHE = `lcars-shell-${BUILD_ID}`;
const SHELL = ['/'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// The page asks a waiting worker to take over when the user presses Reload on the new-version card.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

const isPassThrough = (url) =>
  url.origin !== self.location.origin ||
  url.pathname.startsWith('/api/') ||
  url.pathname === '/api' ||
  url.pathname.startsWith('/a-hub') ||
  url.pathname === '/sw.js';

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isPassThrough(url)) return;

  if (request.mode === 'navigate') {
    // Pages: the network first (the server answers every route with the app), the cached app offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/').then((cached) => cached ?? Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    // Hashed assets never change, and the manifest and icons change only with a build (a new worker with
    // a new cache): from the cache once fetched.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
