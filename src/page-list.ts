// Every page of the site, each said once, beside the schema of its content:
// src/content/schema/about.ts says `export const page = { path: '/about', file: 'AboutPage' }`,
// and the build's content step collects them into content/pages.js. Routes (App.tsx),
// prerendering, the sitemap, the modules each page preloads and prefetches, the menu's check and
// the tests all come from this list.
import { pages } from './content/pages.js';

export type SitePage = {
  /** Its address; `:slug` makes one page per entry of its content (a news post each); /404 is
   * the page for any address the site does not have. */
  path: string;
  /** Its file in src/pages/, whose default export is the page. */
  file: string;
  /** The content whose `title` and `description` the page takes; for a pattern page, the list
   * with one entry per page, each with its own (lib/pattern-pages.ts). */
  content: string;
  /** A pattern page's description for entries without a summary: 'results.galaDescription'. */
  describe?: string;
  /** The content file a page made by the build needs, which decides whether the club has the
   * page: the swimmers' list is made from the galas with results.yaml's words ('results'). */
  from?: string;
  /** The page whose menu entry it sits under, for a page not in the menu: a gala's, /results. */
  section?: string;
};

/** Any other address; built as 404.html, which static hosts serve for unknown paths. */
export const notFoundPage = pages.find((page) => page.path === '/404')!;

export const sitePages = pages.filter((page) => page !== notFoundPage);

/** Whether the page's address is a pattern (one page per entry), not one page. */
export const isPattern = (page: SitePage) => page.path.includes(':');

/** The page at an address (without the site's base), if the site has one. */
export const pageAt = (path: string): SitePage | undefined =>
  sitePages.find((page) => new RegExp(`^${page.path.replace(/:\w+/g, '[^/]+')}$`).test(path));

/** The pages with an address of their own (not one per entry). */
export const singlePages = sitePages.filter((page) => !isPattern(page));

/** The pages made one per entry of a list: news posts, galas, swimmers. */
export const patternPages = sitePages.filter(isPattern);
