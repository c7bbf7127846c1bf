import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation, useRouter } from 'wouter';
import { ui } from './content/ui.js';
import { PageView } from './components/PageView.js';
import { SiteLayout } from './components/SiteLayout.js';
import { startWhenLoaded } from './lib/load-module.js';
import { notFoundPage, sitePages } from './page-list.js';

// Addresses the host answered with 404.html (a post taken down, a mistyped /news/ address):
// main.tsx notes them, so React wakes up the not-found page the host sent, not a post.
const missing = new Set<string>();
export const markMissing = (path: string) => missing.add(path);

const firstScroll = () =>
  new Promise((scrolled) =>
    window.addEventListener('scroll', scrolled, { once: true, passive: true }),
  );
// When the offline worker registers (lib/offline.ts): 10 s after load, at an idle moment, or
// as soon as the visitor leaves the page for another app (as before airplane mode). In A/B runs
// on /accessibility, registering at the first idle moment raised Lighthouse's TBT 20 → 65 ms,
// and 5 s after load 0 → 21 ms (docs/speed.md). Safari has no requestIdleCallback.
const whenSettled = () =>
  new Promise((settled) => {
    let timer = 0;
    const go = (idle: boolean) => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', hidden);
      if (idle && 'requestIdleCallback' in window) requestIdleCallback(settled, { timeout: 5000 });
      else settled(undefined);
    };
    const hidden = () => document.visibilityState === 'hidden' && go(false);
    const start = () => {
      timer = window.setTimeout(() => go(true), 10_000);
      document.addEventListener('visibilitychange', hidden);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
const savingData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;

/** Every page of the site (page-list.ts) in the frame around it. */
export function App() {
  const [location] = useLocation();
  const { base } = useRouter();

  // The pages this page links to are fetched ahead of the tap, once it has settled (prefetch.ts);
  // never for a phone saving data.
  useEffect(() => {
    if (savingData()) return;
    return startWhenLoaded(import('./lib/prefetch.js'), ({ prefetchPages }) => prefetchPages(base));
  }, [location, base]);

  // Pages kept for reading without a connection (lib/offline.ts), once the first page has settled.
  useEffect(
    () =>
      startWhenLoaded(
        whenSettled().then(() => import('./lib/offline.js')),
        ({ keepOffline }) => keepOffline(base),
      ),
    [base],
  );

  // Where the visitor was on each page, for Back (arrival.ts): its code comes with the first
  // scroll.
  useEffect(() => {
    const arrival = firstScroll().then(() => import('./lib/arrival.js'));
    return startWhenLoaded(arrival, ({ rememberScroll }) => rememberScroll());
  }, []);

  // One Suspense around every page: moving to a page whose code is on its way is a transition
  // (use-transition-location.ts), so the page on screen stays until it has arrived.
  return (
    <SiteLayout path={location}>
      <Suspense fallback={<p className="page-loading">{ui.pageLoading}</p>}>
        <Switch>
          {!missing.has(location) &&
            sitePages.map((page) => (
              <Route key={page.path} path={page.path}>
                <PageView key={location} page={page} />
              </Route>
            ))}
          <Route>
            <PageView key={location} page={notFoundPage} />
          </Route>
        </Switch>
      </Suspense>
    </SiteLayout>
  );
}
