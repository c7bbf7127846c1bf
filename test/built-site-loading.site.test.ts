// The test club's site as built, visited in Chromium from Node (test/helpers/chromium-visits.ts):
// the first photo before the scripts, a sub-path, the menu tapped before the scripts arrive,
// prefetching, news posts. Each page's own checks: test/built-site.site.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tapMenuBeforeScripts } from '../scripts/test/tap-before-scripts.mjs';
import { fetchBuilt } from './helpers/built-files.js';
import {
  elsewhere,
  home,
  menuTitle,
  navigation,
  news,
  singlePages,
  site,
} from './helpers/built-site-facts.js';
import { fetchedOnceRunning, staticImports } from './helpers/built-scripts.js';
import { assertImagesServed, chromiumVisits, scriptsBeyond } from './helpers/chromium-visits.js';

type MenuState = {
  hydrated: boolean;
  expanded: string;
  menuShown: boolean;
  idleButtons: string[];
  expandedHistory: string[];
};

const { visit, origins, browser } = chromiumVisits();

describe('the first photo before the scripts, in Chromium', () => {
  it("asks for scripts only once the home page's first photo has arrived", async () => {
    const page = await visit({ path: '/', width: 375 });
    assert.equal(page.scriptsRan, true);
    // A club without photos has no first photo to wait for.
    assert.ok(
      page.imagesLoadedBeforeScripts.includes(`/${home.slides[0]!.src}`),
      page.imagesLoadedBeforeScripts.join(' '),
    );
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
    tapMenuBeforeScripts(browser(), origins, { path }) as Promise<EarlyTap>;

  it('opens the menu on a tap before React arrives, and React keeps it open', async () => {
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

  it("shows the contact form's Submit as not ready (disabled) until React arrives", async () => {
    const { beforeTap, afterHydration } = await tapMenu('/contact');
    assert.deepEqual(beforeTap.idleButtons, []);
    assert.ok(afterHydration.idleButtons.length > 0);
  });
});

describe('prefetching in the built site, in Chromium', () => {
  it("fetches its menu's pages once settled, with what they and a tap need", async () => {
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

  it('fetches nothing more than the page needs when asked to save data', async () => {
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

  it("fetches exactly a post page's preloads, the post's own module among them", async () => {
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
