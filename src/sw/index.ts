// The offline worker (docs/architecture.md, "Offline"), built by scripts/build/offline.mjs into
// one classic script, sw.js, at the site's root, so it covers the whole site (sub-folder too).
// - No skipWaiting(): a new build's worker takes over once no page of the old one is open (in
//   Chromium, taking over open pages at once sometimes left one hanging).
// - Only GET is handled: sending the contact form is never stored or replayed.
import { file } from './builds.js';
import { install, keep, removeOldStores } from './install.js';
import { navigate, visited } from './pages.js';
import { handles, mine, worker } from './settings.js';
import type { Fetching, Told, Waiting } from './types.js';

worker.addEventListener('install', (event: Waiting) => event.waitUntil(install()));
worker.addEventListener('activate', (event: Waiting) => event.waitUntil(removeOldStores()));

// From pages of this build (lib/offline.ts, lib/saved-copy.ts).
worker.addEventListener('message', (event: Told) => {
  const { build, save, visited: url } = event.data ?? {};
  if (build !== mine) return;
  if (save) event.waitUntil(keep(save));
  if (url && event.source) event.waitUntil(visited(url, event.source));
});

worker.addEventListener('fetch', (event: Fetching) => {
  const { request } = event;
  // Not a stream (the preview's reload signal) that never ends.
  if (
    request.method !== 'GET' ||
    request.headers.get('accept') === 'text/event-stream' ||
    !handles(new URL(request.url))
  )
    return;
  event.respondWith(request.mode === 'navigate' ? navigate(event) : file(event));
});
