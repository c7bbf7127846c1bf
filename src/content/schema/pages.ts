// content/pages.yaml: each page's title (browser tab, link previews) and the description search
// results show. Phones download the titles only; the descriptions go into each page's HTML head.
import { z } from 'zod';
import { optionalText, text } from './fields.js';

const page = z.strictObject({ title: text, description: text });

export const pagesSchema = z.strictObject({
  /** The home page's title may be empty: the club's full name stands alone. */
  home: z.strictObject({ title: optionalText, description: text }),
  about: page,
  events: page,
  people: page,
  links: page,
  contact: page,
  privacy: page,
  accessibility: page,
  training: page,
  join: page,
  policies: page,
  /** A news post's page takes its post's title and summary; these are for its address before the post arrives. */
  newsPost: page,
  /** Also the heading of the page shown for an address the site doesn't have. */
  notFound: page,
});
export type Pages = z.output<typeof pagesSchema>;
export type PageName = keyof Pages;
export type PageTitles = Record<PageName, string>;
