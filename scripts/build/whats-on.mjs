// News, events and notices in the build: checks the content and writes its modules, the
// calendars (calendar.mjs) and the news feed (feed.mjs); then lists each post's page for the
// prerender (title, description, picture and the post's own module).
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeBuildInfo } from './build-info.mjs';
import { writeCalendars } from './calendar.mjs';
import { writeFeed } from './feed.mjs';
import { loadWhatsOn, writeWhatsOn } from './whats-on-content.mjs';

const built = (outDir, file) => import(pathToFileURL(resolve(outDir, file)).href);

/** SITE_NOW=2026-12-01T09:00:00Z builds the site as if it were that moment (for tests). */
const buildMoment = () => (process.env.SITE_NOW ? Date.parse(process.env.SITE_NOW) : Date.now());

export async function buildWhatsOn({ outDir, siteUrl, contentDir = 'content' }) {
  const { builtAt } = await writeBuildInfo({ outDir, siteUrl, builtAt: buildMoment() });
  const { squads } = await built(outDir, 'content/squads.js');
  const content = await loadWhatsOn({ contentDir, codeDir: outDir, squadNames: squads.map((s) => s.name) });
  await writeWhatsOn(content, join(outDir, 'content'));
  const files = await built(outDir, 'lib/whats-on-paths.js');
  const { site } = await built(outDir, 'content/site.js');
  await writeCalendars({ events: content.events, site, siteUrl, builtAt, outDir, files });
  await writeFeed({ news: content.news, site, siteUrl, outDir, files });
  return content;
}

/** Each post's page: its address, what its head says, and its module (loaded here, so the prerender shows it). */
export async function newsPostPages({ outDir, base }) {
  const { news } = await built(outDir, 'content/news.js');
  const { loadPost } = await built(outDir, 'lib/news-posts.js');
  const { newsPostPath } = await built(outDir, 'lib/whats-on-paths.js');
  await Promise.all(news.map((post) => loadPost(post.slug)));
  return news.map((post) => ({
    path: newsPostPath(post.slug),
    title: post.title,
    description: post.summary,
    image: post.picture?.src,
    modules: [`${base}/content/news/${post.slug}.js`],
  }));
}
