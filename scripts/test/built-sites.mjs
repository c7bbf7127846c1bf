// The sites the tests read and visit: real builds, each with one of the settings a club may
// choose. `npm test` (scripts/test.mjs) builds them once, before the Node and the browser tests,
// and says so with TEST_SITES_BUILT=1; a test file run on its own builds the ones it needs.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { exampleContent, examplePublic } from './example-club.mjs';

const run = promisify(execFile);
const example = [`--content=${exampleContent}`, `--public=${examplePublic}`];
const club = (name) => [`--content=test/fixtures/clubs/${name}/content`, `--public=test/fixtures/clubs/${name}/public`];

// Without the offline worker (--no-offline): these tests check what a first visit gets, which a
// worker kept from an earlier visit in the same browser would change. The offline tests build
// their own (scripts/test/offline-plugin.mjs).
export const sites = {
  cdn: { dir: '.cache/site-cdn', base: '', args: [...example, '--no-offline'] },
  selfHosted: { dir: '.cache/site', base: '', args: [...example, '--self-hosted', '--no-offline'] },
  subPath: { dir: '.cache/site-sub', base: '/club', args: [...example, '--self-hosted', '--no-offline'], siteUrl: 'https://example.github.io/club/' },
  // Two clubs unlike the example (test/fixtures/clubs/): test/clubs.node.test.ts.
  lochan: { dir: '.cache/site-lochan', base: '', args: [...club('lochan'), '--self-hosted', '--no-offline'] },
  strath: { dir: '.cache/site-strath', base: '/club', args: [...club('strath'), '--self-hosted', '--no-offline'] },
  // With the worker and offline.html, in a sub-folder: read as files only (its links and HTML), never visited.
  offline: { dir: '.cache/site-offline', base: '/club', args: [...example, '--self-hosted'], siteUrl: 'https://example.github.io/club/' },
};

export async function buildSite(name) {
  const site = sites[name];
  const env = { ...process.env, ...(site.siteUrl ? { SITE_URL: site.siteUrl } : {}) };
  await run(process.execPath, ['scripts/build.mjs', `--out=${site.dir}`, ...site.args], { env });
}

const built = new Map();

/** Builds the named sites once in this process, unless `npm test` has built them already. */
export async function builtSites(names = Object.keys(sites)) {
  for (const name of names) {
    if (!built.has(name)) built.set(name, process.env.TEST_SITES_BUILT ? Promise.resolve() : buildSite(name));
    await built.get(name);
  }
  return Object.fromEntries(names.map((name) => [name, sites[name]]));
}
