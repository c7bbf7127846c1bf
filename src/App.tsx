import { useEffect } from 'react';
import { Route, Switch, useLocation, useRouter } from 'wouter';
import type { PageName } from './content/page-titles.js';
import { PageLoader } from './components/PageLoader.js';
import { SiteLayout } from './components/SiteLayout.js';
import { startWhenLoaded } from './lib/load-module.js';
import { pageTitle } from './lib/page-title.js';
import { useShownLocation } from './lib/shown-location.js';

/**
 * `page` names the file in src/pages/ (and the component it exports), loaded on demand;
 * `name` is the page's entry in content/pages.yaml (title and description).
 */
export type SiteRoute = { path: string; page: string; name: PageName };

// Every page of the site. The build makes one HTML file per entry (and the sitemap from them);
// the menu is in src/content/navigation.ts, and the footer's page links in src/content/site.ts.
export const routes: SiteRoute[] = [
  { path: '/', page: 'HomePage', name: 'home' },
  { path: '/about', page: 'AboutPage', name: 'about' },
  { path: '/events', page: 'EventsPage', name: 'events' },
  { path: '/people', page: 'PeoplePage', name: 'people' },
  { path: '/links', page: 'LinksPage', name: 'links' },
  { path: '/contact', page: 'ContactPage', name: 'contact' },
  { path: '/privacy', page: 'PrivacyPage', name: 'privacy' },
  { path: '/accessibility', page: 'AccessibilityPage', name: 'accessibility' },
  { path: '/training', page: 'TrainingPage', name: 'training' },
  { path: '/join', page: 'JoinPage', name: 'join' },
  { path: '/policies', page: 'PoliciesPage', name: 'policies' },
];

// Each news post, at /news/<slug>: the build makes one HTML file per post in content/news/.
export const newsPostRoute: SiteRoute = { path: '/news/:slug', page: 'NewsPostPage', name: 'newsPost' };

// Any other address; built as 404.html, which static hosts serve for unknown paths.
export const notFound: SiteRoute = { path: '/404', page: 'NotFoundPage', name: 'notFound' };

// Addresses the host answered with 404.html (a post taken down, a mistyped /news/ address):
// main.tsx notes them, so React wakes up the not-found page the host sent, not a post.
const missing = new Set<string>();
export const markMissing = (path: string) => missing.add(path);

export const routeFor = (path: string): SiteRoute =>
  (missing.has(path) ? notFound : undefined) ??
  routes.find((r) => r.path === path) ??
  (/^\/news\/[^/]+$/.test(path) ? newsPostRoute : notFound);

const pageAt = (path: string) => routeFor(path).page;

const firstScroll = () => new Promise((scrolled) => window.addEventListener('scroll', scrolled, { once: true, passive: true }));

export function App() {
  const [location] = useLocation();
  const { base } = useRouter();
  // After a tap, the page on screen stays until the next one is ready (see shown-location.ts).
  const shown = useShownLocation(location, pageAt);
  const route = routeFor(shown);

  // The pages this page links to are fetched ahead of the tap, once it has settled; the code
  // that does it arrives once the page runs (nothing on the first screen needs it). A phone
  // saving data gets no prefetching (prefetch.ts), so not that code either. Offline, taps
  // still load pages.
  useEffect(() => {
    document.documentElement.dataset.awake = ''; // parts of pages that load later now load at once (later.ts)
    if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
    return startWhenLoaded(import('./lib/prefetch.js'), ({ prefetchPages }) => prefetchPages(base));
  }, [shown, base]);

  // Where the visitor was on each page, for Back (arrival.ts): its code comes with the first scroll.
  useEffect(() => {
    const arrival = firstScroll().then(() => import('./lib/arrival.js'));
    return startWhenLoaded(arrival, ({ rememberScroll }) => rememberScroll());
  }, []);

  // A news post names itself (NewsPostPage sets the title once the post has arrived).
  return (
    <SiteLayout path={shown} title={route === newsPostRoute ? undefined : pageTitle(route.name)}>
      <Switch location={shown}>
        {routes.map(({ path, page }) => (
          <Route key={path} path={path}>
            <PageLoader page={page} />
          </Route>
        ))}
        {route === newsPostRoute && (
          <Route path={newsPostRoute.path}>
            <PageLoader page={newsPostRoute.page} />
          </Route>
        )}
        <Route>
          <PageLoader page={notFound.page} />
        </Route>
      </Switch>
    </SiteLayout>
  );
}
