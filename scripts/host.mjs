// What a static host answers for a URL path of a built site (scripts/serve.mjs serves it): the
// file itself, else the folder's index.html, else 404.html with status 404, with the headers
// dist/_headers names, as GitHub Pages, Netlify and Cloudflare Pages do.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { headersFor, parseHeaders, policyHeader } from './build/headers.mjs';

/** @import { Rule } from './build/headers.mjs' */
/** @typedef {{ status: number, headers: Record<string, string>, body: Buffer }} Answer */

/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.xml': 'application/xml',
  '.ics': 'text/calendar; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export const isFile = (/** @type {string} */ path) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/** Finds what a host would send for a URL path: [status, file].
 * @param {string} dir @param {string} base @param {string} urlPath
 * @returns {Promise<[number, string]>} */
export async function resolveFile(dir, base, urlPath) {
  let path = decodeURIComponent(urlPath.split('?')[0]);
  if (base && (path === base || path.startsWith(base + '/'))) path = path.slice(base.length) || '/';
  else if (base) return [404, join(dir, '404.html')];
  const file = normalize(join(dir, path));
  if (!file.startsWith(normalize(dir)) || path === '/_headers') return [404, join(dir, '404.html')];
  if (await isFile(file)) return [200, file];
  if (await isFile(join(file, 'index.html'))) return [200, join(file, 'index.html')];
  return [404, join(dir, '404.html')];
}

/** The rules of dir/_headers, read again whenever a build has replaced the file: each build has
 * its own Content-Security-Policy (its pages' hashes), and an old one blocks the new pages.
 * @param {string} dir */
export function headerRules(dir) {
  const file = join(dir, '_headers');
  /** @type {{ stamp: string | null, rules: Rule[] }} */
  let read = { stamp: null, rules: [] };
  return async () => {
    const stamp = await stat(file).then(
      (s) => `${s.ino} ${s.mtimeMs}`,
      () => '',
    );
    if (stamp !== read.stamp)
      read = { stamp, rules: parseHeaders(await readFile(file, 'utf8').catch(() => '')) };
    return read.rules;
  };
}

/**
 * What the host answers for a URL path, given the rules of the site's _headers: status, headers,
 * body.
 * @param {string} dir @param {string} base @param {Rule[]} rules @param {string} urlPath
 * @returns {Promise<Answer>}
 */
export async function respond(
  dir,
  base,
  rules,
  urlPath,
  html = (/** @type {string} */ text) => text,
) {
  const [status, file] = await resolveFile(dir, base, urlPath);
  const type = types[extname(file)] ?? 'application/octet-stream';
  const body = type.startsWith('text/html')
    ? Buffer.from(html(await readFile(file, 'utf8')))
    : await readFile(file);
  const path = new URL(urlPath, 'http://host').pathname.slice(base.length) || '/';
  return { status, headers: { ...headersFor(rules, path), 'content-type': type }, body };
}

/** A page drawn on request (the preview's): the host's headers for its path, with the policy of
 * the page's own <meta> tag, as the build's _headers would give it.
 * @param {{ status: number, html: string }} drawn @param {string} base @param {Rule[]} rules
 * @param {string} urlPath @param {(text: string) => string} html @returns {Answer} */
export function drawnAnswer({ status, html: text }, base, rules, urlPath, html) {
  const path = new URL(urlPath, 'http://host').pathname.slice(base.length) || '/';
  const headers = {
    ...headersFor(rules, path),
    'content-security-policy': policyHeader([text]),
    'content-type': types['.html'],
  };
  return { status, headers, body: Buffer.from(html(text)) };
}

export const readHeaderRules = async (/** @type {string} */ dir) =>
  parseHeaders(await readFile(join(dir, '_headers'), 'utf8').catch(() => ''));
