// Pages as the worker saves them: one key per page, the moment it was saved, and the note a
// saved copy shows (content/offline.yaml's words, with {saved} filled in).
import { clubDate, clubTime } from '../lib/club-time.js';
import { fill } from '../lib/fill.js';
import { formatDay } from '../lib/format-date.js';
import { list, scope } from './settings.js';

/** One key per page: /club/training, /club/training/ and /club/training/index.html alike. */
export const pageKey = (url: URL) =>
  url.origin + url.pathname.replace(/index\.html$/, '').replace(/\/*$/, '/');

/** offline.html's key, saved first at install: its stamp says when this build's store was made. */
export const offlinePageKey = () => pageKey(new URL('offline.html', scope));

/** A response's headers for a body the worker has read as text (no longer compressed). */
export function plainHeaders(response: Response) {
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length']) headers.delete(name);
  return headers;
}

/** The build a page's HTML belongs to (scripts/build/offline.mjs writes it into every page). */
export const buildOf = (html: string) => /<meta name="build" content="([^"]+)"/.exec(html)?.[1];

/** A page as saved: its HTML with the moment it was saved. */
export function stamped(html: string, response: Response) {
  const headers = plainHeaders(response);
  headers.set('x-saved', new Date().toISOString());
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

/** Fetches a page and saves it, stamped. */
export async function savePage(url: string, cache: Cache) {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await cache.put(pageKey(new URL(url)), stamped(await response.text(), response));
}

/** "You're offline: this is a copy saved on Monday 23 November at 18:05; …", in the club's time. */
export function savedCopyNote(savedAt: string | null | undefined) {
  const moment = Date.parse(savedAt ?? '') || Date.now();
  const day = formatDay(clubDate(moment)).replace(/ \d{4}$/, '');
  return fill(list.savedCopy, { saved: `${day} at ${clubTime(moment)}` });
}

const escape = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/** A saved page, saying so at the top: outside what React wakes up, like the notices; the page's
 * SavedCopyNote takes over from it after a tap on a link. */
export async function asSavedCopy(copy: Response) {
  const note = `<p class="saved-copy" role="status" id="saved-copy">${escape(
    savedCopyNote(copy.headers.get('x-saved')),
  )}</p>`;
  const html = (await copy.text()).replace(/<body[^>]*>/, (body) => body + note);
  return new Response(html, { headers: copy.headers });
}
