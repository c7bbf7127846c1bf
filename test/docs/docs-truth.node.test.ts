// What the documents and comments name exists: every repository path, file name and npm script
// that README.md, docs/*.md and the comments of the code, content and settings name (what counts:
// test/helpers/docs-claims.ts).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { files } from '../helpers/docs-facts.js';
import {
  commentProblems,
  headingsOf,
  markdownProblems,
  npmProblems,
  problem,
} from '../helpers/docs-claims.js';

const documents = ['README.md', ...files.filter((f) => /^docs\/[^/]+\.md$/.test(f))];
// The settings and pages at the root, and the CI's files.
const settings = new RegExp(
  `^(${[
    String.raw`index\.html`,
    String.raw`[\w.-]+\.config\.mjs`,
    String.raw`\.puppeteerrc\.cjs`,
    String.raw`\.ci\/run`,
    String.raw`\.github\/workflows\/[\w.-]+\.ya?ml`,
    String.raw`tsconfig[\w.]*\.json`,
    String.raw`\.oxlintrc\.json`,
  ].join('|')})$`,
);
const commented = files.filter(
  (f) =>
    (/^(src|scripts|test|content)\//.test(f) &&
      /\.(mjs|cjs|js|ts|tsx|css|ya?ml)$/.test(f) &&
      !f.startsWith('test/fixtures/')) ||
    settings.test(f),
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
      '// The worker (src/sw.ts) and page-modules.ts; see docs/speed.md, `npm run bench`.\n' +
        'const a = "src/nowhere.ts";',
    ).map((c) => c.text),
    ['src/sw.ts: no src/sw.ts', 'page-modules.ts: no file called page-modules.ts'],
  );
  assert.deepEqual(npmProblems('run `npm run lint`, then `npm run tset`'), [
    'no npm script "tset"',
  ]);
  assert.ok((await headingsOf('docs/publishing.md')).has('contact-form--emailjs-set-up'));
});
