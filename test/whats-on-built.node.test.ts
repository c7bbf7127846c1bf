// News posts, the feed, the calendars and notices in the site as built
// (scripts/test/built-sites.mjs), read as files, checked against the built site's own content
// modules. A post page at work in a browser is test/built-site*.site.test.ts's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadContent } from '../scripts/build/content.mjs';
import {
  builtGalas,
  builtModule,
  builtPage,
  builtPages,
  fetchBuilt,
} from './helpers/built-files.js';
import { Node, xml } from './helpers/dom.js';
import { testContent, testPublic } from '../scripts/test/fixture-clubs.mjs';

const built = <T>(path: string) => builtModule<T>('selfHosted', path);
const singlePages = await builtPages('selfHosted');
const { events } = await built<typeof import('../src/content/events.js')>('content/events.js');
const { news } = await built<typeof import('../src/content/news.js')>('content/news.js');
const { site } = await built<typeof import('../src/content/site.js')>('content/site.js');
const galas = await builtGalas('selfHosted');
const page = (path: string) => builtPage('selfHosted', path);
/** A news post's page, when the club has posts. */
const postPage = news.slice(0, 1).map((post) => `/news/${post.slug}`);

describe('news posts, feed and calendars as built', () => {
  it('prerenders every post at its address with its title, description and preview', async () => {
    for (const post of news) {
      const file = await fetchBuilt('selfHosted', `/news/${post.slug}`);
      assert.equal(file.status, 200, post.slug);
      const doc = await page(`/news/${post.slug}`);
      const url = new URL(`news/${post.slug}`, site.url).href;
      assert.equal(doc.title, `${post.title} | ${site.shortName}`);
      assert.equal(doc.querySelector('h1')!.textContent, post.title);
      assert.equal(
        doc.querySelector('meta[name="description"]')!.getAttribute('content'),
        post.summary,
      );
      assert.equal(doc.querySelector('link[rel="canonical"]')!.getAttribute('href'), url);
      // Its own picture when previews can show it (PNG, JPEG), else the site's.
      const own =
        post.picture && /\.(png|jpe?g)$/i.test(post.picture.src)
          ? new URL(post.picture.src, site.url).href
          : null;
      const image = (d: Document) =>
        d.querySelector('meta[property="og:image"]')!.getAttribute('content');
      assert.equal(image(doc), own ?? image(await page('/')));
    }
  });

  it("gives the list of posts without their words, each post's words in a module", async () => {
    // Checked against the posts as the content step reads them from the test club's news/.
    const { content } = await loadContent({ contentDir: testContent, publicDir: testPublic });
    const posts = (content as { news: { slug: string; title: string }[] }).news;
    assert.deepEqual(
      news.map((p) => p.slug),
      posts.map((p) => p.slug),
    );
    assert.equal(
      news.some((p) => 'body' in p),
      false,
    );
    for (const post of posts.slice(0, 1)) {
      const { entry } = await built<{ entry: { title: string; body: string } }>(
        `content/news/${post.slug}.js`,
      );
      assert.equal(entry.title, post.title);
      assert.equal(typeof entry.body, 'string');
      assert.notEqual(entry.body, '');
    }
  });

  it('puts notices atop every page, outside the woken part, in a polite region', async () => {
    for (const path of [...singlePages.map((p) => p.path), ...postPage]) {
      const doc = await page(path);
      const region = doc.querySelector('[role="status"]')!;
      assert.equal(region.getAttribute('aria-live'), 'polite', path);
      assert.equal(region.closest('#root'), null, path);
      assert.ok(
        region.compareDocumentPosition(doc.getElementById('root')!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
        path,
      );
    }
  });

  it('links the Atom feed from the head of every page', async () => {
    for (const path of [...singlePages.map((p) => p.path), ...postPage]) {
      assert.equal(
        (await page(path))
          .querySelector('link[rel="alternate"][type="application/atom+xml"]')
          ?.getAttribute('href'),
        '/feed.xml',
        path,
      );
    }
  });

  it("serves a valid Atom feed whose entries link to the posts' and galas' pages", async () => {
    const feed = xml((await fetchBuilt('selfHosted', '/feed.xml')).text);
    assert.equal(feed.getElementsByTagName('parsererror').length, 0);
    const atom = 'http://www.w3.org/2005/Atom';
    const entries = [...feed.getElementsByTagNameNS(atom, 'entry')];
    assert.equal(
      entries.length,
      Math.min(news.length + galas.filter((gala) => gala.hasResults).length, 20),
    );
    for (const entry of entries) {
      const link = entry.getElementsByTagNameNS(atom, 'link')[0]!.getAttribute('href')!;
      assert.equal(entry.getElementsByTagNameNS(atom, 'id')[0]!.textContent, link);
      const post = await fetchBuilt('selfHosted', new URL(link).pathname);
      assert.equal(post.status, 200, link);
      assert.equal(
        (await page(new URL(link).pathname))
          .querySelector('link[rel="canonical"]')!
          .getAttribute('href'),
        link,
      );
    }
  });

  it("serves the club calendar and each event's file as text/calendar, as linked", async () => {
    const hrefs = [...(await page('/events')).querySelectorAll('a[href]')].map((a) =>
      a.getAttribute('href')!,
    );
    const subscribe = hrefs.find((h) => h.startsWith('webcal:'))!;
    assert.equal(subscribe, new URL('calendar.ics', site.url).href.replace(/^https?:/, 'webcal:'));
    assert.ok(hrefs.includes(subscribe.replace(/^webcal:/, 'https:')));
    const files = ['/calendar.ics', ...events.map((e) => `/calendar/${e.id}.ics`)];
    for (const file of files) {
      assert.ok(hrefs.includes(file) || file === '/calendar.ics', file);
      const response = await fetchBuilt('selfHosted', file);
      assert.equal(response.status, 200, file);
      assert.match(response.type, /^text\/calendar/);
      assert.match(response.text, /^BEGIN:VCALENDAR/);
    }
  });
});
