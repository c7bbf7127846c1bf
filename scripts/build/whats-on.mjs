// News, events and notices in the build, once the content step has checked them: this build's
// moment (build-info.mjs), the calendars (calendar.mjs) and the news feed (feed.mjs); then each
// post's page for the prerender (title, description, picture and the post's own module).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeBuildInfo } from './build-info.mjs';
import { writeCalendars } from './calendar.mjs';
import { writeFeed } from './feed.mjs';

const built = (outDir, file) => import(pathToFileURL(resolve(outDir, file)).href);

export async function buildWhatsOn({ outDir, content, siteUrl, builtAt }) {
  await writeBuildInfo({ outDir, siteUrl, builtAt });
  const files = await built(outDir, 'lib/whats-on-paths.js');
  const { site } = content;
  await writeCalendars({ events: content.events ?? [], site, siteUrl, builtAt, outDir, files });
  await writeFeed({ news: content.news ?? [], site, siteUrl, outDir, files });
}

/** The notices' HTML for the top of every page (index.html's {{notices}}); no JavaScript of its own. */
export async function noticesHtml({ outDir, notices = [], now, base }) {
  const { createElement } = await import('react');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { NoticeBoard } = await built(outDir, 'components/NoticeBoard.js');
  return renderToStaticMarkup(createElement(NoticeBoard, { notices, now, base }));
}

/** Each post's page: its address, what its head says, and its module (handed to the page, so the prerender shows it). */
export async function newsPostPages({ outDir, base, news }) {
  const { newsPostPath } = await built(outDir, 'lib/whats-on-paths.js');
  return news.map((post) => ({
    path: newsPostPath(post.slug),
    title: post.title,
    description: post.summary,
    image: post.picture?.src,
    modules: [`${base}/content/news/${post.slug}.js`],
  }));
}
