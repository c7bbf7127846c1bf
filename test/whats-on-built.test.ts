// News posts, the feed, the calendars and notices in the site as built (npm run build), served
// like GitHub Pages by scripts/built-site-plugin.mjs. Checked against the club's content modules.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { singlePages } from '../src/page-list.js';
import { events } from '../src/content/events.js';
import { news } from '../src/content/news.js';
import { site } from '../src/content/site.js';
import { fetchedOnceRunning } from './helpers/built-scripts.js';
import { itInChromium } from './helpers/engine.js';

const requestTypes = 'which scripts a page asked for comes from CDP';

type Site = 'cdn' | 'selfHosted' | 'subPath';
const fetchBuilt = (site: Site, path: string) =>
  executeServerCommand<{ status: number; type: string; text: string }, { site: Site; path: string }>('fetch-built-file', { site, path });
// As a phone saving data: the page fetches no other page ahead of a tap, so the scripts it asks
// for are its own (prefetching has its own tests in built-site.test.ts).
const visit = (path: string) =>
  executeServerCommand<
    { status: number; title: string; h1: string[]; problems: string[]; scripts: string[]; scriptsRan: boolean; head: { preloads: string[] } },
    { path: string; saveData: boolean }
  >('visit-built-page', { path, saveData: true });
const html = (text: string) => new DOMParser().parseFromString(text, 'text/html');

describe('news posts, feed and calendars as built', () => {
  it('prerenders every post at its own address with its own title, description, canonical address and preview picture', async () => {
    for (const post of news) {
      const page = await fetchBuilt('selfHosted', `/news/${post.slug}`);
      expect(page.status, post.slug).to.equal(200);
      const doc = html(page.text);
      const url = new URL(`news/${post.slug}`, site.url).href;
      expect(doc.title).to.equal(`${post.title} | ${site.shortName}`);
      expect(doc.querySelector('h1')!.textContent).to.equal(post.title);
      expect(doc.querySelector('meta[name="description"]')!.getAttribute('content')).to.equal(post.summary);
      expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).to.equal(url);
      expect(doc.querySelector('meta[property="og:image"]')!.getAttribute('content')).to.equal(new URL(post.picture?.src ?? site.shareImage, site.url).href);
    }
  });

  it('hydrates a post page without warnings, with its own title and heading', async () => {
    const post = news.at(-1)!;
    const page = await visit(`/news/${post.slug}`);
    expect(page.scriptsRan).to.equal(true);
    expect(page.problems).to.deep.equal([]);
    expect(page.h1).to.deep.equal([post.title]);
    expect(page.title).to.equal(`${post.title} | ${site.shortName}`);
  });

  itInChromium("fetches exactly a post page's preloaded scripts, the post's own module among them", requestTypes, async () => {
    const post = news.at(-1)!;
    const page = await visit(`/news/${post.slug}`);
    expect(page.head.preloads).to.include(`/content/news/${post.slug}.js`);
    const atStart = page.scripts.filter((script) => !fetchedOnceRunning.includes(script));
    expect(atStart.sort()).to.deep.equal([...page.head.preloads].sort());
  });

  itInChromium('does not load the posts, events or notices on pages that do not show them', requestTypes, async () => {
    const page = await visit('/links');
    expect(page.scripts.filter((s) => /\/content\/([\w-]*news|[\w-]*events)\b/.test(s))).to.deep.equal([]);
  });

  it("gives the list of posts without their words, and each post's words a module of its own", async () => {
    const built = async (path: string) => import(URL.createObjectURL(new Blob([(await fetchBuilt('selfHosted', path)).text], { type: 'text/javascript' })));
    const { news: list } = await built('/content/news.js');
    expect(list.map((p: { slug: string }) => p.slug)).to.deep.equal(news.map((p) => p.slug));
    expect(list.some((p: object) => 'body' in p)).to.equal(false);
    const { entry } = await built(`/content/news/${news[0]!.slug}.js`);
    expect(entry.title).to.equal(news[0]!.title);
    expect(entry.body).to.be.a('string').and.not.equal('');
  });

  it('puts the notices at the top of every page, outside the part scripts wake up, in a polite status region', async () => {
    for (const path of [...singlePages.map((p) => p.path), `/news/${news[0]!.slug}`]) {
      const doc = html((await fetchBuilt('selfHosted', path)).text);
      const region = doc.querySelector('[role="status"]')!;
      expect(region.getAttribute('aria-live'), path).to.equal('polite');
      expect(region.closest('#root'), path).to.equal(null);
      expect(region.compareDocumentPosition(doc.getElementById('root')!) & Node.DOCUMENT_POSITION_FOLLOWING, path).to.be.greaterThan(0);
    }
  });

  it('links the Atom feed from the head of every page', async () => {
    for (const path of [...singlePages.map((p) => p.path), `/news/${news[0]!.slug}`]) {
      const doc = html((await fetchBuilt('selfHosted', path)).text);
      expect(doc.querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href'), path).to.equal('/feed.xml');
    }
  });

  it("serves a valid Atom feed whose entries link to the posts' built pages", async () => {
    const response = await fetchBuilt('selfHosted', '/feed.xml');
    const feed = new DOMParser().parseFromString(response.text, 'application/xml');
    expect(feed.getElementsByTagName('parsererror')).to.have.length(0);
    const atom = 'http://www.w3.org/2005/Atom';
    const entries = [...feed.getElementsByTagNameNS(atom, 'entry')];
    expect(entries.length).to.equal(Math.min(news.length, 20));
    for (const entry of entries) {
      const link = entry.getElementsByTagNameNS(atom, 'link')[0]!.getAttribute('href')!;
      expect(entry.getElementsByTagNameNS(atom, 'id')[0]!.textContent).to.equal(link);
      const page = await fetchBuilt('selfHosted', new URL(link).pathname);
      expect(page.status, link).to.equal(200);
      expect(html(page.text).querySelector('link[rel="canonical"]')!.getAttribute('href')).to.equal(link);
    }
  });

  it("serves the club calendar and each event's file as text/calendar, at the addresses the Events page links", async () => {
    const doc = html((await fetchBuilt('selfHosted', '/events')).text);
    const hrefs = [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
    const subscribe = hrefs.find((h) => h.startsWith('webcal:'))!;
    expect(subscribe).to.equal(new URL('calendar.ics', site.url).href.replace(/^https?:/, 'webcal:'));
    expect(hrefs).to.include(subscribe.replace(/^webcal:/, 'https:'));
    const files = ['/calendar.ics', ...events.map((e) => `/calendar/${e.id}.ics`)];
    for (const file of files) {
      expect(hrefs.includes(file) || file === '/calendar.ics', file).to.equal(true);
      const response = await fetchBuilt('selfHosted', file);
      expect(response.status, file).to.equal(200);
      expect(response.type).to.match(/^text\/calendar/);
      expect(response.text).to.match(/^BEGIN:VCALENDAR/);
    }
  });
});
