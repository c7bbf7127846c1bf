import { site } from '../content/site.js';
import type { PageMeta } from '../content/types.js';

/** The browser-tab title: "About | Inverbrae ASC", or the club's full name on the home page. */
export function pageTitle(meta: PageMeta): string {
  return meta.title ? `${meta.title} | ${site.shortName}` : site.name;
}
