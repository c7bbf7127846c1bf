// dist/_headers: the response headers Netlify and Cloudflare Pages send for the site (GitHub
// Pages ignores the file). Every page's Content-Security-Policy, taken from its <meta> tag so
// the two never disagree, plus what only a header can say; the other security headers; and
// Cache-Control. Also reads such a file back, for scripts/serve.mjs.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listFiles } from '../files.mjs';
import {
  cacheControl,
  headerOnlyDirectives,
  keptFolders,
  securityHeaders,
  sharedFolders,
} from './security-policy.mjs';

/** @typedef {{ path: string, headers: [string, string][] }} Rule a rule of a _headers file */

/** A page's Content-Security-Policy, from its <meta> tag. @param {string} html */
export const metaPolicy = (html, page = 'a page') => {
  const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1];
  if (!policy) throw new Error(`${page} has no Content-Security-Policy <meta> tag`);
  return policy;
};

/** One policy for every page. They share one today; should their inline scripts ever differ,
 * the header allows every page's hashes and each page's own <meta> tag still narrows it.
 * @param {string[]} policies */
function mergedPolicy(policies) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const policy of policies) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      directives.set(name, [...new Set([...(directives.get(name) ?? []), ...sources])]);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The Content-Security-Policy header for pages (their HTML): their <meta> tags' policies, and
 * what only a header can say. @param {string[]} pages their HTML */
export const policyHeader = (pages) =>
  [mergedPolicy(pages.map((html) => metaPolicy(html))), ...headerOnlyDirectives].join('; ');

/** `drawn`: the pages the pages step drew, each with its policy (pages.mjs); any other page
 * (offline.html) is read from the disk.
 * @param {string} outDir @param {{ file: string, policy: string }[]} [drawn] */
export async function writeHeaders(outDir, drawn = []) {
  const pages = (await listFiles(outDir)).filter((f) => f.endsWith('.html'));
  const known = new Map(drawn.map((page) => [page.file, page.policy]));
  const policies = await Promise.all(
    pages.map(
      async (page) =>
        known.get(page) ?? metaPolicy(await readFile(join(outDir, page), 'utf8'), page),
    ),
  );
  /** @type {[string, Record<string, string>][]} */
  const rules = [
    [
      '/*',
      {
        'Content-Security-Policy': [mergedPolicy(policies), ...headerOnlyDirectives].join('; '),
        ...securityHeaders,
      },
    ],
  ];
  // Hosts join the values of a header set by two matching rules ("no-cache, public, …"), so
  // Cache-Control and Cross-Origin-Resource-Policy go in rules that never overlap: one per
  // top-level file and folder.
  const cache = (/** @type {string} */ name) => ({
    'Cache-Control': keptFolders.includes(name) ? cacheControl.keep : cacheControl.revalidate,
    'Cross-Origin-Resource-Policy': sharedFolders.includes(name) ? 'cross-origin' : 'same-origin',
  });
  rules.push(['/', cache('')]);
  for (const entry of (await readdir(outDir, { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (!entry.isDirectory()) rules.push([`/${entry.name}`, cache(entry.name)]);
    else {
      // A page folder is also asked for without its slash (/about).
      if (pages.includes(`${entry.name}/index.html`))
        rules.push([`/${entry.name}`, cache(entry.name)]);
      rules.push([`/${entry.name}/*`, cache(entry.name)]);
    }
  }
  const text = rules.map(([path, headers]) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  await writeFile(
    join(outDir, '_headers'),
    '# Written by scripts/build/headers.mjs; read by Netlify and Cloudflare Pages.\n\n' +
      `${text.join('\n\n')}\n`,
  );
}

/** A _headers file as [{ path, headers: [[name, value], …] }]; throws on a line it can't read.
 * @param {string} text */
export function parseHeaders(text) {
  /** @type {Rule[]} */
  const rules = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const header = /^\s+([A-Za-z0-9-]+):\s*(\S.*)$/.exec(line);
    if (line.startsWith('/')) rules.push({ path: line.trim(), headers: [] });
    else if (header && rules.length)
      rules[rules.length - 1].headers.push([header[1], header[2].trim()]);
    else
      throw new Error(
        `_headers line ${index + 1} is neither a path nor an indented "Name: value": ${line}`,
      );
  }
  return rules;
}

/** The headers a host sends for a URL path: those of every rule whose path matches (`*` matches
 * anything), a header named by several rules getting their values joined with commas.
 * @param {Rule[]} rules @param {string} path */
export function headersFor(rules, path) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) {
    const pattern = rule.path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
    if (!new RegExp(`^${pattern.join('.*')}$`).test(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
    }
  }
  return headers;
}
