// Everything but pages: from the store of the asking page's build first (so a page never mixes
// two builds' modules), else the network, then kept. A page of a newer build than this worker's
// (it takes over only on a later load) goes to the network.
import { clientStore, mine, prefix, store } from './settings.js';
import type { Fetching } from './types.js';

const pageBuilds = new Map<string, string>();

/** Notes which build a newly opened page is ('network': newer than this worker's). */
export function remember(clientId: string, build: string) {
  if (!clientId) return;
  pageBuilds.set(clientId, build);
  return caches.open(clientStore).then((c) => c.put(`/${clientId}`, new Response(build)));
}

/**
 * The build of the page asking: remembered (the worker may have been stopped in between), else this
 * one.
 */
async function buildFor(clientId: string) {
  // (caches.match with a cacheName not made yet rejects in Firefox: open makes it.)
  const known =
    pageBuilds.get(clientId) ??
    (await (await (await caches.open(clientStore)).match(`/${clientId}`))?.text());
  return known && (known === 'network' || (await caches.has(prefix + known))) ? known : mine;
}

export async function file(event: Fetching) {
  const build = await buildFor(event.clientId).catch(() => mine);
  // ignoreSearch: load-module.ts's Retry asks under a new address.
  const matching = { ignoreSearch: true, ignoreVary: true };
  if (build === 'network')
    return fetch(event.request).catch(
      async () => (await caches.match(event.request, matching)) ?? Response.error(),
    );
  const cache = await store(build);
  const kept = await cache.match(event.request, matching);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok && (response.type === 'basic' || response.type === 'cors'))
    cache.put(event.request, response.clone()).catch(() => undefined);
  return response;
}
