// content/news/*.md: one Markdown file per news post, named by its date and a few words
// (2024-05-14-quality-mark.md). Its front matter is checked here; its words are the post.
import { z } from 'zod';
import { isoDate } from './date-fields.js';
import { picture, text, type MarkdownFile } from './fields.js';

/** The page this content is for: its address, and its file in src/pages/. */
export const page = { path: '/news/:slug', file: 'NewsPostPage', section: '/events' };

/** Each post is a file of its own in content/news/, not a list in one file. */
export const folder = true;

export const newsSchema = z.strictObject({
  title: text,
  date: isoDate,
  /** One or two sentences for lists of posts and link previews. */
  summary: text,
  picture: picture.optional(),
});
export type NewsPost = z.output<typeof newsSchema> & MarkdownFile;
/** A post in lists (the Events / News page, the home page): everything but its words. */
export type NewsPostSummary = Omit<NewsPost, 'body'>;
