// The test club's site as built, visited in Chromium from Node (test/helpers/chromium-visits.ts):
// every page hydrates without a problem, moves nothing (CLS 0), fetches exactly its
// modulepreload list, and shows everything with JavaScript off and with the CDN down; 404s, a
// trailing slash, moving between pages, a draft over a reload. These need Chromium's tools (CDP,
// request interception) or do not depend on the engine; Firefox and WebKit hydrate each kind of
// page: test/built-site-engines.site.test.ts. Sub-paths, the menu before the scripts,
// prefetching, news posts: test/built-site-loading.site.test.ts. The built files themselves are
// test/built-pages.node.test.ts's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtPageWords } from './helpers/built-files.js';
import {
  contact,
  drawnHeadings,
  elsewhere,
  menuTitle,
  missingFrom,
  navigation,
  notFound,
  pageTitle,
  singlePages,
  site,
} from './helpers/built-site-facts.js';
import { assertImagesServed, chromiumVisits, scriptsBeyond } from './helpers/chromium-visits.js';

const { visit } = chromiumVisits();

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
    it(`serves ${route.path} as a whole page that hydrates without warnings`, async () => {
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

    it(`fetches the scripts ${route.path} needs at start: its modulepreload list`, async () => {
      const page = await visit(visits.first);
      assert.ok(page.head.preloads.includes('/main.js'));
      assert.ok(page.head.preloads.includes(`/pages/${route.file}.js`));
      // Exactly: nothing found import by import, nothing fetched that is not needed; only what
      // a page may fetch once it runs (fetchedOnceRunning) comes on top.
      assert.deepEqual(scriptsBeyond(page), []);
    });

    it(`shows all of ${route.path} with JavaScript off, with a plain-link menu`, async () => {
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

  // A news address with no post (taken down, mistyped) looks like a post's route to the app.
  for (const path of ['/no/such/page', '/news/no-such-post']) {
    it(`answers ${path} with 404.html (status 404), hydrated without warnings`, async () => {
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

  it('keeps what was typed into the contact form over a real reload, quietly', async () => {
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
