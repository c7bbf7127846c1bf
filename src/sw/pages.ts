// Pages, from the network first: the saved copy if the network fails or has not answered in
// 3 s (marked as a saved copy with when it was saved); offline.html for an address never saved.
// Offline is found by trying the network, never from navigator.onLine.
import {
  asSavedCopy,
  buildOf,
  offlinePageKey,
  pageKey,
  plainHeaders,
  savedCopyNote,
  stamped,
} from './saved-pages.js';
import { remember } from './builds.js';
import { mine, store, timer } from './settings.js';
import type { Fetching } from './types.js';

const waitMs = 3000;
const giveUpMs = 15000;

type Answer = { response: Response; html?: string; build?: string };

/** The network's answer for a page; a page of this build is saved on the way. */
function fromNetwork(request: Request, cache: Cache): Promise<Answer> {
  return fetch(request).then(async (response) => {
    // A host in trouble: as offline.
    if (response.status >= 500) throw new Error(`${response.status}`);
    // A redirect (GitHub Pages: /training → /training/), a PDF, a calendar: passed on as it is.
    if (!response.headers.get('content-type')?.startsWith('text/html')) return { response };
    const html = await response.text();
    const build = buildOf(html);
    if (build === mine && response.ok)
      await cache.put(pageKey(new URL(request.url)), stamped(html, response));
    return { response, html, build: build === mine ? mine : 'network' };
  });
}

const fresh = ({ response, html }: Answer) =>
  html === undefined
    ? response
    : new Response(html, {
        status: response.status,
        statusText: response.statusText,
        headers: plainHeaders(response),
      });

export async function navigate(event: Fetching) {
  const cache = await store();
  const network = fromNetwork(event.request, cache);
  event.waitUntil(network.catch(() => undefined)); // a late answer still refreshes the copy
  const first = await Promise.race([network.catch(() => undefined), timer(waitMs)]);
  if (first) {
    if (first.build) remember(event.resultingClientId, first.build);
    return fresh(first);
  }
  const copy = await cache.match(pageKey(new URL(event.request.url)), { ignoreVary: true });
  remember(event.resultingClientId, mine);
  if (copy) return asSavedCopy(copy);
  const late = await Promise.race([network.catch(() => undefined), timer(giveUpMs - waitMs)]);
  if (late) return fresh(late);
  return (await cache.match(offlinePageKey(), { ignoreVary: true })) ?? Response.error();
}

/** A page drawn in the browser after a tap on a link (its code and content from this build's
 * store): the worker tries the network for it the same way, saving it, and tells the page
 * whether it is a saved copy (the note's words) or not (null). */
export async function visited(url: string, page: { postMessage(message: unknown): void }) {
  const cache = await store();
  const network = fromNetwork(new Request(url, { cache: 'no-cache' }), cache).then(
    () => true,
    () => false,
  );
  if (await Promise.race([network, timer(waitMs)])) return page.postMessage({ savedCopy: null });
  // Saved then, or, for a page never saved, when this build's store was made (offline.html).
  const copy =
    (await cache.match(pageKey(new URL(url)), { ignoreVary: true })) ??
    (await cache.match(offlinePageKey()));
  page.postMessage({ savedCopy: savedCopyNote(copy?.headers.get('x-saved')) });
  if (await network) page.postMessage({ savedCopy: null }); // the network answered late after all
}
