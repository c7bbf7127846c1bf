// A web-test-runner plugin for test/offline.test.ts: two builds with the offline worker (at the
// domain's root and in a sub-folder), from the test club's content with the offline words of
// test/fixtures/offline/ and the contact form's (form.offline) of test/fixtures/policies/, served
// to one tab per engine by a server of that engine's own (each engine stops its server to take the
// network away, the one way that works in all three: see docs/testing.md), from a copy of its own
// (a test publishes a new build into it). The tabs: offline-tabs.mjs.
import { execFile } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import YAML from 'yaml';
import { startServer } from '../serve.mjs';
import { patient } from './patient-commands.mjs';
import { puppeteerTab, webKitTab } from './offline-tabs.mjs';
import { testContent as testClubContent, testPublic } from './fixture-clubs.mjs';

const run = promisify(execFile);
const sites = {
  // Folders of their own: the test sites' offline build (built-sites.mjs) is read at the same time.
  root: { dir: '.cache/offline-test-root', base: '' },
  subPath: {
    dir: '.cache/offline-test-sub',
    base: '/club',
    siteUrl: 'https://example.github.io/club/',
  },
};
const build = (site, out, content) =>
  run(
    process.execPath,
    [
      'scripts/build.mjs',
      `--out=${out}`,
      '--self-hosted',
      `--content=${content}`,
      `--public=${testPublic}`,
    ],
    {
      env: { ...process.env, ...(site.siteUrl && { SITE_URL: site.siteUrl }) },
    },
  );

/** The club's content with the test's words for what the worker and the form say offline. */
async function offlineContent(dir) {
  await rm(dir, { recursive: true, force: true });
  await cp(testClubContent, dir, { recursive: true });
  await cp('test/fixtures/offline/offline.yaml', `${dir}/offline.yaml`);
  // The form's offline words only: the rest of the contact page stays the club's (its heading).
  const contact = YAML.parseDocument(await readFile(`${dir}/contact.yaml`, 'utf8'));
  contact.setIn(
    ['form', 'offline'],
    YAML.parse(await readFile('test/fixtures/policies/contact.yaml', 'utf8')).form.offline,
  );
  await writeFile(`${dir}/contact.yaml`, contact.toString());
  return dir;
}

/** How long each command may take (the whole file takes under 3 minutes at load 24): one that
 * never answers (a paired run's Firefox, then WebKit, hung 10–30 minutes in this file) fails
 * here, naming the engine, the command and what it ran, instead of at testsFinishTimeout. */
const patience = { 'offline-publish-newer': 6 * 60 * 1000, default: 3 * 60 * 1000 };

/** `promise`, or a failure naming `what` once `ms` have passed without an answer. */
function within(ms, promise, what) {
  let timer;
  const silent = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what}: no answer in ${ms / 60000} minutes`)), ms);
  });
  return Promise.race([promise, silent]).finally(() => clearTimeout(timer));
}

/** The words the newer build adds to the training page's title. */
const newerMarker = '(new build)';

/**
 * The site built again with the training page's title changed: built once, published into each
 * engine's copy.
 */
const newerBuilds = new Map();
function newerBuild(name) {
  if (!newerBuilds.has(name)) {
    const site = sites[name];
    const out = `${site.dir}-newer`;
    newerBuilds.set(
      name,
      offlineContent(`${out}-content`).then(async (content) => {
        const file = `${content}/training.yaml`;
        const yaml = await readFile(file, 'utf8');
        await writeFile(
          file,
          yaml.replace(
            /^title: *(.*)$/m,
            (_, title) => `title: ${title.replace(/^["']|["']$/g, '')} ${newerMarker}`,
          ),
        );
        await build(site, out, content);
        return out;
      }),
    );
  }
  return newerBuilds.get(name);
}

/** One engine's copy of a site, and its server, which can be stopped and started on one port. */
async function engineSite(engine, name) {
  const site = sites[name];
  const dir = `${site.dir}-${engine.toLowerCase()}`;
  await rm(dir, { recursive: true, force: true });
  await cp(site.dir, dir, { recursive: true });
  const served = { dir, base: site.base, port: 0, server: null, notice: null };
  // A notice of the test's, written into every page as the build writes notices.
  const html = (text) =>
    served.notice
      ? text.replace(
          '<div id="root">',
          `<p class="notice" data-from="${served.notice.from}" data-until="${served.notice.until}">${served.notice.text}</p>$&`,
        )
      : text;
  served.start = async () => {
    served.server ??= await startServer({ dir, port: served.port, base: site.base, html });
    served.port = served.server.address().port;
  };
  served.stop = async () => {
    const { server } = served;
    if (!server) return; // stopped already: close() would never call back
    await new Promise((closed) => {
      server.close(closed);
      server.closeAllConnections(); // or a kept-alive connection still reaches it
    });
    served.server = null;
  };
  // A new build published: the newer build (below) in place of this copy.
  served.publishNewer = async () => {
    const newer = await newerBuild(name);
    await rm(dir, { recursive: true, force: true });
    await cp(newer, dir, { recursive: true });
  };
  await served.start();
  return served;
}

export function offlinePlugin() {
  const engines = new Map(); // engine name → { tab, sites: { root, subPath } }
  let built; // the two builds, made when an offline test first asks (not for other test files)
  const buildSites = async () => {
    const content = await offlineContent('.cache/offline-content');
    for (const site of Object.values(sites)) await build(site, site.dir, content);
  };
  return {
    name: 'offline-test',
    async serverStart() {
      built = undefined;
      newerBuilds.clear();
    },
    async serverStop() {
      for (const { tab, sites: served } of await Promise.all(engines.values())) {
        await tab.stop?.();
        for (const site of Object.values(served)) await site.stop();
      }
    },
    executeCommand: patient(
      (command) => command.startsWith('offline-'),
      /** @param {{ command: string, payload?: any, session: any }} options */
      async ({ command, payload = {}, session }) => {
        const engine = session.browser.name;
        if (!engines.has(engine)) {
          const tab =
            session.browser.type === 'webdriver'
              ? webKitTab()
              : puppeteerTab(session.browser.getPage(session.id).browser());
          const ready = (built ??= buildSites()).then(async () => ({
            tab,
            sites: {
              root: await engineSite(engine, 'root'),
              subPath: await engineSite(engine, 'subPath'),
            },
          }));
          engines.set(engine, ready);
        }
        const { tab, sites: served } = await engines.get(engine);
        const site = served[payload.site ?? 'root'];
        const what = `the offline tests' ${command} in ${engine} (${JSON.stringify(payload).slice(0, 160)})`;
        return within(
          patience[command] ?? patience.default,
          answer(command, payload, { tab, site }),
          what,
        );
      },
    ),
  };
}

/** One command's work, for one engine's tab and site. */
async function answer(command, payload, { tab, site }) {
  const origin = () => `http://127.0.0.1:${site.port}`;
  if (command === 'offline-open')
    return { status: await tab.open(origin() + payload.path), base: site.base };
  if (command === 'offline-run') {
    const result = await tab.run(new Function(`return (${payload.fn})(...arguments)`), payload.arg);
    return { result, problems: [...tab.problems] };
  }
  if (command === 'offline-close') return Boolean(await tab.close());
  if (command === 'offline-network')
    return Boolean(await (payload.up ? site.start() : site.stop()));
  if (command === 'offline-publish-newer') return site.publishNewer().then(() => newerMarker);
  if (command === 'offline-notice') return Boolean((site.notice = payload.notice));
  throw new Error(`no command ${command}`);
}
