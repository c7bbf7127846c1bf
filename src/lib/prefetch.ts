// Fetches the pages a visitor may open next before they tap, so the tap can show the page at
// once (as Astro's prefetch and instant.page do): once the page has settled, the menu's pages
// at idle time; any other page link when it scrolls into view; any link at all on hover,
// touch-start or keyboard focus. Never on a connection that asks to save data.

import { pageAt } from '../page-list.js';
import { loadPage } from './page-modules.js';
import { showingSavedCopy } from './saved-copy.js';
import { whenIdle } from './when-idle.js';

type Options<Page> = {
  /** The page a link's address leads to, or undefined for anything but a page of the site. */
  pageFor: (url: URL) => Page | undefined;
  /** Fetches (and runs) a page's module; page-modules.tsx's loadPage. */
  load: (page: Page) => Promise<unknown>;
  /** navigator.connection, where the browser has one (Chromium does; Firefox and Safari don't). */
  connection?: { saveData?: boolean };
  /** While true, nothing is fetched ahead: the page on screen is a saved copy, so the network
   * has just failed, and a fetch the offline worker cannot answer is logged as an error. */
  offline?: () => boolean;
};

type WithConnection = Navigator & { connection?: { saveData?: boolean } };

/** Starts prefetching for the links inside `root`; returns a function that stops it. */
export function startPrefetch<Page>(root: HTMLElement, options: Options<Page>): () => void {
  const {
    pageFor,
    load,
    connection = (navigator as WithConnection).connection,
    offline = () => false,
  } = options;
  if (connection?.saveData) return () => undefined;
  const fetchFor = (link: Element | null | undefined) => {
    const page =
      link instanceof HTMLAnchorElement && link.href && !offline()
        ? pageFor(new URL(link.href))
        : undefined;
    // A failed fetch is tried again when the link is tapped.
    if (page) load(page).catch(() => undefined);
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
  const inView = new IntersectionObserver((entries) =>
    later(entries.filter((e) => e.isIntersecting).map((e) => e.target)),
  );
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

/** Prefetches the site's pages that links on the page lead to (App starts it on each page). */
export function prefetchPages(base: string): () => void {
  const pageFor = (url: URL) => {
    if (url.origin !== window.location.origin || !url.pathname.startsWith(base)) return undefined;
    return pageAt(url.pathname.slice(base.length).replace(/\/+$/, '') || '/');
  };
  // What a tap's page needs besides its own code (focus and scroll: arrival.ts) comes ahead too.
  whenIdle(() => import('./arrival.js').catch(() => undefined));
  return startPrefetch(document.body, { pageFor, load: loadPage, offline: showingSavedCopy });
}
