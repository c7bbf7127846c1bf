// Every page of the site, said once. Routes (App.tsx), prerendering, the sitemap, the modules each
// page preloads and prefetches, the menu's check and the tests all come from this list.
import type { CollectionName } from './content/collections.js';

export type SitePage = {
  /** Its address; `:slug` makes one page per entry of its content (a news post each). */
  path: string;
  /** Its file in src/pages/, whose default export is the page. */
  file: string;
  /** The content file whose `title` and `description` the page takes (a news post's are its own). */
  content: CollectionName;
};

export const sitePages: SitePage[] = [
  { path: '/', file: 'HomePage', content: 'home' },
  { path: '/about', file: 'AboutPage', content: 'about' },
  { path: '/training', file: 'TrainingPage', content: 'training' },
  { path: '/events', file: 'EventsPage', content: 'whatsOn' },
  { path: '/people', file: 'PeoplePage', content: 'people' },
  { path: '/links', file: 'LinksPage', content: 'links' },
  { path: '/contact', file: 'ContactPage', content: 'contact' },
  { path: '/join', file: 'JoinPage', content: 'join' },
  { path: '/policies', file: 'PoliciesPage', content: 'policies' },
  { path: '/privacy', file: 'PrivacyPage', content: 'privacy' },
  { path: '/accessibility', file: 'AccessibilityPage', content: 'accessibility' },
  { path: '/news/:slug', file: 'NewsPostPage', content: 'news' },
];

/** Any other address; built as 404.html, which static hosts serve for unknown paths. */
export const notFoundPage: SitePage = { path: '/404', file: 'NotFoundPage', content: 'notFound' };

/** Whether the page's address is a pattern (one page per entry), not one page. */
export const isPattern = (page: SitePage) => page.path.includes(':');

/** The page at an address (without the site's base), if the site has one. */
export const pageAt = (path: string): SitePage | undefined =>
  sitePages.find((page) => new RegExp(`^${page.path.replace(/:\w+/g, '[^/]+')}$`).test(path));

/** The pages with an address of their own (not one per entry). */
export const singlePages = sitePages.filter((page) => !isPattern(page));
