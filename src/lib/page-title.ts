import { site } from '../content/site.js';
import { pageTitles, type PageName } from '../content/page-titles.js';

/** The browser-tab title: "About | Inverbrae ASC", or the club's full name on the home page. */
export function pageTitle(name: PageName): string {
  return pageTitles[name] ? `${pageTitles[name]} | ${site.shortName}` : site.name;
}
