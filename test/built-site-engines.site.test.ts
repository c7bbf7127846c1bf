// The test club's site as built (scripts/test/built-sites.mjs), served by a host like GitHub Pages
// (scripts/serve.mjs) and visited from Node in Firefox (puppeteer over WebDriver BiDi,
// scripts/test/visit-page.mjs) and WebKit (WebKitWebDriver, scripts/test/webkit-visit.mjs), as
// engines differ in hydration and Intl: each kind of page hydrates without a warning at one
// width; 404s, a trailing slash, moving between pages, a sub-path, a news post. Chromium's
// visits, with all that needs its tools: test/built-site.site.test.ts. BROWSERS=firefox or
// BROWSERS=webkit picks one engine.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'puppeteer';
import { startServer } from '../scripts/serve.mjs';
import { builtSites } from '../scripts/test/built-sites.mjs';
import { chosenEngines, launchBrowser } from '../scripts/test/engines.mjs';
import { visit as visitPage } from '../scripts/test/visit-page.mjs';
import { webKitVisitor } from '../scripts/test/webkit-visit.mjs';
import { builtPageWords } from './helpers/built-files.js';
import {
  drawnHeadings,
  elsewhere,
  menuTitle,
  missingFrom,
  navigation,
  news,
  notFound,
  pageTitle,
  singlePages,
  site,
} from './helpers/built-site-facts.js';

type Site = 'selfHosted' | 'subPath';
type Visit = {
  status: number;
  /** None where the engine does not report them (WebKit; Firefox at times). */
  headers: Record<string, string> | null;
  url: string;
  title: string;
  h1: string[];
  mainText: string;
  navLinks: { text: string | null; href: string | null; current: string | null }[];
  focused: string | null;
  scriptsRan: boolean;
  sameDocument: boolean | null;
  problems: string[];
  otherHostRequests: string[];
  head: { canonical: string | null };
};
type Visitor = (site: Site, path: string, clickLink?: string) => Promise<Visit>;

const origins: Record<string, { origin: string; base: string }> = {};
const servers: { close(): void }[] = [];
before(async () => {
  for (const [name, { dir, base }] of Object.entries(await builtSites(['selfHosted', 'subPath']))) {
    const server = await startServer({ dir, port: 0, base });
    servers.push(server);
    origins[name] = { origin: `http://127.0.0.1:${server.address().port}`, base };
  }
});
after(() => servers.forEach((server) => server.close()));

/** Each engine's visits, one at a time (WebKit's share one window): its browser opened on the
 * first, closed with the file. */
function visitorOf(engine: 'firefox' | 'webkit'): { visit: Visitor; stop: () => Promise<void> } {
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = (visit: () => Promise<Visit>) => {
    const done = turn.then(visit);
    turn = done.catch(() => undefined);
    return done;
  };
  if (engine === 'webkit') {
    const webKit = webKitVisitor();
    return {
      visit: (site, path, clickLink) => inTurn(() => webKit.visit(origins[site]!, path, clickLink)),
      stop: webKit.stop,
    };
  }
  let browser: Promise<Browser> | undefined;
  const firefox = () => (browser ??= launchBrowser('firefox'));
  return {
    visit: (site, path, clickLink) =>
      inTurn(async () => visitPage(await firefox(), origins, { site, path, clickLink })),
    stop: async () => (await browser)?.close(),
  };
}

// The engines side by side, each engine's visits one after the other.
describe('the built site beyond Chromium', { concurrency: true }, () => {
  for (const engine of chosenEngines()) if (engine !== 'chromium') engineTests(engine);
});

function engineTests(engine: 'firefox' | 'webkit') {
  const { visit, stop } = visitorOf(engine);
  after(stop);
  const engineName = engine === 'firefox' ? 'Firefox' : 'WebKit';

  describe(`the built site in ${engineName}`, { concurrency: 1 }, () => {
    for (const route of singlePages) {
      it(`serves ${route.path} as a whole page that hydrates without warnings`, async () => {
        const page = await visit('selfHosted', route.path);
        assert.equal(page.status, 200);
        assert.equal(page.scriptsRan, true);
        assert.deepEqual(page.problems, []);
        assert.deepEqual(page.otherHostRequests, []);
        // test/built-headers.node.test.ts checks the headers themselves.
        if (page.headers)
          assert.match(
            page.headers['content-security-policy'] ?? '',
            /frame-ancestors 'none'/,
            'served with the headers of _headers',
          );
        assert.equal(page.title, pageTitle((await builtPageWords('selfHosted', route)).title));
        const drawn = await drawnHeadings(route.path);
        assert.deepEqual(page.h1, [drawn[0]]);
        assert.deepEqual(missingFrom(page.mainText, drawn), [], 'every heading the build drew');
        // The privacy and accessibility pages are not in the menu: no entry is highlighted there.
        const inMenu = navigation.some((item) => item.path === route.path);
        assert.equal(
          page.navLinks.find((l) => l.current === 'page')?.href,
          inMenu ? route.path : undefined,
        );
      });
    }

    // A news address with no post (taken down, mistyped) looks like a post's route to the app.
    for (const path of ['/no/such/page', '/news/no-such-post']) {
      it(`answers ${path} with status 404 and the not-found page, hydrated quietly`, async () => {
        const page = await visit('selfHosted', path);
        assert.equal(page.status, 404);
        assert.deepEqual(page.h1, [notFound.title]);
        assert.equal(page.title, pageTitle(notFound.title));
        assert.deepEqual(page.problems, []);
      });
    }

    it('treats /about/ as /about, with its menu entry highlighted', async () => {
      const page = await visit('selfHosted', '/about/');
      assert.equal(new URL(page.url).pathname, '/about');
      assert.equal(page.navLinks.find((l) => l.current === 'page')?.text, menuTitle('/about'));
      assert.deepEqual(page.problems, []);
    });

    it('moves to another page without reloading: new title, focus on its heading', async () => {
      const page = await visit('selfHosted', '/', elsewhere.title);
      assert.equal(page.sameDocument, true);
      assert.equal(new URL(page.url).pathname, elsewhere.path);
      const route = singlePages.find((p) => p.path === elsewhere.path)!;
      assert.equal(page.title, pageTitle((await builtPageWords('selfHosted', route)).title));
      assert.equal(page.focused, (await drawnHeadings(elsewhere.path))[0]);
      assert.deepEqual(page.problems, []);
    });

    it('hydrates a news post without warnings, with its own title and heading', async () => {
      const post = news.at(-1)!;
      const page = await visit('selfHosted', `/news/${post.slug}`);
      assert.equal(page.scriptsRan, true);
      assert.deepEqual(page.problems, []);
      assert.deepEqual(page.h1, [post.title]);
      assert.equal(page.title, `${post.title} | ${site.shortName}`);
    });
  });

  describe(`the site built for a sub-path (/club/), in ${engineName}`, { concurrency: 1 }, () => {
    it('keeps links and the library copies inside the sub-path', async () => {
      const page = await visit('subPath', '/about');
      assert.equal(page.status, 200);
      assert.equal(page.scriptsRan, true);
      assert.deepEqual(page.problems, []);
      assert.deepEqual(
        page.navLinks.map((l) => l.href),
        navigation.map((item) => `/club${item.path === '/' ? '/' : item.path}`),
      );
      assert.equal(page.navLinks.find((l) => l.current === 'page')?.text, menuTitle('/about'));
      assert.equal(page.head.canonical, 'https://example.github.io/club/about');
    });

    it('moves between pages in the browser under the sub-path', async () => {
      const page = await visit('subPath', '/', elsewhere.title);
      assert.equal(new URL(page.url).pathname, `/club${elsewhere.path}`);
      assert.equal(page.sameDocument, true);
      assert.deepEqual(page.problems, []);
    });
  });
}
