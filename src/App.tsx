import { Route, Switch, useLocation } from 'wouter';
import { pages } from './content/pages.js';
import type { PageMeta } from './content/types.js';
import { ui } from './content/ui.js';
import { PageLoader } from './components/PageLoader.js';
import { SiteLayout } from './components/SiteLayout.js';
import { pageTitle } from './lib/page-title.js';
import { NotFoundPage } from './pages/NotFoundPage.js';

/** `page` names the file in src/pages/ (and the component it exports), loaded on demand. */
export type SiteRoute = { path: string; page: string; meta: PageMeta };

// Every page of the site. The build makes one HTML file per entry (and the sitemap from them);
// the menu is in src/content/navigation.ts, and the footer's page links in src/content/site.ts.
export const routes: SiteRoute[] = [
  { path: '/', page: 'HomePage', meta: pages.home },
  { path: '/about', page: 'AboutPage', meta: pages.about },
  { path: '/events', page: 'EventsPage', meta: pages.events },
  { path: '/people', page: 'PeoplePage', meta: pages.people },
  { path: '/links', page: 'LinksPage', meta: pages.links },
  { path: '/contact', page: 'ContactPage', meta: pages.contact },
  { path: '/privacy', page: 'PrivacyPage', meta: pages.privacy },
  { path: '/accessibility', page: 'AccessibilityPage', meta: pages.accessibility },
];

// Any other address; built as 404.html, which static hosts serve for unknown paths. Small,
// so it comes with the app rather than on demand.
export const notFound: SiteRoute = { path: '/404', page: 'NotFoundPage', meta: ui.notFound };

export const routeFor = (path: string): SiteRoute => routes.find((r) => r.path === path) ?? notFound;

export function App() {
  const [location] = useLocation();
  return (
    <SiteLayout title={pageTitle(routeFor(location).meta)}>
      <Switch>
        {routes.map(({ path, page }) => (
          <Route key={path} path={path}>
            <PageLoader page={page} />
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </SiteLayout>
  );
}
