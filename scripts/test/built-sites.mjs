// The sites the tests read and visit: real builds, each with one of the settings a club may
// choose. `npm test` (scripts/test.mjs) builds them once, before the Node and the browser tests,
// and says so with TEST_SITES_BUILT=1; a test file run on its own builds the ones it needs.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fixtureClub, testContent, testPublic } from './fixture-clubs.mjs';

const run = promisify(execFile);
const test = [`--content=${testContent}`, `--public=${testPublic}`];
const club = (/** @type {string} */ name) => async () => {
  const { content, public: publicDir } = await fixtureClub(name);
  return [`--content=${content}`, `--public=${publicDir}`];
};

// Without the offline worker (--no-offline): these tests check what a first visit gets, which a
// worker kept from an earlier visit in the same browser would change. The offline tests build
// their own (scripts/test/offline-sites.mjs).
/** @type {Record<string, { dir: string, base: string, siteUrl?: string,
 *   args: (string | (() => Promise<string[]>))[] }>} */
export const sites = {
  // The test club (test/fixtures/base/), with each setting a club may choose.
  cdn: { dir: '.cache/site-cdn', base: '', args: [...test, '--no-offline'] },
  selfHosted: { dir: '.cache/site', base: '', args: [...test, '--self-hosted', '--no-offline'] },
  subPath: {
    dir: '.cache/site-sub',
    base: '/club',
    args: [...test, '--self-hosted', '--no-offline'],
    siteUrl: 'https://example.github.io/club/',
  },
  // Clubs unlike it (test/fixtures/clubs/), and the kit's example club as it is in content/ and
  // public/, whatever a volunteer has made of it: test/clubs.site.test.ts.
  lochan: {
    dir: '.cache/site-lochan',
    base: '',
    args: [club('lochan'), '--self-hosted', '--no-offline'],
  },
  strath: {
    dir: '.cache/site-strath',
    base: '/club',
    args: [club('strath'), '--self-hosted', '--no-offline'],
  },
  example: {
    dir: '.cache/site-example',
    base: '',
    args: ['--content=content', '--public=public', '--self-hosted', '--no-offline'],
  },
  // The build visitors get (the CDN import map, the offline worker): hydrated with the CDN
  // answered from its own library copies (test/visitors-build.site.test.ts).
  visitors: { dir: '.cache/site-visitors', base: '', args: test },
  // With the worker and offline.html, in a sub-folder: read as files only (its links and HTML),
  // never visited.
  offline: {
    dir: '.cache/site-offline',
    base: '/club',
    args: [...test, '--self-hosted'],
    siteUrl: 'https://example.github.io/club/',
  },
};

/**
 * The sites only the sites tier reads (test/clubs.site.test.ts, the visitors' build); the offline
 * one only the Node tier.
 */
export const sitesTierOnly = ['lochan', 'strath', 'example', 'visitors'];
/** @param {'sites' | 'node'} tier */
export const tierSites = (tier) =>
  Object.keys(sites).filter((name) =>
    tier === 'sites' ? name !== 'offline' : !sitesTierOnly.includes(name),
  );

/** @param {string} name */
export async function buildSite(name) {
  const site = sites[name];
  if (!site) throw new Error(`no test site ${name}`);
  const env = { ...process.env, ...(site.siteUrl ? { SITE_URL: site.siteUrl } : {}) };
  const args = (
    await Promise.all(site.args.map(async (arg) => (typeof arg === 'function' ? arg() : [arg])))
  ).flat();
  await run(process.execPath, ['scripts/build.mjs', `--out=${site.dir}`, ...args], { env });
}

const built = new Map();

/** Builds the named sites once in this process, unless `npm test` has built them already. */
export async function builtSites(names = Object.keys(sites)) {
  for (const name of names) {
    if (!built.has(name))
      built.set(name, process.env.TEST_SITES_BUILT ? Promise.resolve() : buildSite(name));
    await built.get(name);
  }
  return Object.fromEntries(names.map((name) => [name, sites[name]]));
}
