// The site as built (npm run build), served by a host that behaves like GitHub Pages, visited
// in fresh tabs of each engine: see scripts/built-site-plugin.mjs. What a visitor does runs in
// all three engines; tests that need Chromium's tools (JavaScript off, request types, blocking
// hosts) or only check files say so and run in Chromium alone.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { notFound, routes } from '../src/App.js';
import { about } from '../src/content/about.js';
import { accessibility } from '../src/content/accessibility.js';
import { home } from '../src/content/home.js';
import { links } from '../src/content/links.js';
import { navigation } from '../src/content/navigation.js';
import { news } from '../src/content/news.js';
import { pageDescriptions } from '../src/content/page-descriptions.js';
import { pageTitles } from '../src/content/page-titles.js';
import { people } from '../src/content/people.js';
import { privacy } from '../src/content/privacy.js';
import { site } from '../src/content/site.js';
import { squads } from '../src/content/squads.js';
import { ui } from '../src/content/ui.js';
import { pageTitle } from '../src/lib/page-title.js';
import { itInChromium } from './helpers/engine.js';

const jsOff = 'switching JavaScript off is a CDP call';
const requestTypes = 'request types come from CDP';
const blocking = 'blocking hosts needs puppeteer request interception';
const filesOnly = 'checks the built files, the same for every engine';

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
  scripts: string[];
  imagesLoadedBeforeScripts: string[];
  jsStyles: boolean;
  sameDocument: boolean | null;
  problems: string[];
  otherHostRequests: string[];
  head: Record<string, string | null> & { preloads: string[] };
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
  '/privacy': [...privacy.contactForm.fields, privacy.visiting.heading, site.contacts.general.email, privacy.complaints.regulator.name],
  '/accessibility': [accessibility.standard.heading, ...accessibility.limitations.items, site.contacts.general.email],
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
      expect(page.title).to.equal(pageTitle(route.name));
      expect(page.h1).to.have.length(1);
      if (h1For(route.path)) expect(page.h1[0]).to.equal(h1For(route.path));
      for (const text of keyText[route.path]!) expect(page.mainText).to.contain(text);
      // The privacy and accessibility pages are not in the menu, so no entry is highlighted there.
      const inMenu = navigation.some((item) => item.path === route.path);
      expect(page.navLinks.find((l) => l.current === 'page')?.href).to.equal(inMenu ? route.path : undefined);
    });

    itInChromium(`fetches the scripts ${route.path} needs at start together, exactly as its modulepreload list says`, requestTypes, async () => {
      const page = await visit({ path: route.path });
      expect(page.head.preloads).to.include('/main.js');
      expect(page.head.preloads).to.include(`/pages/${route.page}.js`);
      // Exactly: nothing found import by import, nothing fetched that is not needed.
      expect([...page.scripts].sort()).to.deep.equal([...page.head.preloads].sort());
    });

    itInChromium(`lists the scripts of ${route.path} each after the ones it imports, main.js last, so they run one at a time`, filesOnly, async () => {
      const { head } = await visit({ path: route.path });
      const importMap = await fetchBuilt('selfHosted', '/vendor/importmap.json');
      const { imports } = JSON.parse(importMap.text) as { imports: Record<string, string> };
      expect(head.preloads.at(-1)).to.equal('/main.js');
      for (const [index, script] of head.preloads.entries()) {
        const { text } = await fetchBuilt('selfHosted', script);
        for (const [, spec] of text.matchAll(/(?:import|from)\s*"([^"]+)"/g)) {
          const imported = imports[spec!] ?? new URL(spec!, `http://site${script}`).pathname;
          expect(head.preloads.indexOf(imported), `${script} imports ${imported}`).to.be.within(0, index - 1);
        }
      }
    });

    itInChromium(`gives ${route.path} its own description, canonical address and link-preview tags`, jsOff, async () => {
      const { head, title } = await visit({ path: route.path, javaScript: false });
      const url = new URL(route.path.slice(1), site.url).href;
      expect(head.description).to.equal(pageDescriptions[route.name]);
      expect(head.canonical).to.equal(url);
      expect(head.ogUrl).to.equal(url);
      expect(head.ogTitle).to.equal(title);
      expect(head.ogDescription).to.equal(pageDescriptions[route.name]);
      expect(head.ogImage).to.equal(new URL(site.shareImage, site.url).href);
      expect(head.twitterCard).to.equal('summary_large_image');
      expect(head.twitterImage).to.equal(head.ogImage);
    });

    itInChromium(`shows all of ${route.path} with JavaScript off, with a working plain-link menu`, jsOff, async () => {
      const page = await visit({ path: route.path, javaScript: false, width: 375 });
      expect(page.scriptsRan).to.equal(false);
      for (const text of keyText[route.path]!) expect(page.mainText).to.contain(text);
      expect(page.navLinks.map((l) => l.href)).to.deep.equal(navigation.map((item) => item.path));
      expect(page.navLinks.every((l) => l.visible)).to.equal(true);
      for (const text of [site.contacts.wellbeing.email, ...site.footer.pages.map((p) => p.title)]) expect(page.footerText).to.contain(text);
      await expectImagesServed('selfHosted', page);
    });

    itInChromium(`shows all of ${route.path} when every other host is blocked (CDN down)`, blocking, async () => {
      const page = await visit({ site: 'cdn', path: route.path, blockOtherHosts: true, width: 375 });
      expect(page.scriptsRan).to.equal(false);
      expect(page.jsStyles, 'the page drops its scripts-running styles').to.equal(false);
      for (const text of keyText[route.path]!) expect(page.mainText).to.contain(text);
      expect(page.navLinks.every((l) => l.visible)).to.equal(true);
      await expectImagesServed('cdn', page);
    });
  }

  itInChromium("asks for scripts only once the home page's first photo has arrived", requestTypes, async () => {
    const page = await visit({ path: '/', width: 375 });
    expect(page.scriptsRan).to.equal(true);
    expect(page.imagesLoadedBeforeScripts).to.include(`/${home.slides[0]!.src}`);
  });

  it('answers an unknown address with 404.html, status 404, and the not-found page', async () => {
    const page = await visit({ path: '/no/such/page' });
    expect(page.status).to.equal(404);
    expect(page.h1).to.deep.equal([pageTitles.notFound]);
    expect(page.title).to.equal(pageTitle(notFound.name));
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
    expect(page.title).to.equal(pageTitle('people'));
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

  itInChromium('describes the club to search engines on the home page (schema.org)', jsOff, async () => {
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
    expect(page.navLinks.map((l) => l.href)).to.deep.equal(navigation.map((item) => `/club${item.path === '/' ? '/' : item.path}`));
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

describe('the built pages as files', () => {
  for (const siteName of ['selfHosted', 'cdn', 'subPath'] as const) {
    itInChromium(`are valid HTML (${siteName} build)`, filesOnly, async () => {
      expect(await executeServerCommand('validate-built-html', { site: siteName })).to.deep.equal([]);
    });

    itInChromium(`have no broken internal links, missing images or documents (${siteName} build)`, filesOnly, async () => {
      const { problems, checked } = await executeServerCommand<{ problems: string[]; checked: number }, { site: Site }>(
        'check-built-links',
        { site: siteName },
      );
      expect(checked).to.be.greaterThan(100);
      expect(problems).to.deep.equal([]);
    });
  }

  it('set a Content-Security-Policy that allows the inline import map by its hash, not unsafe-inline', async () => {
    for (const siteName of ['cdn', 'selfHosted'] as const) {
      const html = (await fetchBuilt(siteName, '/about')).text;
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const csp = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
      const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...v]) => [name, v]));
      const mapText = doc.querySelector('script[type="importmap"]')!.textContent!;
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(mapText));
      const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
      expect(directives['script-src']).to.include(hash);
      expect(directives['script-src']).to.not.include("'unsafe-inline'");
      expect(directives['script-src']).to.include.members(siteName === 'cdn' ? ["'self'", 'https://esm.sh'] : ["'self'"]);
      expect(directives['connect-src']).to.deep.equal(["'self'", 'https://api.emailjs.com']);
      expect(directives['object-src']).to.deep.equal(["'none'"]);
      expect(directives['base-uri']).to.deep.equal(["'self'"]);
      expect(directives['form-action']).to.deep.equal(["'self'"]);
    }
  });

  it('use only Content-Security-Policy directives all three engines recognise (others are logged as errors)', async () => {
    // WebKit logs "Unrecognized Content-Security-Policy directive" for e.g. manifest-src; its
    // console can't be read over WebDriver, so the policy is checked against this list.
    const recognised = ['default-src', 'script-src', 'style-src', 'style-src-attr', 'img-src', 'font-src', 'connect-src'];
    recognised.push('object-src', 'base-uri', 'form-action', 'media-src', 'frame-src', 'worker-src');
    for (const siteName of ['cdn', 'selfHosted'] as const) {
      const html = (await fetchBuilt(siteName, '/')).text;
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const csp = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
      for (const directive of csp.split(';').map((d) => d.trim().split(/\s+/)[0]!)) expect(recognised).to.include(directive);
    }
  });

  it('list every script of the self-hosted build with an integrity hash that matches the file', async () => {
    const html = (await fetchBuilt('selfHosted', '/')).text;
    const map = JSON.parse(new DOMParser().parseFromString(html, 'text/html').querySelector('script[type="importmap"]')!.textContent!);
    const files = Object.keys(map.integrity);
    expect(files).to.include.members(['/main.js', '/vendor/react.js', '/vendor/wouter.js']);
    for (const file of files) {
      const body = (await fetchBuilt('selfHosted', file)).text;
      const digest = await crypto.subtle.digest('SHA-384', new TextEncoder().encode(body));
      expect(map.integrity[file], file).to.equal(`sha384-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);
    }
  });

  it("preload the home page's first photo with high priority, and load lower pictures lazily", async () => {
    const doc = new DOMParser().parseFromString((await fetchBuilt('selfHosted', '/')).text, 'text/html');
    const preload = doc.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).to.equal(`/${home.slides[0]!.src}`);
    expect(preload?.getAttribute('fetchpriority')).to.equal('high');
    const slides = [...doc.querySelectorAll('main img')].filter((img) => /slide-/.test(img.getAttribute('src')!));
    expect(slides.map((img) => img.getAttribute('loading'))).to.deep.equal([null, 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
    for (const img of doc.querySelectorAll('img')) expect(img.getAttribute('width') && img.getAttribute('height')).to.be.ok;
  });

  it('open no link in a new tab without rel="noopener noreferrer"', async () => {
    for (const route of routes) {
      const html = (await fetchBuilt('selfHosted', route.path)).text;
      const doc = new DOMParser().parseFromString(html, 'text/html');
      for (const a of doc.querySelectorAll('a[target="_blank"]')) expect(a.getAttribute('rel')).to.equal('noopener noreferrer');
    }
  });
});

describe('photos a volunteer adds', () => {
  itInChromium('are turned into AVIF and WebP copies at phone and desktop widths, redone only when changed', filesOnly, async function (this: Mocha.Context) {
    this.timeout(120000); // two builds and six photo encodings, on a busy machine
    type Result = { done: boolean; firstBuild: number; secondBuild: number; files: string[] };
    const command = (step: 'start' | 'result') => executeServerCommand<Result, { step: string }>('build-with-photo', { step });
    await command('start');
    let result = await command('result');
    while (!result.done) result = await command('result');
    expect(result.files.sort()).to.deep.equal(['-480.avif', '-480.webp', '-960.avif', '-960.webp', '-1200.avif', '-1200.webp', '.jpg'].sort());
    expect(result.firstBuild).to.equal(6);
    expect(result.secondBuild).to.equal(0);
  });
});
