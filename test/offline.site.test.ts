// The site with no connection (issue 29), in Chromium, Firefox and WebKit, driven from Node: the
// built site (scripts/test/offline-sites.mjs) is visited once, then its server is stopped, as
// airplane mode would leave it. Each engine has its own tab (scripts/test/offline-tabs.mjs),
// server and copy of the site; a new build is published into one. BROWSERS=webkit (or chromium,
// firefox) picks engines.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chosenEngines, type Engine } from '../scripts/test/engines.mjs';
import {
  alwaysSaved,
  contact,
  headingAt,
  menu,
  navigation,
  neverSaved,
  offline,
  pageAt,
  savedCopy,
  singlePages,
  site,
} from './helpers/offline-facts.js';
import {
  formAlert,
  formValues,
  sendMessage,
  tapLink,
  workerState,
} from '../scripts/test/offline-page.mjs';
import { engineNames, engineTab, settled, until } from './helpers/offline-tab.js';
import { newerMarker } from '../scripts/test/offline-sites.mjs';

// The engines side by side (each in a browser of its own), each engine's tests one after the
// other, as they share its tab.
describe('the site with no connection', { concurrency: true }, () => {
  for (const engine of chosenEngines()) offlineTests(engine);
});

function offlineTests(engine: Engine) {
  describe(`in ${engineNames[engine]}`, { concurrency: 1 }, () => {
    const { tab, sites, open, inTab, inTabUntil, look } = engineTab(engine);
    const visit = open;

    it('shows the menu, Training, Events and Join pages offline once visited, saved', async () => {
      await visit('/');
      await inTabUntil(workerState, settled, '/'); // the worker has saved the pages
      await tab.close();
      await sites().root.stop();
      for (const path of alwaysSaved) {
        const status = await open(path);
        const page = await look();
        assert.deepEqual(page.problems, [], path);
        assert.equal(status, 200, path);
        assert.match(page.note ?? '', savedCopy, path);
        assert.equal(page.noteRole, 'status', 'read out politely');
        assert.equal(page.h1, await headingAt(path), path);
        assert.equal(page.hydrated, true, `${path} wakes up from the saved scripts`);
        assert.deepEqual(page.picturesMissing, [], path);
        if (pageAt(path)?.file === 'TrainingPage')
          assert.ok(page.todaySquads > 0, 'is there training today?');
      }
    });

    it('marks a page reached offline by a menu link as saved, said politely', async () => {
      await visit('/');
      await inTabUntil(workerState, settled, '/');
      await open('/'); // from the network, through the worker
      assert.equal((await look()).note, null, 'fresh');
      await sites().root.stop();
      const target = navigation.find(
        (item) => item.path !== '/' && singlePages.some((page) => page.path === item.path),
      )!;
      await inTab(tapLink, target.title);
      // The new page's heading, then (a moment later) the note that it is a saved copy.
      const heading = (await headingAt(target.path)) ?? '';
      const arrived = (words: string) =>
        document.querySelector('main h1')?.textContent === words &&
        Boolean(document.querySelector('.saved-copy'));
      await inTabUntil(arrived, Boolean, heading);
      const page = await look();
      assert.equal(page.h1, heading);
      assert.match(page.note ?? '', savedCopy);
      assert.equal(page.noteRole, 'status');
      assert.equal(page.notes, 1);
      assert.deepEqual(page.problems, []);
    });

    it('shows the offline page, with the saved pages, for a page never saved', async () => {
      await visit('/');
      await inTabUntil(workerState, settled, '/');
      await sites().root.stop();
      const status = await open(neverSaved);
      const page = await look();
      assert.equal(status, 200);
      assert.equal(page.h1, offline.page.title);
      assert.equal(page.note, null);
      assert.deepEqual(
        menu.filter((path) => !page.savedLinks.includes(path)),
        [],
      );
    });

    it('hides a notice that ends while the phone is offline, at its end', async () => {
      const text = 'Test notice: the pool is closed';
      const path = menu.find((p) => p !== '/')!;
      // The notice must still be on when the saved copy opens: a machine too busy for that gets
      // a notice twice as long, and tries again (up to a minute's, so a broken notice fails).
      let seenOffline: Awaited<ReturnType<typeof look>> | undefined;
      for (let seconds = 4; !seenOffline && seconds <= 64; seconds *= 2) {
        sites().root.notice = {
          from: new Date(Date.now() - 3600_000).toISOString(),
          until: new Date(Date.now() + seconds * 1000).toISOString(),
          text,
        };
        await sites().root.start();
        await visit(path);
        const online = await look();
        await sites().root.stop();
        await open(path);
        const seen = await look();
        if (online.notices.includes(text) && seen.notices.includes(text)) seenOffline = seen;
      }
      assert.ok(seenOffline?.notices.includes(text), 'shown online, then in the saved copy');
      assert.match(seenOffline!.note ?? '', savedCopy);
      const later = await until(look, (page) => !page.notices.includes(text));
      assert.ok(!later.notices.includes(text), 'gone at its end');
      await open(path);
      assert.ok(!(await look()).notices.includes(text), 'and after a reload');
    });

    it('says the form cannot send offline, keeps the message, offers the mail link', async () => {
      const contactPath = menu.find((path) => pageAt(path)?.file === 'ContactPage');
      if (!contactPath) return; // a site whose menu has no contact page
      await visit('/');
      await inTabUntil(workerState, settled, '/');
      await sites().root.stop();
      await open(contactPath);
      const { form: text } = contact;
      const typed = {
        [text.name.label]: 'Morag',
        [text.email.label]: 'mo@example.com',
        [text.message.label]: 'Is there training tonight?',
      };
      const formWorks = () =>
        Boolean(document.querySelector('form button[type="submit"]:not([disabled])'));
      await inTabUntil(formWorks, Boolean);
      await inTab(sendMessage, JSON.stringify(typed));
      const result = (await inTabUntil(formAlert, Boolean))!;
      const { problems } = await inTab(() => null);
      assert.equal(result.alert, `${text.offline} ${site.contacts.general.email}`);
      assert.equal(result.mail, `mailto:${site.contacts.general.email}`);
      // Chromium logs the form's own try of the network (a HEAD request for the page) failing.
      assert.deepEqual(
        problems.filter((p) => !p.includes(`ERR_CONNECTION_REFUSED (`)),
        [],
      );
      assert.deepEqual(await inTab(formValues).then(({ result }) => pick(result)), typed);
      await open(contactPath);
      await look(); // woken up, draft restored
      assert.deepEqual(pick((await inTab(formValues)).result), typed, 'kept after a reload');
      await inTab(() => localStorage.clear()); // the draft
      function pick(values: Record<string, string | null>) {
        return Object.fromEntries(Object.keys(typed).map((label) => [label, values[label]]));
      }
    });

    it('replaces an old build with a new one cleanly, in a sub-folder', async () => {
      const { base } = sites().subPath;
      await open('/club/', 'subPath');
      const scope = `${base}/`;
      const first = await inTabUntil(workerState, settled, scope);
      await sites().subPath.publishNewer();
      await open(`${base}/training`, 'subPath');
      const fresh = await look();
      assert.deepEqual(fresh.problems, [], 'no module of the old build in the new page');
      assert.ok(fresh.title.includes(newerMarker), 'the next visit shows the new words');
      assert.equal(fresh.note, null);
      assert.equal(fresh.hydrated, true);
      assert.notEqual(fresh.build, first.stores[0]);
      // Once no page of the old build is open, the new worker takes over and the old store goes.
      await tab.close();
      await open('/outside-the-site', 'subPath');
      const after = await inTabUntil(
        workerState,
        (w) => settled(w) && w.stores[0] === fresh.build,
        scope,
      );
      assert.deepEqual(after.stores, [fresh.build]);
      await sites().subPath.stop();
      await open(`${base}/training`, 'subPath');
      const offline = await look();
      assert.deepEqual(offline.problems, []);
      assert.ok(offline.title.includes(newerMarker));
      assert.match(offline.note ?? '', savedCopy);
      assert.equal(offline.hydrated, true);
    });
  });
}
