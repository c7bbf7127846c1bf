// feed.xml: an Atom feed of the latest news posts and galas' results, made with the `feed`
// library. Every link is absolute; each entry's id is its page's address, which never changes;
// `updated` is the post's date (a gala's last day), so the feed only changes when they do.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Feed } from 'feed';

const latest = 20;

/**
 * Links inside a post's body ("/about") made absolute: feed readers show posts away from the site.
 */
const absoluteLinks = (html, siteUrl) =>
  html.replace(
    /(href|src)="\/([^"]*)"/g,
    (_, attr, path) => `${attr}="${new URL(path, siteUrl).href}"`,
  );

/** `galas`: each gala with results as { path, title, summary, date }.
 * @param {{ news: any[], galas?: { path: string, title: string, summary: string, date: string }[],
 * site: any, siteUrl: string, outDir: string, files: any, logoFiles: any }} options */
export async function writeFeed({ news, galas = [], site, siteUrl, outDir, files, logoFiles }) {
  const url = (path) => new URL(path.replace(/^\//, ''), siteUrl).href;
  const postItems = news.map((post) => ({
    ...post,
    path: files.newsPostPath(post.slug),
    content: absoluteLinks(post.body, siteUrl),
  }));
  const posts = [...postItems, ...galas]
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
