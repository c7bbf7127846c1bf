// Installing a build's worker, light on the phone: what the saved pages need at start (their
// HTML, modules, stylesheet, first-screen pictures, libraries), a few files at a time; the rest
// is kept as pages use it. Old builds' stores go once no page of theirs is open.
import { handles, list, mine, prefix, scope, store } from './settings.js';
import { savePage } from './saved-pages.js';

const batch = 6;
const isPage = (url: URL) => url.href.startsWith(scope) && !/\.[a-z0-9]+$/i.test(url.pathname);

export async function install() {
  const cache = await store();
  // offline.html first: its stamp is when this build's store was made.
  await savePage(new URL('offline.html', scope).href, cache);
  const files = list.files.map((file) => new URL(file, scope).href);
  for (let i = 0; i < files.length; i += batch) {
    await cache.addAll(
      files.slice(i, i + batch).map((url) => new Request(url, { cache: 'no-cache' })),
    );
  }
  for (const page of list.pages) await savePage(new URL(page, scope).href, cache);
  // Libraries from the CDN as CORS responses (their integrity still checks); best effort.
  for (const url of list.cdn)
    await cache.add(new Request(url, { mode: 'cors' })).catch(() => undefined);
}

/** Once no page of an older build is open: only this build's store is left (and the list of
 * open pages' builds starts afresh, so it never grows without end). */
export async function removeOldStores() {
  for (const name of await caches.keys())
    if (name.startsWith(prefix) && name !== prefix + mine) await caches.delete(name);
}

/** What a page of this build used before the worker ran (its pictures at this screen's size,
 * the page itself), sent by lib/offline.ts: kept too. */
export async function keep(urls: string[]) {
  const cache = await store();
  for (const url of urls.map((u) => new URL(u))) {
    if (!handles(url) || (await cache.match(url.href, { ignoreSearch: true, ignoreVary: true })))
      continue;
    await (
      isPage(url) ? savePage(url.href, cache) : cache.add(new Request(url.href, { mode: 'cors' }))
    ).catch(() => undefined);
  }
}
