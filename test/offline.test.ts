// The site with no connection (issue 29), in Chromium, Firefox and WebKit: the built site is
// visited once, then its server is stopped (scripts/test/offline-plugin.mjs), as airplane mode
// would leave it. Each engine has its own server and copy of the site.
import { expect } from '@open-wc/testing';
import { navigation } from '../src/content/navigation.js';
import { site } from '../src/content/site.js';
import { pageAt, singlePages } from '../src/page-list.js';
import { fixture } from './helpers/fixtures.js';
import { headingAt } from './helpers/render.js';
import { serverCommand } from './helpers/server-command.js';

// The test sites' words for being offline (scripts/test/offline-plugin.mjs builds them in).
const { offline } = await fixture('offline', 'offline');
const { contact } = await fixture('policies', 'contact');

type Site = 'root' | 'subPath';
type Look = {
  title: string;
  h1: string | null;
  note: string | null;
  noteRole: string | null;
  notes: number;
  notices: string[];
  savedLinks: string[];
  todaySquads: number;
  picturesMissing: string[];
  build: string | null;
};
type Worker = { active: boolean; installing: boolean; waiting: boolean; stores: string[] };

const command = <T>(name: string, payload: Record<string, unknown> = {}) =>
  serverCommand<T>(name, payload);
const network = (site: Site, up: boolean) => command('offline-network', { site, up });
const open = (path: string, site: Site = 'root') =>
  command<{ status: number | string; base: string }>('offline-open', { site, path });
const inTab = <T>(fn: (arg: string) => T | Promise<T>, arg = '') =>
  command<{ result: T; problems: string[] }>('offline-run', { fn: String(fn), arg });

/** The page in the tab as a visitor sees it, once its scripts have woken it up (or not). */
async function describeTab(): Promise<Look> {
  const text = (el: Element | null | undefined) =>
    el?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  const eager = [...document.images]
    .filter((img) => img.loading !== 'lazy')
    .map((img) => img.currentSrc || img.src);
  const arrived = await Promise.all(
    eager.map((src) =>
      fetch(src).then(
        (r) => r.ok,
        () => false,
      ),
    ),
  );
  const note = document.querySelector('.saved-copy');
  const role = note?.getAttribute('role') ?? note?.closest('[role]')?.getAttribute('role') ?? null;
  return {
    title: document.title,
    h1: text(document.querySelector('h1')),
    note: text(note),
    noteRole: role,
    notes: document.querySelectorAll('.saved-copy').length,
    notices: [...document.querySelectorAll<HTMLElement>('.notice')]
      .filter((n) => !n.hidden)
      .map((n) => text(n) ?? ''),
    savedLinks: [...document.querySelectorAll('main nav a')].map(
      (a) => a.getAttribute('href') ?? '',
    ),
    todaySquads: document.querySelectorAll('#today li').length,
    picturesMissing: eager.filter((_, i) => !arrived[i]),
    build: document.querySelector<HTMLMetaElement>('meta[name="build"]')?.content ?? null,
  };
}

/** Types into the contact form's boxes (by their labels) as a visitor does, and presses Submit. */
function sendMessage(json: string) {
  const typed = JSON.parse(json) as Record<string, string>;
  for (const [label, value] of Object.entries(typed)) {
    const box = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)
      ?.control as HTMLInputElement;
    // React hears typing through the value setter and an input event.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value')!.set!.call(box, value);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
  document.querySelector<HTMLButtonElement>('form button[type="submit"]')!.click();
}

/** What the form's alert says, and its mail link; null until it says something. */
function formAlert() {
  const alert = document.querySelector('form [role="alert"]');
  return alert?.textContent
    ? {
        alert: alert.textContent.replace(/\s+/g, ' ').trim(),
        mail: alert.querySelector('a')?.getAttribute('href'),
      }
    : null;
}

/** What each labelled box of the form holds. */
const formValues = () =>
  Object.fromEntries(
    [...document.querySelectorAll('form label')].map((label) => [
      label.textContent?.trim(),
      ((label as HTMLLabelElement).control as HTMLInputElement | null)?.value ?? null,
    ]),
  );

/** The worker for `scope` ('/' or '/club/') and the builds it keeps, seen from the tab. */
async function workerState(scope: string): Promise<Worker> {
  // The visitor switches to another app and back: the page's own signal to register its worker
  // now (App.tsx's whenSettled) rather than 10 s after load, which a busy machine can stretch.
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  delete (document as { visibilityState?: string }).visibilityState;
  document.dispatchEvent(new Event('visibilitychange'));
  const registration = await navigator.serviceWorker.getRegistration(scope);
  const prefix = `offline ${new URL(scope, location.href).href} `;
  const stores = (await caches.keys())
    .filter((name) => name.startsWith(prefix) && name !== `${prefix}pages`)
    .map((name) => name.slice(prefix.length));
  return {
    active: Boolean(registration?.active),
    installing: Boolean(registration?.installing),
    waiting: Boolean(registration?.waiting),
    stores,
  };
}

const visit = open;

/** Taps the link with these words as a visitor does (the page drawn in the browser). */
function tapLink(words: string) {
  [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === words)!.click();
}

/** Reads the tab (each read quick, from the test) until `done`, for up to 4 minutes (a busy
 * machine can take two): past that it fails with what it last read, not at testsFinishTimeout. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const giveUp = Date.now() + 4 * 60 * 1000;
  for (let value = await read(); ; value = await read()) {
    if (done(value)) return value;
    if (Date.now() > giveUp)
      throw new Error(
        `still not done after 4 minutes (${String(done).slice(0, 80)}); last read: ${JSON.stringify(value)}`,
      );
    await new Promise((wait) => setTimeout(wait, 250));
  }
}
const inTabUntil = <T>(
  fn: (arg: string) => T | Promise<T>,
  done: (value: T) => boolean,
  arg = '',
) => until(async () => (await inTab(fn, arg)).result, done);

/** Where the page's scripts are: React has woken the page and its heading ('woken'), they gave
 * up (the page drops its scripts-running styles), there is nothing to wake (the offline page),
 * or still 'waiting'. */
const scriptsState = () => {
  const root = document.getElementById('root');
  if (!root) return 'nothing to wake';
  if (
    [root, document.querySelector('main h1')].every((el) =>
      Object.keys(el ?? {}).some((key) => /^__react(Container|Fiber)/.test(key)),
    )
  )
    return 'woken';
  return document.documentElement.dataset.js === 'on' ? 'waiting' : 'gave up';
};

/** The page in the tab once its scripts are done, and what reached its console since it was
 * opened (not in WebKit, whose WebDriver can't read it). */
async function look() {
  const scripts = await inTabUntil(scriptsState, (state) => state !== 'waiting');
  const { result, problems } = await inTab(describeTab);
  return { ...result, hydrated: scripts === 'woken', problems };
}
const settled = (w: Worker) => w.active && !w.installing && !w.waiting && w.stores.length === 1;

// The fixture's words with {saved} as "Monday 23 November at 18:05".
const escaped = offline.savedCopy.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const savedCopy = new RegExp(
  `^${escaped.replace('{saved}', '[A-Z][a-z]+day \\d{1,2} [A-Z][a-z]+ at \\d\\d:\\d\\d')}$`,
);
const menu = navigation.map((item) => item.path);
const alwaysSaved = [...new Set([...menu, '/training', '/events', '/join'])].filter((path) =>
  singlePages.some((page) => page.path === path),
);
// A page neither in the menu nor always saved, so never saved by a visit to the home page.
const neverSaved = singlePages.find(
  (page) => !alwaysSaved.includes(page.path) && !page.path.includes(':'),
)!.path;

describe('the site with no connection', () => {
  // The tab is closed after each test: while it is open in the test's own browser it takes
  // the focus from the other test files running there (their scrolling and focus tests fail).
  afterEach(async () => {
    await command('offline-close');
    await network('root', true);
    await network('subPath', true);
    await command('offline-notice', { site: 'root', notice: null });
  });

  it('shows the menu pages, Training, Events / News and Join after one visit, each marked as a saved copy', async () => {
    await visit('/');
    await inTabUntil(workerState, settled, '/'); // the worker has saved the pages
    await command('offline-close');
    await network('root', false);
    for (const path of alwaysSaved) {
      const { status } = await open(path);
      const page = await look();
      expect(page.problems, path).to.deep.equal([]);
      expect(status, path).to.equal(200);
      expect(page.note, path).to.match(savedCopy);
      expect(page.noteRole, 'read out politely').to.equal('status');
      expect(page.h1, path).to.equal(headingAt(path));
      expect(page.hydrated, `${path} wakes up from the saved scripts`).to.equal(true);
      expect(page.picturesMissing, path).to.deep.equal([]);
      if (pageAt(path)?.file === 'TrainingPage')
        expect(page.todaySquads, 'is there training today?').to.be.greaterThan(0);
    }
  });

  it('marks a page reached by a menu link with no connection as a saved copy, read out politely', async () => {
    await visit('/');
    await inTabUntil(workerState, settled, '/');
    await open('/'); // from the network, through the worker
    expect((await look()).note, 'fresh').to.equal(null);
    await network('root', false);
    const target = navigation.find(
      (item) => item.path !== '/' && singlePages.some((page) => page.path === item.path),
    )!;
    await inTab(tapLink, target.title);
    // The new page's heading, then (a moment later) the note that it is a saved copy.
    await inTabUntil(
      (heading) =>
        document.querySelector('main h1')?.textContent === heading &&
        Boolean(document.querySelector('.saved-copy')),
      Boolean,
      headingAt(target.path),
    );
    const page = await look();
    expect(page.h1).to.equal(headingAt(target.path));
    expect(page.note).to.match(savedCopy);
    expect(page.noteRole).to.equal('status');
    expect(page.notes).to.equal(1);
    expect(page.problems).to.deep.equal([]);
  });

  it('shows the offline page, with the saved pages, for a page never saved', async () => {
    await visit('/');
    await inTabUntil(workerState, settled, '/');
    await network('root', false);
    const { status } = await open(neverSaved);
    const page = await look();
    expect(status).to.equal(200);
    expect(page.h1).to.equal(offline.page.title);
    expect(page.note).to.equal(null);
    expect(page.savedLinks).to.include.members(menu);
  });

  it('hides a notice that ends while the phone is offline, at its end', async () => {
    const text = 'Test notice: the pool is closed';
    const path = menu.find((p) => p !== '/')!;
    // The notice must still be on when the saved copy opens: a machine too busy for that gets a
    // notice twice as long, and tries again (up to a minute's notice, so a broken notice fails).
    let offline: Look | undefined;
    for (let seconds = 4; !offline && seconds <= 64; seconds *= 2) {
      const notice = {
        from: new Date(Date.now() - 3600_000).toISOString(),
        until: new Date(Date.now() + seconds * 1000).toISOString(),
        text,
      };
      await command('offline-notice', { site: 'root', notice });
      await network('root', true);
      await visit(path);
      const online = await look();
      await network('root', false);
      await open(path);
      const seen = await look();
      if (online.notices.includes(text) && seen.notices.includes(text)) offline = seen;
    }
    expect(offline?.notices, 'shown online, then in the saved copy').to.include(text);
    expect(offline!.note).to.match(savedCopy);
    const later = await until(look, (page) => !page.notices.includes(text));
    expect(later.notices, 'gone at its end').to.not.include(text);
    await open(path);
    expect((await look()).notices, 'and after a reload').to.not.include(text);
  });

  it('says the contact form cannot send with no connection, keeps the message and offers the mail link', async () => {
    const contactPath = menu.find((path) => pageAt(path)?.file === 'ContactPage');
    if (!contactPath) return; // a site whose menu has no contact page
    await visit('/');
    await inTabUntil(workerState, settled, '/');
    await network('root', false);
    await open(contactPath);
    const { form: text } = contact;
    const typed = {
      [text.name.label]: 'Morag',
      [text.email.label]: 'mo@example.com',
      [text.message.label]: 'Is there training tonight?',
    };
    await inTabUntil(
      () => Boolean(document.querySelector('form button[type="submit"]:not([disabled])')),
      Boolean,
    ); // the form works
    await inTab(sendMessage, JSON.stringify(typed));
    const result = (await inTabUntil(formAlert, Boolean))!;
    const { problems } = await inTab(() => null);
    expect(result.alert).to.equal(`${text.offline} ${site.contacts.general.email}`);
    expect(result.mail).to.equal(`mailto:${site.contacts.general.email}`);
    // Chromium logs the form's own try of the network (a HEAD request for the page) failing.
    expect(problems.filter((p) => !p.includes(`ERR_CONNECTION_REFUSED (`))).to.deep.equal([]);
    expect((await inTab(formValues)).result, 'still in the form').to.deep.include(typed);
    await open(contactPath);
    await look(); // woken up, draft restored
    expect((await inTab(formValues)).result, 'kept after a reload').to.deep.include(typed);
    await inTab(() => localStorage.clear()); // the draft
  });

  it('replaces an old build with a new one cleanly, in a sub-folder', async () => {
    const { base } = await visit('/club/', 'subPath');
    const scope = `${base}/`;
    const first = await inTabUntil(workerState, settled, scope);
    const marker = await command<string>('offline-publish-newer', { site: 'subPath' });
    await open(`${base}/training`, 'subPath');
    const fresh = await look();
    expect(fresh.problems, 'no module of the old build in the new page').to.deep.equal([]);
    expect(fresh.title, 'the next visit shows the new words').to.contain(marker);
    expect(fresh.note).to.equal(null);
    expect(fresh.hydrated).to.equal(true);
    expect(fresh.build).to.not.equal(first.stores[0]);
    // Once no page of the old build is open, the new worker takes over and the old store goes.
    await command('offline-close');
    await open('/outside-the-site', 'subPath');
    const after = await inTabUntil(
      workerState,
      (w) => settled(w) && w.stores[0] === fresh.build,
      scope,
    );
    expect(after.stores).to.deep.equal([fresh.build]);
    await network('subPath', false);
    await open(`${base}/training`, 'subPath');
    const offline = await look();
    expect(offline.problems).to.deep.equal([]);
    expect(offline.title).to.contain(marker);
    expect(offline.note).to.match(savedCopy);
    expect(offline.hydrated).to.equal(true);
  });
});
