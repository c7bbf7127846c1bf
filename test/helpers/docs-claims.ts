// The checks of test/docs/docs-truth.node.test.ts: what the documents and comments name exists.
// What counts:
// - in Markdown, links ([words](docs/speed.md#budgets), the part after # a heading), `npm run`
//   commands, and backticked paths (`src/sw/`, `scripts/build/pages.mjs`) or file names
//   (`pages.mjs`); fenced code blocks only for their npm commands (the rest is example content);
// - in comments, paths from a top-level folder or file (src/…, scripts/…, docs/speed.md,
//   index.html), file names with a source extension (pages.mjs, SiteNav.tsx), npm commands.
// Not checked, by rule: web addresses and site paths (/about, /news/:slug); what is built, not
// kept: paths .gitignore leaves out (dist/, .cache/, src/content/*.d.ts), the content modules
// (content/<name>.js, from a schema) and the files the build names at the site's root
// (`builtNames`); paths relative to a file (./x.js; the type check sees those); and the few files
// a reader is told to make (`examples`). A path with a placeholder (src/content/schema/<name>.ts,
// test/**/*.node.test.ts) is checked up to it. A module is named .js after its .ts or .tsx source.
// A path may also be one that `npm run new-club` writes into a club's copy (its starter set,
// scripts/new-club/starter/). In content/ and public/ the check is of the kit's places, not of
// what a club keeps there (a club may delete its galas, its documents, a whole page):
// content/<name>.yaml and content/<name>/ are the kit's when src/content/schema/<name>.ts is,
// public/<folder>/ when the build keeps that folder (`keptFolders`), and a club's own file in one
// of them (a news post, a meet file) is checked up to its folder, as a club's files come and go.
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, normalize } from 'node:path';
import {
  builtNames,
  examples,
  exists,
  ignored,
  inKitPlace,
  names,
  packages,
  placeholder,
  scripts,
  sourceExtension,
  stems,
  topLevel,
} from './docs-facts.js';

export type Claim = { where: string; text: string };

/** Why a path-like text is wrong, or null when it is fine or not a repository path at all. */
export function problem(raw: string, { bareNames }: { bareNames: boolean }): string | null {
  const text = raw.replace(/[.,;:)]+$/, '').replace(/#.*$/, '');
  if (
    !text ||
    /^[a-z]+:\/\//i.test(text) ||
    text.startsWith('/') ||
    (text.startsWith('.') && !/^\.(ci|github|puppeteerrc)/.test(text))
  )
    return null;
  if (/\s/.test(text) || ignored.test(text) || examples.has(text) || /^content\/.*\.js$/.test(text))
    return null;
  const literal = placeholder.test(text)
    ? text.slice(0, text.search(placeholder)).replace(/[^/]*$/, '')
    : text;
  const first = literal.split('/')[0];
  if (literal.includes('/') && topLevel.has(first)) {
    const path = normalize(literal).replace(/\/$/, '');
    const source = path.replace(/\.js$/, '');
    if (inKitPlace(path)) return null;
    return exists.has(path) ||
      (path.endsWith('.js') && (exists.has(`${source}.ts`) || exists.has(`${source}.tsx`)))
      ? null
      : `no ${literal}`;
  }
  // A root file such as index.html.
  if (!literal.includes('/') && topLevel.has(literal) && literal.includes('.')) return null;
  if (!bareNames) return null;
  const name = basename(literal);
  if (!name || (placeholder.test(text) && !literal) || builtNames.has(name) || packages.has(name))
    return null;
  if (sourceExtension.test(name)) return names.has(name) ? null : `no file called ${name}`;
  if (name.endsWith('.js'))
    return names.has(name) || stems.has(name.replace(/\.js$/, '')) ? null : `no source for ${name}`;
  return null;
}

export function npmProblems(text: string): string[] {
  const found: string[] = [];
  for (const [, name] of text.matchAll(/\bnpm run ([\w:-]*\w)/g))
    if (!scripts.includes(name)) found.push(`no npm script "${name}"`);
  return found;
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

export async function headingsOf(file: string) {
  const text = await readFile(file, 'utf8');
  return new Set([...text.matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1].trim())));
}

export async function markdownProblems(file: string): Promise<Claim[]> {
  const found: Claim[] = [];
  const lines = (await readFile(file, 'utf8')).split('\n');
  let fenced = false;
  for (const [i, line] of lines.entries()) {
    const where = `${file}, line ${i + 1}`;
    if (line.startsWith('```')) fenced = !fenced;
    for (const text of npmProblems(line)) found.push({ where, text });
    if (fenced) continue;
    for (const [, target] of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [path, part] = target.split('#');
      const resolved = path ? normalize(join(dirname(file), path)) : file;
      if (!exists.has(resolved) && !inKitPlace(resolved))
        found.push({ where, text: `the link ${target}: no ${resolved}` });
      else if (part && resolved.endsWith('.md') && !(await headingsOf(resolved)).has(part))
        found.push({ where, text: `the link ${target}: no heading #${part} in ${resolved}` });
    }
    for (const [, code] of line.matchAll(/`([^`]+)`/g)) {
      const wrong = problem(code, { bareNames: true });
      if (wrong) found.push({ where, text: `\`${code}\`: ${wrong}` });
    }
  }
  return found;
}

/** The comments of a file: // and /* *\/ in scripts, <!-- --> in HTML, # in YAML and shell. */
function commentsOf(file: string, text: string): { line: number; text: string }[] {
  const comments: { line: number; text: string }[] = [];
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const patterns = /\.(ya?ml)$|^\.ci\/run$/.test(file)
    ? [/(?:^|\s)#(?!!)(.*)$/gm]
    : file.endsWith('.html')
      ? [/<!--([\s\S]*?)-->/g, /(?:^|[^:'"`\\])\/\/(.*)$/gm]
      : [/\/\*([\s\S]*?)\*\//g, /(?:^|[^:'"`\\])\/\/(.*)$/gm];
  for (const pattern of patterns)
    for (const m of text.matchAll(pattern))
      comments.push({ line: lineAt(m.index + m[0].indexOf(m[1])), text: m[1] });
  return comments;
}

export function commentProblems(file: string, text: string): Claim[] {
  const found: Claim[] = [];
  for (const comment of commentsOf(file, text)) {
    const where = `${file}, line ${comment.line}`;
    for (const wrong of npmProblems(comment.text)) found.push({ where, text: wrong });
    for (const [token] of comment.text.matchAll(
      /[\w.@/<>*…{}-]*[\w>*}](?:\/|\.\w+)[\w.@/<>*…{}-]*/g,
    )) {
      const wrong = problem(token, {
        bareNames: sourceExtension.test(token) || token.endsWith('.js'),
      });
      if (wrong) found.push({ where, text: `${token}: ${wrong}` });
    }
  }
  return found;
}
