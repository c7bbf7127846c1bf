// Fetches the pages a visitor may open next before they tap, so the tap can show the page at
// once (as Astro's prefetch and instant.page do): once the page has settled, the menu's pages
// at idle time; any other page link when it scrolls into view; any link at all on hover,
// touch-start or keyboard focus. Never on a connection that asks to save data.

import { notFound, routeFor } from '../App.js';
import { loadedPage, loadPage } from './page-modules.js';
import { whenIdle } from './later.js';

type Options = {
  /** The page module a link's address leads to, or undefined for anything but a page of the site. */
  pageFor: (url: URL) => string | undefined;
  /** Fetches (and runs) a page's module; page-modules.ts's loadPage. */
  load: (page: string) => Promise<unknown>;
  /** navigator.connection, where the browser has one (Chromium does; Firefox and Safari don't). */
  connection?: { saveData?: boolean };
};

type WithConnection = Navigator & { connection?: { saveData?: boolean } };

/** Starts prefetching for the links inside `root`; returns a function that stops it. */
export function startPrefetch(root: HTMLElement, options: Options): () => void {
  const { pageFor, load, connection = (navigator as WithConnection).connection } = options;
  if (connection?.saveData) return () => undefined;
  const fetchFor = (link: Element | null | undefined) => {
    const page = link instanceof HTMLAnchorElement && link.href ? pageFor(new URL(link.href)) : undefined;
    if (page) load(page).catch(() => undefined); // a failed fetch is tried again when the link is tapped
  };
  const onIntent = (event: Event) => fetchFor((event.target as Element).closest?.('a[href]'));
  // Idle work goes one link per idle moment, so no step keeps the phone from a tap for long.
  const queue: Element[] = [];
  let stopped = false;
  const next = () => {
    if (stopped || !queue.length) return;
    fetchFor(queue.shift());
    whenIdle(next);
  };
  const later = (links: Iterable<Element>) => {
    const waiting = queue.length > 0; // then a step is already booked
    queue.push(...links);
    if (!waiting) whenIdle(next);
  };
  const inView = new IntersectionObserver((entries) => later(entries.filter((e) => e.isIntersecting).map((e) => e.target)));
  whenIdle(() => {
    if (stopped) return;
    later(root.querySelectorAll('nav a[href]'));
    root.querySelectorAll('a[href]').forEach((link) => inView.observe(link));
  });
  const intents = ['pointerover', 'touchstart', 'focusin'];
  for (const type of intents) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    stopped = true;
    inView.disconnect();
    for (const type of intents) root.removeEventListener(type, onIntent);
  };
}

const preloaded = new Set<string>();

/** Asks for `modules` (addresses, each listed after those it imports) all at once, then runs them
 * one per idle moment, then `last`: import() of a page alone would run all its new modules, and
 * compile what they run, in one task, keeping a phone from a tap meanwhile. */
export async function loadInSteps<T>(modules: string[], last: () => Promise<T>): Promise<T> {
  for (const href of modules.filter((href) => !preloaded.has(href))) {
    preloaded.add(href);
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  for (const href of modules) {
    await new Promise((step) => whenIdle(() => step(undefined)));
    await import(href);
  }
  return last();
}

// Each page's modules beyond those every page runs at start, in order (the build writes the
// lists): asked for when the first page is prefetched. A tap meanwhile loads the rest at once.
let moduleLists: Promise<Record<string, string[]>> | undefined;

/** Prefetches the site's pages that links on the page lead to (App starts it on each page). */
export function prefetchPages(base: string): () => void {
  const pageFor = (url: URL) => {
    if (url.origin !== window.location.origin || !url.pathname.startsWith(base)) return undefined;
    const target = routeFor(url.pathname.slice(base.length).replace(/\/+$/, '') || '/');
    return target === notFound ? undefined : target.page;
  };
  const load = async (page: string) => {
    if (loadedPage(page)) return;
    moduleLists ??= fetch(`${base}/page-modules.json`)
      .then((response) => (response.ok ? response.json() : {}))
      .catch(() => ({})); // offline, or no list: the page's module alone, all at once
    return loadInSteps((await moduleLists)[page] ?? [], () => loadPage(page));
  };
  // What a tap's page needs besides its own code (focus and scroll: arrival.ts) comes ahead too.
  whenIdle(() => import('./arrival.js').catch(() => undefined));
  return startPrefetch(document.body, { pageFor, load });
}
