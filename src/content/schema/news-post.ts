// A news post: the front matter of one Markdown file in content/news/ (YYYY-MM-DD-slug.md).
// The file name without .md is the post's address (/news/<slug>), the text below the front
// matter its body.
import { z } from 'zod';
import { isoDate, picture, text } from './whats-on-fields.js';

export const newsPostSchema = z.strictObject({
  title: text,
  date: isoDate,
  /** One or two sentences: the list of posts, the home page, link previews and the feed show it. */
  summary: text,
  picture: picture.optional(),
});

type Picture = { src: string; alt: string; width: number; height: number };

/** A post as the list and the home page see it (no body: that is loaded with the post). */
export type NewsPostSummary = Omit<z.output<typeof newsPostSchema>, 'picture'> & { slug: string; picture?: Picture };
/** A whole post; `body` is HTML made from the Markdown. */
export type NewsPost = NewsPostSummary & { body: string };
