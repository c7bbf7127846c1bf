// The site as built (npm run build), served by a host that behaves like GitHub Pages, visited
// in fresh tabs of each engine: see scripts/built-site-plugin.mjs. What a visitor does runs in
// all three engines; tests that need Chromium's tools (JavaScript off, request types, blocking
// hosts) or only check files say so and run in Chromium alone.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { contact } from '../src/content/contact.js';
import { home } from '../src/content/home.js';
import { links } from '../src/content/links.js';
import { navigation } from '../src/content/navigation.js';
import { news } from '../src/content/news.js';
import { notFound } from '../src/content/not-found.js';
import { site } from '../src/content/site.js';
import { ui } from '../src/content/ui.js';
import { pageTitle } from '../src/lib/page-title.js';
import { pageAt, singlePages } from '../src/page-list.js';
import { pageWords } from './helpers/page-words.js';
import { headingAt, headingsAt } from './helpers/render.js';
import { fetchedOnceRunning, staticImports } from './helpers/built-scripts.js';
import { itInChromium } from './helpers/engine.js';

const jsOff = 'switching JavaScript off is a CDP call';
const requestTypes = 'request types come from CDP';
const blocking = 'blocking hosts needs puppeteer request interception';
const filesOnly = 'checks the built files, the same for every engine';
const holdBack = 'holding main.js back needs puppeteer request interception';

type Site = 'cdn' | 'selfHosted' | 'subPath';
type Visit = {
  status: number;
  /** Layout shifts while the page loaded and woke up (CLS); 0 where the engine does not report them. */
  layoutShift: number;
  /** What moved: "DIV.slider top 120→140 at 900 ms", one per element that moved. */
  layoutShifts: string[];
  headers: Record<string, string>;
  url: string;
  title: string;
  h1: string[];
  mainText: string;
  footerText: string;
  navLinks: { text: string; href: string; current: string | null; visible: boolean }[];
  links: string[];
  images: { src: string; alt: string | null }[];
  focused: string;
  formValues: Record<string, string | null>;
  scriptsRan: boolean;
  scripts: string[];
  imagesLoadedBeforeScripts: string[];
  jsStyles: boolean;
  sameDocument: boolean | null;
  problems: string[];
  otherHostRequests: string[];
  head: Record<string, string | null> & { preloads: string[] };
};
type VisitOptions = {
  site?: Site;
  path: string;
  javaScript?: boolean;
  blockOtherHosts?: boolean;
  width?: number;
  clickLink?: string;
  /** Typed with real key presses into the boxes with these labels, then the page is reloaded. */
  typeThenReload?: { label: string; text: string }[];
  /** Wait until the page has hydrated and had an idle moment (when prefetching starts). */
  settle?: boolean;
  /** As a phone with its data saver on (navigator.connection.saveData). */
  saveData?: boolean;
};

// Each page is visited, and each file fetched, once per set of options: tests that read the same
// visit share it (the built sites do not change during the run), which keeps the file's run short.
const once = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => {
  const done = new Map<string, Promise<R>>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    if (!done.has(key)) done.set(key, fn(...args));
    return done.get(key)!;
  };
};
const visit = once((options: VisitOptions) => executeServerCommand<Visit, VisitOptions>('visit-built-page', options));
const fetchBuilt = once((site: Site, path: string) =>
  executeServerCommand<{ status: number; type: string; headers: Record<string, string>; text: string }, { site: Site; path: string }>(
    'fetch-built-file',
    { site, path },
  ),
);
const metaPolicy = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');

// Words each page must show: every heading the site draws there from the content.
const keyText = Object.fromEntries(await Promise.all(singlePages.map(async ({ path }) => [path, await headingsAt(path)] as const)));
// The menu entry for a page (by address), and one for a page other than the home page: chosen
// by address and position, whatever their words.
const menuTitle = (path: string) => navigation.find((item) => item.path === path)?.title;
const elsewhere = navigation.find((item) => item.path !== '/')!;

async function expectImagesServed(siteName: Site, visited: Visit, base = '') {
  expect(visited.images.length).to.be.greaterThan(0);
  for (const image of visited.images) {
    expect(image.alt, image.src).to.not.equal(null);
    const file = await fetchBuilt(siteName, new URL(image.src).pathname.slice(base.length));
    expect(file.status, image.src).to.equal(200);
    expect(file.type, image.src).to.match(/^image\//);
  }
}

/** The addresses a built script of the self-hosted site imports statically, libraries by the import map. */
async function importsOf(script: string): Promise<string[]> {
  const { imports } = JSON.parse((await fetchBuilt('selfHosted', '/vendor/importmap.json')).text) as { imports: Record<string, string> };
  const { text } = await fetchBuilt('selfHosted', script);
  return (await staticImports(text)).map((spec) => imports[spec] ?? new URL(spec, `http://site${script}`).pathname);
}

/** Scripts a visit fetched beyond its page's modulepreload list, and preloads it did not fetch. */
function scriptsBeyond(page: { scripts: string[]; head: { preloads: string[] } }): string[] {
  const preloads = new Set(page.head.preloads);
  const beyond = page.scripts.filter((s) => !preloads.has(s) && !fetchedOnceRunning.includes(s));
  const missing = page.head.preloads.filter((s) => !page.scripts.includes(s)).map((s) => `not fetched: ${s}`);
  return [...missing, ...beyond];
}

describe('the built site', () => {
  for (const route of singlePages) {
    it(`serves ${route.path} as a full HTML page that hydrates without warnings`, async () => {
      const page = await visit({ path: route.path });
      expect(page.status).to.equal(200);
      expect(page.scriptsRan).to.equal(true);
      expect(page.problems).to.deep.equal([]);
      expect(page.otherHostRequests).to.deep.equal([]);
      // WebDriver (WebKit) does not show response headers; the headers tests below check them for every engine.
      if (page.headers) expect(page.headers['content-security-policy'], 'served with the headers of _headers').to.contain("frame-ancestors 'none'");
      expect(page.title).to.equal(pageTitle((await pageWords(route)).title));
      expect(page.h1).to.have.length(1);
      expect(page.h1[0]).to.equal(headingAt(route.path));
      for (const text of keyText[route.path]!) expect(page.mainText).to.contain(text);
      // The privacy and accessibility pages are not in the menu, so no entry is highlighted there.
      const inMenu = navigation.some((item) => item.path === route.path);
      expect(page.navLinks.find((l) => l.current === 'page')?.href).to.equal(inMenu ? route.path : undefined);
    });

    itInChromium(`wakes ${route.path} up without moving anything on it (CLS 0)`, 'layout shifts are reported by Chromium only', async () => {
      // Settled: hydrated, its later parts woken up, the pages it links to fetched.
      const page = await visit({ path: route.path, settle: true });
      expect(page.layoutShift, page.layoutShifts.join('; ')).to.equal(0);
    });

    itInChromium(`fetches the scripts ${route.path} needs at start together, exactly as its modulepreload list says`, requestTypes, async () => {
      // Saving data, the page fetches no other page ahead of a tap (see 'prefetching' below).
      const page = await visit({ path: route.path, saveData: true, settle: true });
      expect(page.head.preloads).to.include('/main.js');
      expect(page.head.preloads).to.include(`/pages/${route.file}.js`);
      // Exactly: nothing found import by import, nothing fetched that is not needed; only what
      // a page may fetch once it runs (fetchedOnceRunning) comes on top.
      expect(scriptsBeyond(page)).to.deep.equal([]);
    });

    itInChromium(`lists the scripts of ${route.path} each after the ones it imports, main.js last, so they run one at a time`, filesOnly, async () => {
      const { head } = await visit({ path: route.path });
      expect(head.preloads.at(-1)).to.equal('/main.js');
      for (const [index, script] of head.preloads.entries()) {
        for (const imported of await importsOf(script)) expect(head.preloads.indexOf(imported), `${script} imports ${imported}`).to.be.within(0, index - 1);
      }
    });

    itInChromium(`gives ${route.path} its own description, canonical address and link-preview tags`, jsOff, async () => {
      const { head, title } = await visit({ path: route.path, javaScript: false });
      const url = new URL(route.path.slice(1), site.url).href;
      const { description } = await pageWords(route);
      expect(head.description).to.equal(description);
      expect(head.canonical).to.equal(url);
      expect(head.ogUrl).to.equal(url);
      expect(head.ogTitle).to.equal(title);
      expect(head.ogDescription).to.equal(description);
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

  // A news address with no post (taken down, mistyped) looks like a post's route to the app.
  for (const path of ['/no/such/page', '/news/no-such-post']) {
    it(`answers ${path} with 404.html, status 404, and the not-found page, hydrated without warnings`, async () => {
      const page = await visit({ path });
      expect(page.status).to.equal(404);
      expect(page.h1).to.deep.equal([notFound.title]);
      expect(page.title).to.equal(pageTitle(notFound.title));
      expect(page.problems).to.deep.equal([]);
    });
  }

  it('treats /about/ as /about, with its menu entry highlighted', async () => {
    const page = await visit({ path: '/about/' });
    expect(new URL(page.url).pathname).to.equal('/about');
    expect(page.navLinks.find((l) => l.current === 'page')?.text).to.equal(menuTitle('/about'));
    expect(page.problems).to.deep.equal([]);
  });

  it('moves to another page without reloading: new title, focus on its heading', async () => {
    const page = await visit({ path: '/', clickLink: elsewhere.title });
    expect(page.sameDocument).to.equal(true);
    expect(new URL(page.url).pathname).to.equal(elsewhere.path);
    expect(page.title).to.equal(pageTitle((await pageWords(pageAt(elsewhere.path)!)).title));
    expect(page.focused).to.equal(headingAt(elsewhere.path));
    expect(page.problems).to.deep.equal([]);
  });

  itInChromium('gives back what was typed into the contact form after a real reload, hydrating without warnings', 'typing into the page is a puppeteer call', async () => {
    const { name, email, message } = contact.form;
    const page = await visit({
      path: '/contact',
      typeThenReload: [
        { label: name.label, text: 'Morag' },
        { label: message.label, text: 'When are the next trials?' },
      ],
    });
    expect(page.problems).to.deep.equal([]);
    expect(page.formValues[name.label]).to.equal('Morag');
    expect(page.formValues[email.label]).to.equal('');
    expect(page.formValues[message.label]).to.equal('When are the next trials?');
  });

  it('lists exactly the pages and the news posts in sitemap.xml, which robots.txt names', async () => {
    const sitemap = await fetchBuilt('selfHosted', '/sitemap.xml');
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const paths = [...singlePages.map((p) => p.path), ...news.map((post) => `/news/${post.slug}`)];
    expect(locs).to.deep.equal(paths.map((path) => new URL(path.slice(1), site.url).href));
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
    expect(page.navLinks.find((l) => l.current === 'page')?.text).to.equal(menuTitle('/about'));
    await expectImagesServed('subPath', page, '/club');
    expect(page.head.canonical).to.equal(`${subUrl}about`);
  });

  it('moves between pages in the browser under the sub-path', async () => {
    const page = await visit({ site: 'subPath', path: '/', clickLink: elsewhere.title });
    expect(new URL(page.url).pathname).to.equal(`/club${elsewhere.path}`);
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

describe('the built pages as files', function () {
  // Checking every page of a build is one server command, which may take up to its 20 s limit on busy CPUs.
  this.timeout(20000);
  for (const siteName of ['selfHosted', 'cdn', 'subPath'] as const) {
    itInChromium(`are valid HTML (${siteName} build)`, filesOnly, async function (this: Mocha.Context) {
      this.timeout(60000); // every page, news posts included, on a busy 2-CPU machine
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
      // The CDN too where the libraries come from it: the offline worker fetches them to keep them.
      expect(directives['connect-src']).to.deep.equal(["'self'", 'https://api.emailjs.com', ...(siteName === 'cdn' ? ['https://esm.sh'] : [])]);
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
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
      expect(map.integrity[file], file).to.equal(`sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);
    }
  });

  it("preload the home page's first photo with high priority, and load lower pictures lazily", async () => {
    const doc = new DOMParser().parseFromString((await fetchBuilt('selfHosted', '/')).text, 'text/html');
    const preload = doc.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).to.equal(`/${home.slides[0]!.src}`);
    expect(preload?.getAttribute('fetchpriority')).to.equal('high');
    const slider = [...doc.querySelectorAll('section')].find((section) => section.getAttribute('aria-label') === ui.slider.label)!;
    const slides = [...slider.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(slides).to.deep.equal(home.slides.map((_, i) => (i === 0 ? null : 'lazy')));
    for (const img of doc.querySelectorAll('img')) expect(img.getAttribute('width') && img.getAttribute('height')).to.be.ok;
  });

  it('open no link in a new tab without rel="noopener noreferrer"', async () => {
    for (const route of singlePages) {
      const html = (await fetchBuilt('selfHosted', route.path)).text;
      const doc = new DOMParser().parseFromString(html, 'text/html');
      for (const a of doc.querySelectorAll('a[target="_blank"]')) expect(a.getAttribute('rel')).to.equal('noopener noreferrer');
    }
  });
});

describe('the headers file (_headers, for Netlify and Cloudflare Pages)', () => {
  it('is one those hosts can read: paths, indented "Name: value" lines, at most 100 rules and 2,000 characters a line', async () => {
    const text = await executeServerCommand<string, { site: Site }>('read-built-headers', { site: 'selfHosted' });
    const lines = text.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    const paths = lines.filter((line) => line.startsWith('/'));
    expect(paths).to.include('/*');
    expect(paths.length).to.be.within(1, 100);
    for (const line of lines) {
      expect(line, 'a path or an indented header').to.match(/^(\/\S*|\s+[A-Za-z0-9-]+: \S.*)$/);
      expect(line.length, line.slice(0, 60)).to.be.at.most(2000);
    }
  });

  for (const siteName of ['selfHosted', 'cdn', 'subPath'] as const) {
    it(`sends each page's own Content-Security-Policy as a header, plus frame-ancestors (${siteName} build)`, async () => {
      for (const path of [...singlePages.map((p) => p.path), '/about/', '/no/such/page']) {
        const page = await fetchBuilt(siteName, path);
        const policy = metaPolicy(page.text);
        expect(policy, path).to.be.a('string');
        expect(policy, 'frame-ancestors only works as a header').to.not.contain('frame-ancestors');
        expect(page.headers['content-security-policy'], path).to.equal(`${policy}; frame-ancestors 'none'`);
      }
    });
  }

  it('sends the security headers with pages, modules and pictures alike', async () => {
    for (const path of ['/', '/main.js', `/${home.slides[0]!.src}`]) {
      const { headers } = await fetchBuilt('selfHosted', path);
      expect(headers['x-content-type-options'], path).to.equal('nosniff');
      expect(headers['referrer-policy'], path).to.equal('strict-origin-when-cross-origin');
      expect(Number(headers['strict-transport-security']?.match(/max-age=(\d+)/)?.[1]), path).to.be.at.least(31536000);
      const turnedOff = (headers['permissions-policy'] ?? '').split(',').map((p) => p.trim());
      expect(turnedOff, path).to.include.members(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']);
    }
  });

  it('has browsers check pages and modules on every visit, and keep pictures and documents for a while', async () => {
    const homePage = await fetchBuilt('selfHosted', '/');
    const doc = new DOMParser().parseFromString(homePage.text, 'text/html');
    const modules = [...doc.querySelector('template')!.content.querySelectorAll('link')].map((l) => l.getAttribute('href')!);
    expect(modules).to.include('/main.js');
    for (const path of [...singlePages.map((p) => p.path), '/about/', ...modules, '/styles/site.css', '/site.webmanifest']) {
      expect((await fetchBuilt('selfHosted', path)).headers['cache-control'], path).to.equal('no-cache');
    }
    const pictures = [...doc.querySelectorAll('img')].map((img) => img.getAttribute('src')!);
    const documents = links.groups.flatMap((g) => g.links.map((l) => l.url)).filter((url) => url.startsWith('documents/'));
    expect(pictures.length && documents.length).to.be.greaterThan(0);
    for (const path of [...pictures, ...documents.map((url) => `/${url}`), '/icons/icon-192.png']) {
      const file = await fetchBuilt('selfHosted', path);
      expect(file.status, path).to.equal(200);
      expect(file.headers['cache-control'], path).to.match(/^public, max-age=[1-9]\d*$/);
    }
  });
});

describe('photos a volunteer adds', () => {
  itInChromium('are turned into AVIF and WebP copies at phone and desktop widths, redone only when changed', filesOnly, async function (this: Mocha.Context) {
    this.timeout(120000); // two whole builds, on shared CPUs
    type Result = { firstBuild: number; secondBuild: number; files: string[] } | { pending: true };
    await executeServerCommand('build-with-photo');
    let result: Result = { pending: true };
    while ('pending' in result) result = await executeServerCommand<Result, undefined>('build-with-photo-result');
    expect(result.files.sort()).to.deep.equal(
      ['-480.avif', '-480.webp', '-960.avif', '-960.webp', '-1200.avif', '-1200.webp', '.jpg'].sort(),
    );
    expect(result.firstBuild).to.equal(6);
    expect(result.secondBuild).to.equal(0);
  });
});

type MenuState = { hydrated: boolean; expanded: string; menuShown: boolean; idleButtons: string[]; expandedHistory: string[] };
type EarlyTap = { beforeTap: MenuState; afterTap: MenuState; afterHydration: MenuState; afterSecondTap: MenuState; problems: string[] };
const tapMenuBeforeScripts = (path: string) => executeServerCommand<EarlyTap, { path: string }>('tap-menu-before-scripts', { path });

describe('the built site before its scripts have run', () => {
  itInChromium('opens the menu on a tap before React has arrived, and React carries on with it open', holdBack, async () => {
    const { beforeTap, afterTap, afterHydration, afterSecondTap, problems } = await tapMenuBeforeScripts('/');
    expect(beforeTap.hydrated).to.equal(false);
    expect([beforeTap.expanded, beforeTap.menuShown]).to.deep.equal(['false', false]);
    expect(afterTap.hydrated).to.equal(false);
    expect([afterTap.expanded, afterTap.menuShown]).to.deep.equal(['true', true]);
    expect(afterHydration.hydrated).to.equal(true);
    expect([afterHydration.expanded, afterHydration.menuShown]).to.deep.equal(['true', true]);
    // Closed only before the tap: React's arrival never folds the menu, not even for a moment.
    expect(afterHydration.expandedHistory[0]).to.equal('false');
    expect(afterHydration.expandedHistory.slice(1).every((value) => value === 'true')).to.equal(true);
    // The next tap is React's alone: the menu closes (once, not opened again by the page's script).
    expect([afterSecondTap.expanded, afterSecondTap.menuShown]).to.deep.equal(['false', false]);
    expect(problems).to.deep.equal([]);
    // The slider's buttons, meanwhile, looked not ready (disabled) until React arrived.
    expect(beforeTap.idleButtons).to.deep.equal([]);
    expect(afterHydration.idleButtons.length).to.be.greaterThan(0);
  });

  itInChromium("shows the contact form's Submit as not ready (disabled) until React has arrived", holdBack, async () => {
    const { beforeTap, afterHydration } = await tapMenuBeforeScripts('/contact');
    expect(beforeTap.idleButtons).to.deep.equal([]);
    expect(afterHydration.idleButtons.length).to.be.greaterThan(0);
  });
});

describe('prefetching in the built site', () => {
  itInChromium("fetches the pages its menu leads to once the page has settled, with their content and what a tap needs besides", requestTypes, async () => {
    const { scripts, problems } = await visit({ path: '/', width: 375, settle: true });
    for (const route of singlePages.filter((r) => navigation.some((item) => item.path === r.path))) {
      const module = `/pages/${route.file}.js`;
      expect(scripts, route.file).to.include(module);
      // …and what each page module imports of the site's own (its content, its components).
      for (const spec of (await staticImports((await fetchBuilt('selfHosted', module)).text)).filter((s) => s.startsWith('.'))) {
        expect(scripts, `${module} imports ${spec}`).to.include(new URL(spec, `http://site${module}`).pathname);
      }
    }
    expect(scripts, 'what places focus and the window after a tap').to.include('/lib/arrival.js');
    expect(problems).to.deep.equal([]);
  });

  itInChromium('fetches nothing more than the page needs when the connection asks to save data', requestTypes, async () => {
    const page = await visit({ path: '/', width: 375, settle: true, saveData: true });
    expect(scriptsBeyond(page)).to.deep.equal([]);
  });
});
