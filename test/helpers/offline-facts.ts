// What the offline build says (scripts/test/offline-sites.mjs: the test club's content with the
// offline words of test/fixtures/), read from its own modules, for the offline tests.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { offlineBuilds } from '../../scripts/test/offline-sites.mjs';
import { html } from './dom.js';

await offlineBuilds();
const dir = '.cache/offline-test-root';
const builtIn = <M>(file: string): Promise<M> => import(pathToFileURL(resolve(dir, file)).href);
export const { offline } =
  await builtIn<typeof import('../../src/content/offline.js')>('content/offline.js');
export const { contact } =
  await builtIn<typeof import('../../src/content/contact.js')>('content/contact.js');
export const { site } =
  await builtIn<typeof import('../../src/content/site.js')>('content/site.js');
export const { navigation } =
  await builtIn<typeof import('../../src/content/navigation.js')>('content/navigation.js');
export const { pageAt, singlePages } =
  await builtIn<typeof import('../../src/page-list.js')>('page-list.js');
/** The heading the build drew on a page. */
export const headingAt = async (path: string) => {
  const file = join(dir, path === '/' ? '' : path, 'index.html');
  return html(await readFile(file, 'utf8')).querySelector('h1')?.textContent ?? null;
};

// The fixture's words with {saved} as "Monday 23 November at 18:05".
const escaped = offline.savedCopy.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const when = '[A-Z][a-z]+day \\d{1,2} [A-Z][a-z]+ at \\d\\d:\\d\\d';
export const savedCopy = new RegExp(`^${escaped.replace('{saved}', when)}$`);
export const menu = navigation.map((item) => item.path);
export const alwaysSaved = [...new Set([...menu, '/training', '/events', '/join'])].filter((path) =>
  singlePages.some((page) => page.path === path),
);
// A page neither in the menu nor always saved, so never saved by a visit to the home page.
export const neverSaved = singlePages.find(
  (page) => !alwaysSaved.includes(page.path) && !page.path.includes(':'),
)!.path;
