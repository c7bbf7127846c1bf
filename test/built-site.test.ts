// The site as built, served by a host that behaves like GitHub Pages, visited in fresh tabs of
// each engine: see scripts/test/built-site-plugin.mjs. What a visitor does runs in all three
// engines; tests that need Chromium's tools (JavaScript off, request types, blocking hosts) say
// so and run in Chromium alone. The built files themselves (HTML, links, head tags, sitemap,
// headers, integrity) are checked once, in Node: test/built-pages.node.test.ts and beside it.
import { expect } from '@open-wc/testing';
import { contact } from '../src/content/contact.js';
import { home } from '../src/content/home.js';
import { navigation } from '../src/content/navigation.js';
import { notFound } from '../src/content/not-found.js';
import { site } from '../src/content/site.js';
import { pageTitle } from '../src/lib/page-title.js';
import { pageAt, singlePages } from '../src/page-list.js';
import { pageWords } from './helpers/page-words.js';
import { headingAt, headingsAt } from './helpers/render.js';
import { fetchedOnceRunning, staticImports } from './helpers/built-scripts.js';
import { engine, itInChromium } from './helpers/engine.js';
import { serverCommand } from './helpers/server-command.js';

const jsOff = 'switching JavaScript off is a CDP call';
const requestTypes = 'request types come from CDP';
const blocking = 'blocking hosts needs puppeteer request interception';
const holdBack = 'holding main.js back needs puppeteer request interception';

type Site = 'cdn' | 'selfHosted' | 'subPath';
type Visit = {
  status: number;
  /** Layout shifts while the page loaded and woke up (CLS); 0 where the engine does not report them. */
  layoutShift: number;
  /** What moved: "DIV.slider top 120→140 at 900 ms", one per element that moved. */
  layoutShifts: string[];
  /** The response's headers; null where the engine did not report the response (WebKit; Firefox at times). */
  headers: Record<string, string> | null;
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
  /** The page's clock starts at the build's moment. */
  clockAtBuild?: boolean;
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
const visit = once((options: VisitOptions) => serverCommand<Visit, VisitOptions>('visit-built-page', options));
const fetchBuilt = once((site: Site, path: string) =>
  serverCommand<{ status: number; type: string; headers: Record<string, string>; text: string }, { site: Site; path: string }>('fetch-built-file', {
    site,
    path,
  }),
);

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

/** Scripts a visit fetched beyond its page's modulepreload list, and preloads it did not fetch. */
function scriptsBeyond(page: { scripts: string[]; head: { preloads: string[] } }): string[] {
  const preloads = new Set(page.head.preloads);
  const beyond = page.scripts.filter((s) => !preloads.has(s) && !fetchedOnceRunning.includes(s));
  const missing = page.head.preloads.filter((s) => !page.scripts.includes(s)).map((s) => `not fetched: ${s}`);
  return [...missing, ...beyond];
}

// The visits each page gets. In Chromium the first is also the layout-shift check's and the
// scripts check's: settled (hydrated, its later parts woken up), at the build's moment (a day
// later, the training page rightly shows another day's sessions), and saving data, so it fetches
// no other page ahead of a tap ('prefetching' below visits without).
const visitsOf = (path: string) => ({
  first: engine === 'chromium' ? { path, saveData: true, settle: true, clockAtBuild: true } : { path },
  javaScriptOff: { path, javaScript: false, width: 375 },
  cdnDown: { site: 'cdn' as const, path, blockOtherHosts: true, width: 375 },
});

describe('the built site', () => {
  for (const route of singlePages) {
    const visits = visitsOf(route.path);
    it(`serves ${route.path} as a full HTML page that hydrates without warnings`, async () => {
      const page = await visit(visits.first);
      expect(page.status).to.equal(200);
      expect(page.scriptsRan).to.equal(true);
      expect(page.problems).to.deep.equal([]);
      expect(page.otherHostRequests).to.deep.equal([]);
      // test/built-headers.node.test.ts checks the headers themselves.
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
      const page = await visit(visits.first);
      expect(page.layoutShift, page.layoutShifts.join('; ')).to.equal(0);
    });

    itInChromium(`fetches the scripts ${route.path} needs at start together, exactly as its modulepreload list says`, requestTypes, async () => {
      const page = await visit(visits.first);
      expect(page.head.preloads).to.include('/main.js');
      expect(page.head.preloads).to.include(`/pages/${route.file}.js`);
      // Exactly: nothing found import by import, nothing fetched that is not needed; only what
      // a page may fetch once it runs (fetchedOnceRunning) comes on top.
      expect(scriptsBeyond(page)).to.deep.equal([]);
    });

    itInChromium(`shows all of ${route.path} with JavaScript off, with a working plain-link menu`, jsOff, async () => {
      const page = await visit(visits.javaScriptOff);
      expect(page.scriptsRan).to.equal(false);
      for (const text of keyText[route.path]!) expect(page.mainText).to.contain(text);
      expect(page.navLinks.map((l) => l.href)).to.deep.equal(navigation.map((item) => item.path));
      expect(page.navLinks.every((l) => l.visible)).to.equal(true);
      for (const text of [site.contacts.wellbeing.email, ...site.footer.pages.map((p) => p.title)]) expect(page.footerText).to.contain(text);
      await expectImagesServed('selfHosted', page);
    });

    itInChromium(`shows all of ${route.path} when every other host is blocked (CDN down)`, blocking, async () => {
      const page = await visit(visits.cdnDown);
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
    // A club without photos has no first photo to wait for.
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

  itInChromium(
    'gives back what was typed into the contact form after a real reload, hydrating without warnings',
    'typing into the page is a puppeteer call',
    async () => {
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
    },
  );
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
});

type MenuState = { hydrated: boolean; expanded: string; menuShown: boolean; idleButtons: string[]; expandedHistory: string[] };
type EarlyTap = { beforeTap: MenuState; afterTap: MenuState; afterHydration: MenuState; afterSecondTap: MenuState; problems: string[] };
const tapMenuBeforeScripts = (path: string) => serverCommand<EarlyTap, { path: string }>('tap-menu-before-scripts', { path });

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
  itInChromium('fetches the pages its menu leads to once the page has settled, with their content and what a tap needs besides', requestTypes, async () => {
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
