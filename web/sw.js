// Offline support: every file of the page is cached when fetched, and served from the cache
// when the network is not there. The network is asked first, so a new version shows at once.
const CACHE = 'bioeval-v3';
const CORE = ['./', 'index.html', 'style.css', 'app.js', 'dom.js', 'render.js', 'charts.js',
  'export.js', 'examples.js', 'deeplink.js', 'kept.js', 'worker.js', 'bioeval.mjs', 'bioeval.wasm', 'vendor/chart.umd.js',
  'vendor/fflate.js',   'icon.svg', 'manifest.webmanifest'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(CORE)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(fetch(request)
    .then((response) => {
      if (response.ok) {
        const copy = response.clone();
        caches.open(CACHE).then((cache) => cache.put(request, copy));
      }
      return response;
    })
    .catch(() => caches.match(request, { ignoreSearch: true }).then((cached) => cached ?? Response.error())));
});
