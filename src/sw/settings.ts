// What every part of the worker shares: this build's list (the build writes it above the
// worker's code as OFFLINE), the site's scope, and the stores' names.
import type { OfflineList, WorkerScope } from './types.js';

declare const OFFLINE: OfflineList;
export const list = OFFLINE;
export const worker = self as unknown as WorkerScope;
/** The site's address, sub-folder included: https://example.github.io/club/ */
export const scope = worker.registration.scope;
// Several sites may share an origin (GitHub Pages project sites): stores are named by scope.
export const prefix = `offline ${scope} `;
export const mine = list.build;
/** One store per build: a page never mixes two builds' modules. */
export const store = (build = mine) => caches.open(prefix + build);
/** Which build each open page is (kept in storage: the worker may be stopped in between). */
export const clientStore = `${prefix}pages`;

const cdnOrigins = list.cdn.map((url) => new URL(url).origin);
/** The site's own addresses and the CDN's libraries; never the worker itself. */
export const handles = (url: URL) =>
  (url.href.startsWith(scope) || cdnOrigins.includes(url.origin)) &&
  url.href !== new URL('sw.js', scope).href;

/** Resolves with undefined after `ms`. */
export const timer = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms));
