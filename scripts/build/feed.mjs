// feed.xml: an Atom feed of the latest news posts and galas' results, made with the `feed`
// library. Every link is absolute; each entry's id is its page's address, which never changes;
// `updated` is the post's date (a gala's last day), so the feed only changes when they do.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Feed } from 'feed';
/** @import { NewsPost } from '../../src/content/schema/news.js' */
/** @import { Picture } from '../../src/content/schema/fields.js' */
/** @import { Site } from '../../src/content/schema/site.js' */
/** @import { LogoFiles } from './page-html.mjs' */

const latest = 20;

/**
 * Links inside a post's body ("/about") made absolute: feed readers show posts away from the site.
 * @param {string} html @param {string} siteUrl
 */
const absoluteLinks = (html, siteUrl) =>
  html.replace(
    /(href|src)="\/([^"]*)"/g,
    (_, /** @type {string} */ attr, /** @type {string} */ path) =>
      `${attr}="${new URL(path, siteUrl).href}"`,
  );

/** `galas`: each gala with results as { path, title, summary, date }.
 * @param {{ news: NewsPost[], galas?: { path: string, title: string, summary: string, date:
 * string }[], site: Pick<Site, 'name'> & { contacts: { general: { email: string } } }, siteUrl:
 * string, outDir: string, files:
 * typeof import('../../src/lib/whats-on-paths.js'), logoFiles: Pick<LogoFiles, 'feedIcon' |
 * 'feedLogo'> }} options */
export async function writeFeed({ news, galas = [], site, siteUrl, outDir, files, logoFiles }) {
  const url = (/** @type {string} */ path) => new URL(path.replace(/^\//, ''), siteUrl).href;
  const postItems = news.map((post) => ({
    ...post,
    path: files.newsPostPath(post.slug),
    content: absoluteLinks(post.body, siteUrl),
  }));
  /** @typedef {{ path: string, title: string, summary?: string, date: string, content?: string,
   * picture?: Picture }} Item a post or a gala's results, as the feed has it */
  const posts = /** @type {Item[]} */ ([...postItems, ...galas])
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, latest);
  const feed = new Feed({
    title: `${site.name}: news`,
    description: `News from ${site.name}`,
    id: url(files.newsFeedFile),
    link: url('events'),
    language: 'en-GB',
    image: url(logoFiles.feedLogo),
    favicon: url(logoFiles.feedIcon),
    copyright: site.name,
    updated: new Date(posts[0]?.date ?? 0),
    generator: site.name,
    feedLinks: { atom: url(files.newsFeedFile) },
    author: { name: site.name, email: site.contacts.general.email, link: siteUrl },
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: url(post.path),
      link: url(post.path),
      description: post.summary,
      content: post.content,
      date: new Date(post.date),
      image: post.picture ? url(post.picture.src) : undefined,
    });
  }
  await writeFile(join(outDir, files.newsFeedFile), feed.atom1());
}
