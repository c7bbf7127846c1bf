// For Node tests of the sites as built (scripts/test/built-sites.mjs): what the host answers for
// a path, as scripts/serve.mjs would serve it (status, type, the headers of _headers, the text),
// without a server; a built page as a document; a built module as Node imports it. Each is read
// once per test file: the built sites do not change during a run.
import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtSites } from '../../scripts/test/built-sites.mjs';
import { readHeaderRules, respond } from '../../scripts/host.mjs';
import { moduleName } from '../../src/lib/module-name.js';
import type { GalaSummary, Season } from '../../src/lib/results-types.js';
import type { SitePage } from '../../src/page-list.js';
import { html } from './dom.js';

export type Site = 'cdn' | 'selfHosted' | 'subPath' | 'offline';
export type BuiltFile = {
  status: number;
  type: string;
  headers: Record<string, string>;
  text: string;
};

/** The folder a site was built in (built first if need be) and the sub-path it is served under. */
export async function builtSite(name: Site): Promise<{ dir: string; base: string }> {
  return (await builtSites([name]))[name];
}

const once = <R>(fn: (name: Site, path: string) => Promise<R>) => {
  const done = new Map<string, Promise<R>>();
  return (name: Site, path: string) => {
    const key = `${name} ${path}`;
    if (!done.has(key)) done.set(key, fn(name, path));
    return done.get(key)!;
  };
};

const rules = new Map<string, ReturnType<typeof readHeaderRules>>();

/** What the site's host answers for a path below its sub-path. */
export const fetchBuilt = once(async (name: Site, path: string): Promise<BuiltFile> => {
  const { dir, base } = await builtSite(name);
  if (!rules.has(dir)) rules.set(dir, readHeaderRules(dir));
  const { status, headers, body } = await respond(dir, base, await rules.get(dir)!, base + path);
  return {
    status: Number(status),
    type: headers['content-type'],
    headers,
    text: body.toString('utf8'),
  };
});

/** The page the site's host answers for a path, as a document (not to be changed: it is shared). */
export const builtPage = once(async (name: Site, path: string) =>
  html((await fetchBuilt(name, path)).text),
);

/** The site's pages with an address of their own, from the built site's page list. */
export const builtPages = async (name: Site) =>
  (await builtModule<typeof import('../../src/page-list.js')>(name, 'page-list.js')).singlePages;

/** A page's title and description, from the built content module the page list names for it. */
export async function builtPageWords(
  name: Site,
  page: SitePage,
): Promise<{ title: string; description: string }> {
  const module = await builtModule<Record<string, { title: string; description: string }>>(
    name,
    `content/${moduleName(page.content)}.js`,
  );
  return module[page.content]!;
}

/** A module of the built site (content/news.js), imported from its file. */
export async function builtModule<T>(name: Site, path: string): Promise<T> {
  const { dir } = await builtSite(name);
  return import(pathToFileURL(resolve(join(dir, path))).href);
}

/** Every gala of a built site, newest first: the newest season's from content/galas.js, the
 * others from their seasons' modules. */
export async function builtGalas(name: Site): Promise<GalaSummary[]> {
  const { galas, earlierSeasons } = await builtModule<typeof import('../../src/content/galas.js')>(
    name,
    'content/galas.js',
  );
  const earlier = await Promise.all(
    earlierSeasons.map(
      async ({ id }) =>
        (await builtModule<{ season: Season }>(name, `content/seasons/${id}.js`)).season.galas,
    ),
  );
  return [...galas, ...earlier.flat()];
}

/** A content module of the self-hosted test site, as built. */
export const builtContent = <T>(module: string) =>
  builtModule<T>('selfHosted', `content/${module}.js`);

export const sha256 = async (text: string) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString(
    'base64',
  );

/** Fails naming what the list lacks. */
export const includesAll = (list: string[], members: string[], message?: string) => {
  for (const member of members)
    assert.ok(list.includes(member), `${message ?? ''} ${JSON.stringify(list)} lacks ${member}`);
};
