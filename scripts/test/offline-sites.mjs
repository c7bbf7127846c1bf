// The sites of the offline tests (test/offline.site.test.ts): two builds with the offline worker
// (at the domain's root and in a sub-folder), from the test club's content with the offline
// words of test/fixtures/offline/ and the contact form's (form.offline) of
// test/fixtures/policies/, each engine's served from a copy of its own (a test publishes a new
// build into it) by a server of its own, which the test stops to take the network away: the one
// way that works in all three engines (docs/testing.md).
import { execFile } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import YAML from 'yaml';
import { startServer } from '../serve.mjs';
import { testContent as testClubContent, testPublic } from './fixture-clubs.mjs';

/** @typedef {'root' | 'subPath'} SiteName */
/** @typedef {{ from: string, until: string, text: string }} Notice */

const run = promisify(execFile);
/** @type {Record<SiteName, { dir: string, base: string, siteUrl?: string }>} */
const sites = {
  // Folders of their own: the test sites' offline build (built-sites.mjs) is read at the same time.
  root: { dir: '.cache/offline-test-root', base: '' },
  subPath: {
    dir: '.cache/offline-test-sub',
    base: '/club',
    siteUrl: 'https://example.github.io/club/',
  },
};

/** @param {SiteName} name @param {string} out @param {string} content */
const build = (name, out, content) =>
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
      env: { ...process.env, ...(sites[name].siteUrl && { SITE_URL: sites[name].siteUrl }) },
    },
  ).then(() => out);

/** The club's content with the test's words for what the worker and the form say offline.
 * @param {string} dir */
async function offlineContent(dir) {
  await rm(dir, { recursive: true, force: true });
  await cp(testClubContent, dir, { recursive: true });
  await cp('test/fixtures/offline/offline.yaml', `${dir}/offline.yaml`);
  // The form's offline words only: the rest of the contact page stays the club's (its heading).
  const contact = YAML.parseDocument(await readFile(`${dir}/contact.yaml`, 'utf8'));
  const policies = YAML.parse(await readFile('test/fixtures/policies/contact.yaml', 'utf8'));
  contact.setIn(['form', 'offline'], policies.form.offline);
  await writeFile(`${dir}/contact.yaml`, contact.toString());
  return dir;
}

/** The words the newer build adds to the training page's title. */
export const newerMarker = '(new build)';

/** @type {Promise<unknown> | undefined} */
let built;
/** @type {Map<SiteName, Promise<string>>} */
const newerBuilds = new Map();

/** The site built again with the training page's title changed: built once, published into each
 * engine's copy. @param {SiteName} name */
function newerBuild(name) {
  const made =
    newerBuilds.get(name) ??
    offlineContent(`${sites[name].dir}-newer-content`).then(async (content) => {
      const file = `${content}/training.yaml`;
      const title = (/** @type {string} */ words) =>
        `title: ${words.replace(/^["']|["']$/g, '')} ${newerMarker}`;
      const yaml = await readFile(file, 'utf8');
      await writeFile(
        file,
        yaml.replace(/^title: *(.*)$/m, (_, words) => title(words)),
      );
      return build(name, `${sites[name].dir}-newer`, content);
    });
  newerBuilds.set(name, made);
  return made;
}

/** One engine's copy of a site, and its server, which can be stopped and started on one port.
 * @param {string} engine @param {SiteName} name */
async function engineSite(engine, name) {
  const { base } = sites[name];
  const dir = `${sites[name].dir}-${engine}`;
  await rm(dir, { recursive: true, force: true });
  await cp(sites[name].dir, dir, { recursive: true });
  /** @type {Awaited<ReturnType<typeof startServer>> | null} */
  let server = null;
  const served = {
    dir,
    base,
    port: 0,
    /** A notice of the test's, written into every page as the build writes notices.
     * @type {Notice | null} */
    notice: null,
    get origin() {
      return `http://127.0.0.1:${served.port}`;
    },
    async start() {
      server ??= await startServer({ dir, port: served.port, base, html });
      served.port = server.address().port;
    },
    async stop() {
      const stopping = server;
      if (!stopping) return; // stopped already: close() would never call back
      await new Promise((closed) => {
        stopping.close(closed);
        stopping.closeAllConnections(); // or a kept-alive connection still reaches it
      });
      server = null;
    },
    /** A new build published: the newer build in place of this copy. */
    async publishNewer() {
      const newer = await newerBuild(name);
      await rm(dir, { recursive: true, force: true });
      await cp(newer, dir, { recursive: true });
    },
  };
  /** @param {string} text */
  function html(text) {
    const { notice } = served;
    if (!notice) return text;
    const { from, until, text: words } = notice;
    const p = `<p class="notice" data-from="${from}" data-until="${until}">${words}</p>`;
    return text.replace('<div id="root">', `${p}$&`);
  }
  await served.start();
  return served;
}

/** The two builds, made once for all engines. */
export const offlineBuilds = () =>
  (built ??= offlineContent('.cache/offline-content').then((content) =>
    Promise.all([
      build('root', sites.root.dir, content),
      build('subPath', sites.subPath.dir, content),
    ]),
  ));

/** An engine's two sites, served. @param {string} engine */
export async function offlineSites(engine) {
  await offlineBuilds();
  return { root: await engineSite(engine, 'root'), subPath: await engineSite(engine, 'subPath') };
}
