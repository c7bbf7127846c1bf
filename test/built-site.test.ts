// The site as built (npm run build), served by a host that behaves like GitHub Pages, visited
// in fresh Chromium tabs: see scripts/built-site-plugin.mjs.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { notFound, routes } from '../src/App.js';
import { about } from '../src/content/about.js';
import { home } from '../src/content/home.js';
import { links } from '../src/content/links.js';
import { news } from '../src/content/news.js';
import { people } from '../src/content/people.js';
import { site } from '../src/content/site.js';
import { squads } from '../src/content/squads.js';
import { ui } from '../src/content/ui.js';
import { pageTitle } from '../src/lib/page-title.js';

type Site = 'cdn' | 'selfHosted' | 'subPath';
type Visit = {
  status: number;
  url: string;
  title: string;
  h1: string[];
  mainText: string;
  footerText: string;
  navLinks: { text: string; href: string; current: string | null; visible: boolean }[];
  links: string[];
  images: { src: string; alt: string | null }[];
  focused: string;
  scriptsRan: boolean;
  sameDocument: boolean | null;
  problems: string[];
  otherHostRequests: string[];
  head: Record<string, string | null>;
};
type VisitOptions = { site?: Site; path: string; javaScript?: boolean; blockOtherHosts?: boolean; width?: number; clickLink?: string };

const visit = (options: VisitOptions) => executeServerCommand<Visit, VisitOptions>('visit-built-page', options);
const fetchBuilt = (site: Site, path: string) =>
  executeServerCommand<{ status: number; type: string; text: string }, { site: Site; path: string }>('fetch-built-file', { site, path });

// Words each page must show, taken from the content files.
const keyText: Record<string, string[]> = {
  '/': [home.intro[0]!],
  '/about': [about.vision.heading, ...squads.map((s) => s.name), ...about.partnerships.memberClubs, site.contacts.membership.email],
  '/events': [news.items[0]!.title, ...news.items[0]!.list!.items],
  '/people': [people.coaching.roles[4]!.title, ...people.committee.roles, site.contacts.volunteering.email],
  '/links': links.groups.flatMap((g) => g.links.map((l) => l.name)),
  '/contact': [site.contacts.general.email, site.contacts.membership.email],
};
const h1For = (path: string) => (path === '/' ? `${home.welcomeHeading} ${site.name}` : undefined);

async function expectImagesServed(siteName: Site, visited: Visit, base = '') {
  expect(visited.images.length).to.be.greaterThan(0);
  for (const image of visited.images) {
    expect(image.alt, image.src).to.not.equal(null);
    const file = await fetchBuilt(siteName, new URL(image.src).pathname.slice(base.length));
    expect(file.status, image.src).to.equal(200);
    expect(file.type, image.src).to.match(/^image\//);
  }
}

describe('the built site', () => {
  for (const route of routes) {
    it(`serves ${route.path} as a full HTML page that hydrates without warnings`, async () => {
      const page = await visit({ path: route.path });
      expect(page.status).to.equal(200);
      expect(page.scriptsRan).to.equal(true);
      expect(page.problems).to.deep.equal([]);
      expect(page.otherHostRequests).to.deep.equal([]);
      expect(page.title).to.equal(pageTitle(route.meta));
      expect(page.h1).to.have.length(1);
      if (h1For(route.path)) expect(page.h1[0]).to.equal(h1For(route.path));
      for (const text of keyText[route.path]!) expect(page.mainText).to.contain(text);
      expect(page.navLinks.find((l) => l.current === 'page')?.href).to.equal(route.path);
    });

    it(`gives ${route.path} its own description, canonical address and link-preview tags`, async () => {
      const { head, title } = await visit({ path: route.path, javaScript: false });
      const url = new URL(route.path.slice(1), site.url).href;
      expect(head.description).to.equal(route.meta.description);
      expect(head.canonical).to.equal(url);
      expect(head.ogUrl).to.equal(url);
      expect(head.ogTitle).to.equal(title);
      expect(head.ogDescription).to.equal(route.meta.description);
      expect(head.ogImage).to.equal(new URL(site.shareImage, site.url).href);
      expect(head.twitterCard).to.equal('summary_large_image');
      expect(head.twitterImage).to.equal(head.ogImage);
    });

    it(`shows all of ${route.path} with JavaScript off, with a working plain-link menu`, async () => {
      const page = await visit({ path: route.path, javaScript: false, width: 375 });
      expect(page.scriptsRan).to.equal(false);
      for (const text of keyText[route.path]!) expect(page.mainText).to.contain(text);
      expect(page.navLinks.map((l) => l.href)).to.deep.equal(routes.map((r) => r.path));
      expect(page.navLinks.every((l) => l.visible)).to.equal(true);
      await expectImagesServed('selfHosted', page);
    });

    it(`shows all of ${route.path} when every other host is blocked (CDN down)`, async () => {
      const page = await visit({ site: 'cdn', path: route.path, blockOtherHosts: true, width: 375 });
      expect(page.scriptsRan).to.equal(false);
      for (const text of keyText[route.path]!) expect(page.mainText).to.contain(text);
      expect(page.navLinks.every((l) => l.visible)).to.equal(true);
      await expectImagesServed('cdn', page);
    });
  }

  it('answers an unknown address with 404.html, status 404, and the not-found page', async () => {
    const page = await visit({ path: '/no/such/page' });
    expect(page.status).to.equal(404);
    expect(page.h1).to.deep.equal([ui.notFound.title]);
    expect(page.title).to.equal(pageTitle(notFound.meta));
    expect(page.problems).to.deep.equal([]);
  });

  it('treats /about/ as /about, with the menu entry highlighted', async () => {
    const page = await visit({ path: '/about/' });
    expect(new URL(page.url).pathname).to.equal('/about');
    expect(page.navLinks.find((l) => l.current === 'page')?.text).to.equal('About');
    expect(page.problems).to.deep.equal([]);
  });

  it('moves to another page without reloading: new title, focus on its heading', async () => {
    const page = await visit({ path: '/', clickLink: 'People' });
    expect(page.sameDocument).to.equal(true);
    expect(new URL(page.url).pathname).to.equal('/people');
    expect(page.title).to.equal(pageTitle(people.meta));
    expect(page.focused).to.equal(people.heading);
    expect(page.problems).to.deep.equal([]);
  });

  it('lists exactly the routes in sitemap.xml, which robots.txt names', async () => {
    const sitemap = await fetchBuilt('selfHosted', '/sitemap.xml');
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).to.deep.equal(routes.map((r) => new URL(r.path.slice(1), site.url).href));
    expect((await fetchBuilt('selfHosted', '/robots.txt')).text).to.contain(`Sitemap: ${site.url}sitemap.xml`);
  });

  it('has a web app manifest whose icons exist', async () => {
    const manifest = JSON.parse((await fetchBuilt('selfHosted', '/site.webmanifest')).text);
    expect(manifest.name).to.equal(site.name);
    for (const icon of manifest.icons) {
      const file = await fetchBuilt('selfHosted', icon.src);
      expect(file.status, icon.src).to.equal(200);
      expect(file.type).to.equal('image/png');
    }
  });

  it('describes the club to search engines on the home page (schema.org)', async () => {
    const { head } = await visit({ path: '/', javaScript: false });
    const data = JSON.parse(head.jsonLd!);
    expect(data['@type']).to.equal('SportsOrganization');
    expect(data.name).to.equal(site.name);
    expect(data.email).to.equal(site.contacts.general.email);
    expect(data.areaServed.map((a: { name: string }) => a.name)).to.include(site.county);
  });
});

describe('the site built for a sub-path (/club/)', () => {
  const subUrl = 'https://example.github.io/club/';

  it('keeps links, pictures and the library copies inside the sub-path', async () => {
    const page = await visit({ site: 'subPath', path: '/about' });
    expect(page.status).to.equal(200);
    expect(page.scriptsRan).to.equal(true);
    expect(page.problems).to.deep.equal([]);
    expect(page.navLinks.map((l) => l.href)).to.deep.equal(routes.map((r) => `/club${r.path === '/' ? '' : r.path}`));
    expect(page.navLinks.find((l) => l.current === 'page')?.text).to.equal('About');
    await expectImagesServed('subPath', page, '/club');
    expect(page.head.canonical).to.equal(`${subUrl}about`);
  });

  it('moves between pages in the browser under the sub-path', async () => {
    const page = await visit({ site: 'subPath', path: '/', clickLink: 'Links' });
    expect(new URL(page.url).pathname).to.equal('/club/links');
    expect(page.sameDocument).to.equal(true);
    expect(page.problems).to.deep.equal([]);
  });

  it('lists sub-path addresses in the sitemap and manifest', async () => {
    const sitemap = await fetchBuilt('subPath', '/sitemap.xml');
    expect(sitemap.text).to.contain(`<loc>${subUrl}</loc>`);
    expect(sitemap.text).to.contain(`<loc>${subUrl}contact</loc>`);
    const manifest = JSON.parse((await fetchBuilt('subPath', '/site.webmanifest')).text);
    expect(manifest.start_url).to.equal('/club/');
  });
});
