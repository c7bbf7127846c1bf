// What the documents and comments name exists: every repository path, file name and npm script that
// README.md, docs/*.md and the comments of the code, content and settings name. What counts: in
// Markdown   links ([words](docs/speed.md#budgets), the part a heading), `npm run` commands, and
// backticked paths (`src/sw/`, `scripts/build/pages.mjs`) or file names (`pages.mjs`); fenced code
// blocks only for their npm commands (the rest is example content) in comments   paths from a
// top-level folder or file (src/…, scripts/…, docs/speed.md, index.html), file names with a source
// extension (pages.mjs, SiteNav.tsx), npm commands Not checked, by rule: web addresses and site
// paths (/about, /news/:slug); what is built, not
// kept: paths .gitignore leaves out (dist/, .cache/, src/content/*.d.ts), the content modules
// (content/<name>.js, from a schema) and the files the build names at the site's root
// (`builtNames`); paths relative to a file (./x.js; the type check sees those); and the few files a
// reader is told to make (`examples`). A path with a placeholder (src/content/schema/<name>.ts,
// test/**/*.node.test.ts) is checked up to it. A module is named .js after its .ts or .tsx source.
// A path may also be one that `npm run new-club` writes into a club's copy (its starter set,
// scripts/new-club/starter/). In content/ and public/ the check is of the kit's places, not of what
// a club keeps there (a club may delete its galas, its documents, a whole page):
// content/<name>.yaml and content/<name>/ are the kit's when src/content/schema/<name>.ts is,
// public/<folder>/ when the build keeps that folder (`keptFolders`), and a club's own file in one
// of them (a news post, a meet file) is checked up to its folder, as a club's files come and go.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, normalize } from 'node:path';
import { test } from 'node:test';
import { keptFolders } from '../../scripts/build/security-policy.mjs';

// The repository's files, committed or not, less what .gitignore leaves out (dist/, .cache/, …).
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && existsSync(f));
const starter = 'scripts/new-club/starter';
const exists = new Set<string>();
for (const file of files) {
  for (let path = file; path !== '.'; path = dirname(path)) exists.add(path);
  if (file.startsWith(`${starter}/`))
    for (let path = file.slice(starter.length + 1); path !== '.'; path = dirname(path))
      exists.add(path);
}
const names = new Set(files.map((f) => basename(f)));
/** The kit's places in a club's content/ and public/, whatever the club keeps in them. */
const schemaNames = files
  .filter((f) => /^src\/content\/schema\/[\w-]+\.ts$/.test(f))
  .map((f) => basename(f, '.ts'));
const kitPlaces = new Set([
  'content',
  'public',
  ...schemaNames.flatMap((n) => [`content/${n}.yaml`, `content/${n}`]),
  ...keptFolders.map((f) => `public/${f}`),
]);
/** Whether a path is one of the kit's places, or a club's own file in one of its folders. */
const inKitPlace = (path: string) =>
  kitPlaces.has(path) ||
  (kitPlaces.has(dirname(path)) && !['content', 'public'].includes(dirname(path)));
// A built module is named by its source's name: main.js is src/main.tsx, lib/offline.js
// src/lib/offline.ts, content/squads.js the content module of src/content/schema/squads.ts.
const stems = new Set(
  files.filter((f) => /\.(tsx?|mjs|js)$/.test(f)).map((f) => basename(f).replace(/\.\w+$/, '')),
);
const packageJson = JSON.parse(await readFile('package.json', 'utf8'));
const scripts = Object.keys(packageJson.scripts);
/** Libraries named like files (ical.js) are not files. */
const packages = new Set(
  Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }),
);

/** Files a reader is told to make, named as examples: they need not exist. */
const examples = new Set([
  // a new page (docs/architecture.md)
  'src/pages/VolunteersPage.tsx',
  'content/volunteers.yaml',
  'src/content/schema/volunteers.ts',
  'test/pages/VolunteersPage.test.tsx',
  'content/news/2025-03-14-spring-gala.md', // a news post (docs/editing.md)
  'public/images/your-logo.png', // a club's logo (docs/new-club.md)
]);
/** What the build writes at the site's root (and the tests' transform beside each content set). */
const builtNames = new Set([
  'sw.js',
  'offline.html',
  '404.html',
  'feed.xml',
  'sitemap.xml',
  'robots.txt',
  '_headers',
  'site.webmanifest',
  'calendar.ics',
  'brand.css',
]);

/** .gitignore's patterns as one test: what they leave out is built, not kept. */
const ignored = new RegExp(
  (await readFile('.gitignore', 'utf8'))
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((pattern) => {
      const anchored = pattern.replace(/\/$/, '').includes('/');
      const glob = pattern
        .replace(/\/$/, '')
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*');
      return `${anchored ? '^' : '(^|/)'}${glob}(/|$)`;
    })
    .join('|'),
);

const topLevel = new Set(
  files
    .map((f) => f.split('/')[0])
    .filter((f) => !f.startsWith('.') || ['.ci', '.github'].includes(f)),
);
const sourceExtension = /\.(mjs|cjs|ts|tsx|md|yaml|yml|json|css|html)$/;
const placeholder = /[<*…{]/;

type Claim = { where: string; text: string };

/** Why a path-like text is wrong, or null when it is fine or not a repository path at all. */
function problem(raw: string, { bareNames }: { bareNames: boolean }): string | null {
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
  if (!literal.includes('/') && topLevel.has(literal) && literal.includes('.')) return null; // a root file such as index.html
  if (!bareNames) return null;
  const name = basename(literal);
  if (!name || (placeholder.test(text) && !literal) || builtNames.has(name) || packages.has(name))
    return null;
  if (sourceExtension.test(name)) return names.has(name) ? null : `no file called ${name}`;
  if (name.endsWith('.js'))
    return names.has(name) || stems.has(name.replace(/\.js$/, '')) ? null : `no source for ${name}`;
  return null;
}

function npmProblems(text: string): string[] {
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

async function headingsOf(file: string) {
  const text = await readFile(file, 'utf8');
  return new Set([...text.matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1].trim())));
}

async function markdownProblems(file: string): Promise<Claim[]> {
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

function commentProblems(file: string, text: string): Claim[] {
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

const documents = ['README.md', ...files.filter((f) => /^docs\/[^/]+\.md$/.test(f))];
const commented = files.filter(
  (f) =>
    (/^(src|scripts|test|content)\//.test(f) &&
      /\.(mjs|cjs|js|ts|tsx|css|ya?ml)$/.test(f) &&
      !f.startsWith('test/fixtures/')) ||
    /^(index\.html|[\w.-]+\.config\.mjs|\.puppeteerrc\.cjs|\.ci\/run|\.github\/workflows\/[\w.-]+\.ya?ml|tsconfig[\w.]*\.json|\.oxlintrc\.json)$/.test(
      f,
    ),
);

test('the documents name only paths, files, headings and npm scripts that exist', async () => {
  const found = (await Promise.all(documents.map(markdownProblems))).flat();
  assert.deepEqual(
    found.map((c) => `${c.where}: ${c.text}`),
    [],
  );
});

test('comments name only paths, files and npm scripts that exist', async () => {
  const found = (
    await Promise.all(
      commented.map(async (file) => commentProblems(file, await readFile(file, 'utf8'))),
    )
  ).flat();
  assert.deepEqual(
    found.map((c) => `${c.where}: ${c.text}`),
    [],
  );
});

test('the check finds a wrong path, file name, heading and npm script', async () => {
  assert.equal(problem('src/sw.ts', { bareNames: true }), 'no src/sw.ts');
  assert.equal(problem('src/sw/', { bareNames: true }), null);
  assert.equal(problem('nowhere.mjs', { bareNames: true }), 'no file called nowhere.mjs');
  assert.equal(problem('src/content/schema/<name>.ts', { bareNames: true }), null);
  assert.equal(
    problem('srcs/lib/<name>.ts', { bareNames: true }),
    null,
    'not a top-level folder: not a repository path',
  );
  assert.equal(problem('src/libs/<name>.ts', { bareNames: true }), 'no src/libs/');
  assert.equal(problem('dist/content/pages.js', { bareNames: true }), null);
  assert.equal(problem('/news/:slug', { bareNames: true }), null);
  assert.equal(problem('main.js', { bareNames: true }), null, 'built from src/main.tsx');
  // A club's content: the kit's places, whether or not this club keeps them.
  assert.equal(problem('content/galas/', { bareNames: true }), null);
  assert.equal(
    problem('public/documents/constitution.pdf', { bareNames: true }),
    null,
    "a club's own file, in a kit folder",
  );
  assert.equal(
    problem('content/volunteering.yaml', { bareNames: true }),
    'no content/volunteering.yaml',
  );
  assert.equal(problem('public/pdfs/', { bareNames: true }), 'no public/pdfs/');
  assert.deepEqual(
    commentProblems(
      'x.mjs',
      '// The worker (src/sw.ts) and page-modules.ts; see docs/speed.md, `npm run bench`.\nconst a = "src/nowhere.ts";',
    ).map((c) => c.text),
    ['src/sw.ts: no src/sw.ts', 'page-modules.ts: no file called page-modules.ts'],
  );
  assert.deepEqual(npmProblems('run `npm run lint`, then `npm run tset`'), [
    'no npm script "tset"',
  ]);
  assert.ok((await headingsOf('docs/publishing.md')).has('contact-form--emailjs-set-up'));
});
