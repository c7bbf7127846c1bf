// feed.xml: an Atom feed of the latest news posts, made with the `feed` library. Every link
// is absolute; each entry's id is its post's address, which never changes; `updated` is the
// post's date, so the feed only changes when the news does.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Feed } from 'feed';

const latest = 20;

/** Links inside a post's body ("/about") made absolute: feed readers show posts away from the site. */
const absoluteLinks = (html, siteUrl) => html.replace(/(href|src)="\/([^"]*)"/g, (_, attr, path) => `${attr}="${new URL(path, siteUrl).href}"`);

export async function writeFeed({ news, site, siteUrl, outDir, files, logoFiles }) {
  const url = (path) => new URL(path.replace(/^\//, ''), siteUrl).href;
  const posts = news.slice(0, latest);
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
      id: url(files.newsPostPath(post.slug)),
      link: url(files.newsPostPath(post.slug)),
      description: post.summary,
      content: absoluteLinks(post.body, siteUrl),
      date: new Date(post.date),
      image: post.picture ? url(post.picture.src) : undefined,
    });
  }
  await writeFile(join(outDir, files.newsFeedFile), feed.atom1());
}
