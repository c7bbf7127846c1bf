import { site } from '../content/site.js';

/**
 * The browser-tab title: "About | Inverbrae ASC", or the club's full name for an empty title
 * (home).
 */
export const pageTitle = (title: string): string =>
  title ? `${title} | ${site.shortName}` : site.name;
