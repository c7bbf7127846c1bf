// The test club's site as built (scripts/test/built-sites.mjs), served by a host like GitHub Pages
// (scripts/serve.mjs) and visited in fresh Chromium tabs through puppeteer
// (scripts/test/visit-page.mjs): every page hydrates without a problem, moves nothing (CLS 0),
// fetches exactly its modulepreload list, and shows everything with JavaScript off and with the
// CDN down; 404s, sub-paths, the menu before the scripts, prefetching, a draft over a reload, news
// posts. These need Chromium's tools (CDP, request interception) or do not depend on the engine;
// Firefox and WebKit hydrate each kind of page: test/built-site-engines.site.test.ts. The built
// files themselves are test/built-pages.node.test.ts's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer';
import { startServer } from '../scripts/serve.mjs';
import { builtSites } from '../scripts/test/built-sites.mjs';
import { tapMenuBeforeScripts } from '../scripts/test/tap-before-scripts.mjs';
import { visit as visitPage, type VisitOptions } from '../scripts/test/visit-page.mjs';
import { builtPageWords, fetchBuilt } from './helpers/built-files.js';
import {
  contact,
  drawnHeadings,
  elsewhere,
  home,
  menuTitle,
  missingFrom,
  navigation,
  news,
  notFound,
  pageTitle,
  singlePages,
  site,
} from './helpers/built-site-facts.js';
import { fetchedOnceRunning, staticImports } from './helpers/built-scripts.js';

type Site = 'cdn' | 'selfHosted' | 'subPath';
type Visit = Awaited<ReturnType<typeof visitPage>>;
type MenuState = {
  hydrated: boolean;
  expanded: string;
  menuShown: boolean;
  idleButtons: string[];
  expandedHistory: string[];
};

const origins: Record<
  string,
  { origin: string; base: string; server: Awaited<ReturnType<typeof startServer>> }
> = {};
let browser: Browser;

before(async () => {
  for (const [name, { dir, base }] of Object.entries(
    await builtSites(['cdn', 'selfHosted', 'subPath']),
  )) {
    const server = await startServer({ dir, port: 0, base });
    origins[name] = { origin: `http://127.0.0.1:${server.address().port}`, base, server };
  }
  // No time limit on a call to the browser (puppeteer's is 3 min): a busy machine can take longer.
  browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
    headless: true,
    protocolTimeout: 0,
  });
});
after(async () => {
  await browser?.close();
  for (const { server } of Object.values(origins)) server.close();
});

// Each page is visited once per set of options: tests that read the same visit share it.
const visits = new Map<string, Promise<Visit>>();
function visit(options: VisitOptions & { site?: Site }): Promise<Visit> {
  const key = JSON.stringify(options);
  if (!visits.has(key)) visits.set(key, visitPage(browser, origins, options));
  return visits.get(key)!;
}

async function assertImagesServed(siteName: Site, visited: Visit, base = '') {
  assert.ok(visited.images.length > 0);
  for (const image of visited.images) {
    assert.notEqual(image.alt, null, image.src);
    const file = await fetchBuilt(siteName, new URL(image.src).pathname.slice(base.length));
    assert.equal(file.status, 200, image.src);
    assert.match(file.type, /^image\//, image.src);
  }
}

/** Scripts a visit fetched beyond its page's modulepreload list, and preloads it did not fetch. */
function scriptsBeyond(page: Visit): string[] {
  const preloads = new Set(page.head.preloads);
  const beyond = page.scripts.filter((s) => !preloads.has(s) && !fetchedOnceRunning.includes(s));
  const missing = page.head.preloads
    .filter((s) => !page.scripts.includes(s))
    .map((s) => `not fetched: ${s}`);
  return [...missing, ...beyond];
}

// The visits each page gets. The first is settled (hydrated, its later parts woken up), at the
// build's moment (a day later, the training page rightly shows another day's sessions), and saving
// data, so it fetches no other page ahead of a tap ('prefetching' below visits without).
const visitsOf = (path: string) => ({
  first: { path, saveData: true, settle: true, clockAtBuild: true },
  javaScriptOff: { path, javaScript: false, width: 375 },
  cdnDown: { site: 'cdn' as const, path, blockOtherHosts: true, width: 375 },
});

describe('the built site in Chromium', () => {
  for (const route of singlePages) {
    const visits = visitsOf(route.path);
    it(`serves ${route.path} as a full HTML page that hydrates without warnings`, async () => {
      const page = await visit(visits.first);
      assert.equal(page.status, 200);
      assert.equal(page.scriptsRan, true);
      assert.deepEqual(page.problems, []);
      assert.deepEqual(page.otherHostRequests, []);
      // test/built-headers.node.test.ts checks the headers themselves.
      assert.match(
        page.headers?.['content-security-policy'] ?? '',
        /frame-ancestors 'none'/,
        'served with the headers of _headers',
      );
      assert.equal(page.title, pageTitle((await builtPageWords('selfHosted', route)).title));
      const drawn = await drawnHeadings(route.path);
      assert.deepEqual(page.h1, [drawn[0]]);
      assert.deepEqual(
        missingFrom(page.mainText, drawn),
        [],
        'hydration keeps every part the build drew',
      );
      // The privacy and accessibility pages are not in the menu, so no entry is highlighted there.
      const inMenu = navigation.some((item) => item.path === route.path);
      assert.equal(
        page.navLinks.find((l) => l.current === 'page')?.href,
        inMenu ? route.path : undefined,
      );
    });

    it(`wakes ${route.path} up without moving anything on it (CLS 0)`, async () => {
      const page = await visit(visits.first);
      assert.equal(page.layoutShift, 0, page.layoutShifts.join('; '));
    });

    it(`fetches the scripts ${route.path} needs at start together, exactly as its modulepreload list says`, async () => {
      const page = await visit(visits.first);
      assert.ok(page.head.preloads.includes('/main.js'));
      assert.ok(page.head.preloads.includes(`/pages/${route.file}.js`));
      // Exactly: nothing found import by import, nothing fetched that is not needed; only what
      // a page may fetch once it runs (fetchedOnceRunning) comes on top.
      assert.deepEqual(scriptsBeyond(page), []);
    });

    it(`shows all of ${route.path} with JavaScript off, with a working plain-link menu`, async () => {
      const page = await visit(visits.javaScriptOff);
      assert.equal(page.scriptsRan, false);
      // Every heading the running app draws, its later parts included.
      assert.deepEqual(missingFrom(page.mainText, (await visit(visits.first)).headings), []);
      assert.deepEqual(
        page.navLinks.map((l) => l.href),
        navigation.map((item) => item.path),
      );
      assert.ok(page.navLinks.every((l) => l.visible));
      assert.deepEqual(
        missingFrom(page.footerText, [
          site.contacts.wellbeing.email,
          ...site.footer.pages.map((p) => p.title),
        ]),
        [],
      );
      await assertImagesServed('selfHosted', page);
    });

    it(`shows all of ${route.path} when every other host is blocked (CDN down)`, async () => {
      const page = await visit(visits.cdnDown);
      assert.equal(page.scriptsRan, false);
      assert.equal(page.jsStyles, false, 'the page drops its scripts-running styles');
      assert.deepEqual(missingFrom(page.mainText, (await visit(visits.first)).headings), []);
      assert.ok(page.navLinks.every((l) => l.visible));
      await assertImagesServed('cdn', page);
    });
  }

  it("asks for scripts only once the home page's first photo has arrived", async () => {
    const page = await visit({ path: '/', width: 375 });
    assert.equal(page.scriptsRan, true);
    // A club without photos has no first photo to wait for.
    assert.ok(
      page.imagesLoadedBeforeScripts.includes(`/${home.slides[0]!.src}`),
      page.imagesLoadedBeforeScripts.join(' '),
    );
  });

  // A news address with no post (taken down, mistyped) looks like a post's route to the app.
  for (const path of ['/no/such/page', '/news/no-such-post']) {
    it(`answers ${path} with 404.html, status 404, and the not-found page, hydrated without warnings`, async () => {
      const page = await visit({ path });
      assert.equal(page.status, 404);
      assert.deepEqual(page.h1, [notFound.title]);
      assert.equal(page.title, pageTitle(notFound.title));
      assert.deepEqual(page.problems, []);
    });
  }

  it('treats /about/ as /about, with its menu entry highlighted', async () => {
    const page = await visit({ path: '/about/' });
    assert.equal(new URL(page.url).pathname, '/about');
    assert.equal(page.navLinks.find((l) => l.current === 'page')?.text, menuTitle('/about'));
    assert.deepEqual(page.problems, []);
  });

  it('moves to another page without reloading: new title, focus on its heading', async () => {
    const page = await visit({ path: '/', clickLink: elsewhere.title });
    assert.equal(page.sameDocument, true);
    assert.equal(new URL(page.url).pathname, elsewhere.path);
    assert.equal(
      page.title,
      pageTitle(
        (
          await builtPageWords(
            'selfHosted',
            singlePages.find((p) => p.path === elsewhere.path)!,
          )
        ).title,
      ),
    );
    assert.equal(page.focused, (await drawnHeadings(elsewhere.path))[0]);
    assert.deepEqual(page.problems, []);
  });

  it('gives back what was typed into the contact form after a real reload, hydrating without warnings', async () => {
    const { name, email, message } = contact.form;
    const page = await visit({
      path: '/contact',
      typeThenReload: [
        { label: name.label, text: 'Morag' },
        { label: message.label, text: 'When are the next trials?' },
      ],
    });
    assert.deepEqual(page.problems, []);
    assert.equal(page.formValues[name.label], 'Morag');
    assert.equal(page.formValues[email.label], '');
    assert.equal(page.formValues[message.label], 'When are the next trials?');
  });
});

describe('the site built for a sub-path (/club/), in Chromium', () => {
  it('keeps links, pictures and the library copies inside the sub-path', async () => {
    const page = await visit({ site: 'subPath', path: '/about' });
    assert.equal(page.status, 200);
    assert.equal(page.scriptsRan, true);
    assert.deepEqual(page.problems, []);
    assert.deepEqual(
      page.navLinks.map((l) => l.href),
      navigation.map((item) => `/club${item.path === '/' ? '/' : item.path}`),
    );
    assert.equal(page.navLinks.find((l) => l.current === 'page')?.text, menuTitle('/about'));
    await assertImagesServed('subPath', page, '/club');
    assert.equal(page.head.canonical, 'https://example.github.io/club/about');
  });

  it('moves between pages in the browser under the sub-path', async () => {
    const page = await visit({ site: 'subPath', path: '/', clickLink: elsewhere.title });
    assert.equal(new URL(page.url).pathname, `/club${elsewhere.path}`);
    assert.equal(page.sameDocument, true);
    assert.deepEqual(page.problems, []);
  });
});

describe('the built site before its scripts have run, in Chromium', () => {
  type EarlyTap = {
    beforeTap: MenuState;
    afterTap: MenuState;
    afterHydration: MenuState;
    afterSecondTap: MenuState;
    problems: string[];
  };
  const tapMenu = (path: string) =>
    tapMenuBeforeScripts(browser, origins, { path }) as Promise<EarlyTap>;

  it('opens the menu on a tap before React has arrived, and React carries on with it open', async () => {
    const { beforeTap, afterTap, afterHydration, afterSecondTap, problems } = await tapMenu('/');
    assert.equal(beforeTap.hydrated, false);
    assert.deepEqual([beforeTap.expanded, beforeTap.menuShown], ['false', false]);
    assert.equal(afterTap.hydrated, false);
    assert.deepEqual([afterTap.expanded, afterTap.menuShown], ['true', true]);
    assert.equal(afterHydration.hydrated, true);
    assert.deepEqual([afterHydration.expanded, afterHydration.menuShown], ['true', true]);
    // Closed only before the tap: React's arrival never folds the menu, not even for a moment.
    assert.equal(afterHydration.expandedHistory[0], 'false');
    assert.ok(
      afterHydration.expandedHistory.slice(1).every((value) => value === 'true'),
      afterHydration.expandedHistory.join(' '),
    );
    // The next tap is React's alone: the menu closes (once, not opened again by the page's script).
    assert.deepEqual([afterSecondTap.expanded, afterSecondTap.menuShown], ['false', false]);
    assert.deepEqual(problems, []);
    // The slider's buttons, meanwhile, looked not ready (disabled) until React arrived.
    assert.deepEqual(beforeTap.idleButtons, []);
    assert.ok(afterHydration.idleButtons.length > 0);
  });

  it("shows the contact form's Submit as not ready (disabled) until React has arrived", async () => {
    const { beforeTap, afterHydration } = await tapMenu('/contact');
    assert.deepEqual(beforeTap.idleButtons, []);
    assert.ok(afterHydration.idleButtons.length > 0);
  });
});

describe('prefetching in the built site, in Chromium', () => {
  it('fetches the pages its menu leads to once the page has settled, with their content and what a tap needs besides', async () => {
    const { scripts, problems } = await visit({ path: '/', width: 375, settle: true });
    for (const route of singlePages.filter((r) =>
      navigation.some((item) => item.path === r.path),
    )) {
      const module = `/pages/${route.file}.js`;
      assert.ok(scripts.includes(module), route.file);
      // …and what each page module imports of the site's own (its content, its components).
      for (const spec of (
        await staticImports((await fetchBuilt('selfHosted', module)).text)
      ).filter((s) => s.startsWith('.'))) {
        assert.ok(
          scripts.includes(new URL(spec, `http://site${module}`).pathname),
          `${module} imports ${spec}`,
        );
      }
    }
    assert.ok(scripts.includes('/lib/arrival.js'), 'what places focus and the window after a tap');
    assert.deepEqual(problems, []);
  });

  it('fetches nothing more than the page needs when the connection asks to save data', async () => {
    const page = await visit({ path: '/', width: 375, settle: true, saveData: true });
    assert.deepEqual(scriptsBeyond(page), []);
  });
});

// As a phone saving data: the page fetches no other page ahead of a tap, so the scripts it asks
// for are its own. The built files of news (posts' pages, the feed, the calendars) are
// test/whats-on-built.node.test.ts's.
describe('news posts as built, in Chromium', () => {
  const post = news.at(-1)!;
  const postVisit = { path: `/news/${post.slug}`, saveData: true };

  it('hydrates a post page without warnings, with its own title and heading', async () => {
    const page = await visit(postVisit);
    assert.equal(page.scriptsRan, true);
    assert.deepEqual(page.problems, []);
    assert.deepEqual(page.h1, [post.title]);
    assert.equal(page.title, `${post.title} | ${site.shortName}`);
  });

  it("fetches exactly a post page's preloaded scripts, the post's own module among them", async () => {
    const page = await visit(postVisit);
    assert.ok(page.head.preloads.includes(`/content/news/${post.slug}.js`));
    const atStart = page.scripts.filter((script) => !fetchedOnceRunning.includes(script));
    assert.deepEqual(atStart.sort(), [...page.head.preloads].sort());
  });

  it('does not load the posts, events or notices on pages that do not show them', async () => {
    const page = await visit({ path: '/links', saveData: true });
    assert.deepEqual(
      page.scripts.filter((s) => /\/content\/([\w-]*news|[\w-]*events)\b/.test(s)),
      [],
    );
  });
});
