// For Node tests of the sites as built (scripts/test/built-sites.mjs): what the host answers for
// a path, as scripts/serve.mjs would serve it (status, type, the headers of _headers, the text),
// without a server; a built module as Node imports it.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtSites } from '../../scripts/test/built-sites.mjs';
import { readHeaderRules, respond } from '../../scripts/serve.mjs';

export type Site = 'cdn' | 'selfHosted' | 'subPath';
export type BuiltFile = { status: number; type: string; headers: Record<string, string>; text: string };

/** The folder a site was built in (built first if need be) and the sub-path it is served under. */
export async function builtSite(name: Site): Promise<{ dir: string; base: string }> {
  return (await builtSites([name]))[name];
}

const rules = new Map<string, Promise<unknown>>();

/** What the site's host answers for a path below its sub-path. */
export async function fetchBuilt(name: Site, path: string): Promise<BuiltFile> {
  const { dir, base } = await builtSite(name);
  if (!rules.has(dir)) rules.set(dir, readHeaderRules(dir));
  const { status, headers, body } = await respond(dir, base, await rules.get(dir), base + path);
  return { status: Number(status), type: headers['content-type'], headers, text: body.toString('utf8') };
}

/** A module of the built site (content/news.js), imported from its file. */
export async function builtModule<T>(name: Site, path: string): Promise<T> {
  const { dir } = await builtSite(name);
  return import(pathToFileURL(resolve(join(dir, path))).href);
}
