import type { ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { about } from './content/about.js';
import { accessibility } from './content/accessibility.js';
import { contact } from './content/contact.js';
import { home } from './content/home.js';
import { links } from './content/links.js';
import { news } from './content/news.js';
import { people } from './content/people.js';
import { privacy } from './content/privacy.js';
import type { PageMeta } from './content/types.js';
import { ui } from './content/ui.js';
import { SiteLayout } from './components/SiteLayout.js';
import { pageTitle } from './lib/page-title.js';
import { AboutPage } from './pages/AboutPage.js';
import { AccessibilityPage } from './pages/AccessibilityPage.js';
import { ContactPage } from './pages/ContactPage.js';
import { EventsPage } from './pages/EventsPage.js';
import { HomePage } from './pages/HomePage.js';
import { LinksPage } from './pages/LinksPage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { PeoplePage } from './pages/PeoplePage.js';
import { PrivacyPage } from './pages/PrivacyPage.js';

export type SiteRoute = { path: string; Page: ComponentType; meta: PageMeta };

// Every page of the site. The build makes one HTML file per entry (and the sitemap from them);
// the menu is in src/content/navigation.ts, and the footer's page links in src/content/site.ts.
export const routes: SiteRoute[] = [
  { path: '/', Page: HomePage, meta: home.meta },
  { path: '/about', Page: AboutPage, meta: about.meta },
  { path: '/events', Page: EventsPage, meta: news.meta },
  { path: '/people', Page: PeoplePage, meta: people.meta },
  { path: '/links', Page: LinksPage, meta: links.meta },
  { path: '/contact', Page: ContactPage, meta: contact.meta },
  { path: '/privacy', Page: PrivacyPage, meta: privacy.meta },
  { path: '/accessibility', Page: AccessibilityPage, meta: accessibility.meta },
];

// Any other address; built as 404.html, which static hosts serve for unknown paths.
export const notFound: SiteRoute = { path: '/404', Page: NotFoundPage, meta: ui.notFound };

export function App() {
  const [location] = useLocation();
  const route = routes.find((r) => r.path === location) ?? notFound;
  return (
    <SiteLayout title={pageTitle(route.meta)}>
      <Switch>
        {routes.map(({ path, Page }) => (
          <Route key={path} path={path} component={Page} />
        ))}
        <Route component={notFound.Page} />
      </Switch>
    </SiteLayout>
  );
}
