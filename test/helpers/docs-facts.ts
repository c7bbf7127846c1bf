// What exists, for test/docs/docs-truth.node.test.ts: the repository's files and their names, the
// kit's places, the npm scripts and packages, and what the checks leave out by rule (see
// docs-claims.ts).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { keptFolders } from '../../scripts/build/security-policy.mjs';

// The repository's files, committed or not, less what .gitignore leaves out (dist/, .cache/, …).
export const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((f) => f && existsSync(f));
export const starter = 'scripts/new-club/starter';
export const exists = new Set<string>();
for (const file of files) {
  for (let path = file; path !== '.'; path = dirname(path)) exists.add(path);
  if (file.startsWith(`${starter}/`))
    for (let path = file.slice(starter.length + 1); path !== '.'; path = dirname(path))
      exists.add(path);
}
export const names = new Set(files.map((f) => basename(f)));
/** The kit's places in a club's content/ and public/, whatever the club keeps in them. */
export const schemaNames = files
  .filter((f) => /^src\/content\/schema\/[\w-]+\.ts$/.test(f))
  .map((f) => basename(f, '.ts'));
export const kitPlaces = new Set([
  'content',
  'public',
  ...schemaNames.flatMap((n) => [`content/${n}.yaml`, `content/${n}`]),
  ...keptFolders.map((f) => `public/${f}`),
]);
/** Whether a path is one of the kit's places, or a club's own file in one of its folders. */
export const inKitPlace = (path: string) =>
  kitPlaces.has(path) ||
  (kitPlaces.has(dirname(path)) && !['content', 'public'].includes(dirname(path)));
// A built module is named by its source's name: main.js is src/main.tsx, lib/offline.js
// src/lib/offline.ts, content/squads.js the content module of src/content/schema/squads.ts.
export const stems = new Set(
  files.filter((f) => /\.(tsx?|mjs|js)$/.test(f)).map((f) => basename(f).replace(/\.\w+$/, '')),
);
export const packageJson = JSON.parse(await readFile('package.json', 'utf8'));
export const scripts = Object.keys(packageJson.scripts);
/** Libraries named like files (ical.js) are not files. */
export const packages = new Set(
  Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }),
);

/** Files a reader is told to make, named as examples: they need not exist. */
export const examples = new Set([
  // a new page (docs/architecture.md)
  'src/pages/VolunteersPage.tsx',
  'content/volunteers.yaml',
  'src/content/schema/volunteers.ts',
  'test/pages/VolunteersPage.test.tsx',
  'content/news/2025-03-14-spring-gala.md', // a news post (docs/editing.md)
  'public/images/your-logo.png', // a club's logo (docs/new-club.md)
]);
/** What the build writes at the site's root (and the tests' transform beside each content set). */
export const builtNames = new Set([
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
export const ignored = new RegExp(
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

export const topLevel = new Set(
  files
    .map((f) => f.split('/')[0])
    .filter((f) => !f.startsWith('.') || ['.ci', '.github'].includes(f)),
);
export const sourceExtension = /\.(mjs|cjs|ts|tsx|md|yaml|yml|json|css|html)$/;
export const placeholder = /[<*…{]/;
