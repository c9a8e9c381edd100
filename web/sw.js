// Offline support: every file of the page is cached when fetched, and served from the cache
// when the network is not there. The network is asked first, so a new version shows at once.
// On a configured site (site.json, docs/hosting.md), the files the organizers provide are kept
// at install too, so that every task offered works offline, not only those opened before.
const CACHE = 'bioeval-v7';
const CORE = [
  './',
  'index.html',
  'style.css',
  'app.js',
  'dom.js',
  'render.js',
  'charts.js',
  'export.js',
  'deeplink.js',
  'kept.js',
  'moves.js',
  'compare_view.js',
  'documents_view.js',
  'site.js',
  'site-schema.mjs',
  'site.json',
  'tasks.json',
  'worker.js',
  'bioeval.mjs',
  'bioeval.wasm',
  'vendor/chart.umd.js',
  'vendor/fflate.js',
  'icon.svg',
  'manifest.webmanifest',
];
// The examples' modules (examples/: the generated index, each family's module, what they share):
// wasm/finish_site.mjs writes their list here when the site is built.
const EXAMPLES = [];

// The paths of the files site.json names (none on the generic page, whose site.json is {}).
async function siteFiles(cache) {
  try {
    const config = await (await cache.match('site.json')).json();
    return (config.tasks ?? [])
      .flatMap((task) => Object.values(task.preload ?? {}))
      .map((file) => file.path)
      .filter((path) => typeof path === 'string' && path.startsWith('files/'));
  } catch {
    return [];
  }
}

// A file that cannot be fetched now does not stop the install: it is kept when the page fetches it.
async function keepSiteFiles(cache) {
  await Promise.allSettled((await siteFiles(cache)).map((path) => cache.add(path)));
}

// The service worker's global scope, typed as such (the webworker library types `self` as a
// plain worker's).
const scope = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...CORE, ...EXAMPLES]).then(() => keepSiteFiles(cache)))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(() => caches.match(request, { ignoreSearch: true }).then((cached) => cached ?? Response.error())),
  );
});
