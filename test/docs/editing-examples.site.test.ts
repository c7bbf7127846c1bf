// Every worked example in the volunteer's guide (docs/editing.md), pasted into a copy of the test
// club's content (test/fixtures/base/) as the line above it says (test/helpers/guide-examples.ts),
// is good content, and together they build. The files an example names in public/ (a new photo, a
// PDF) are put there first, as the guide says.
// Run: node --import tsx --test test/docs/editing-examples.site.test.ts
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { formatProblem } from '../../scripts/build/content-messages.mjs';
import { loadContent } from '../../scripts/build/content.mjs';
import { testPublic } from '../../scripts/test/fixture-clubs.mjs';
import { build, copyOfContent } from '../helpers/site-build.js';
import { type Example, examples, guidePath, parsePaste, paste } from '../helpers/guide-examples.js';

let publicDir: string;
const out = join('.cache', `editing-examples-${process.pid}`);
const folders: string[] = [];

before(async () => {
  publicDir = join(await mkdtemp(join(tmpdir(), 'public-')), 'public');
  await cp(testPublic, publicDir, { recursive: true });
});
after(async () => {
  await rm(dirname(publicDir), { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/**
 * The pictures and documents an example names that public/ lacks: the guide says to put them there.
 */
async function addNamedFiles(block: string[]) {
  for (const [name] of block
    .join('\n')
    .matchAll(/\b(?:images|documents)\/[\w.-]+\.(?:jpe?g|png|svg|pdf)\b/g)) {
    const file = join(publicDir, name);
    if (await stat(file).catch(() => null)) continue;
    if (name.endsWith('.pdf')) await writeFile(file, '%PDF-1.4\n%%EOF\n');
    else if (name.endsWith('.svg'))
      await writeFile(
        file,
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"></svg>',
      );
    else
      await sharp({
        create: { width: 1200, height: 800, channels: 3, background: '#4477aa' },
      }).toFile(file);
  }
}

test('every code block in the guide says where it goes', () => {
  const unmarked = examples()
    .filter((e) => !e.where)
    .map((e) => `${guidePath}, line ${e.line}`);
  assert.deepEqual(
    unmarked,
    [],
    'put a line like <!-- example: go at the end of content/events.yaml --> just above each ' +
      '(see this test)',
  );
});

const worked = examples().filter((e) => e.where && !e.where.startsWith('none'));

/** Puts an example into a content folder where its line says, with the files it names. */
async function apply(contentDir: string, example: Example) {
  await addNamedFiles(example.block);
  const newFile = example.where.match(/^new file (\S+)$/)?.[1];
  if (newFile) {
    // Its folder may be one the test club does not have yet (content/standards/).
    const path = join(contentDir, newFile.replace(/^content\//, ''));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${example.block.join('\n')}\n`);
  } else
    await paste(
      contentDir,
      example.where.split('; ').map((text) => parsePaste(text, example.block)),
    );
}

async function contentWith(...chosen: Example[]) {
  const contentDir = await copyOfContent();
  folders.push(dirname(contentDir));
  for (const example of chosen) await apply(contentDir, example);
  return contentDir;
}

// Each example on its own passes the build's content step (every message the volunteer could
// get comes from there); all of them together then make a whole site, built once.
for (const example of worked) {
  test(`example ${guidePath}:${example.line} is good content (${example.where})`, async () => {
    const { problems } = await loadContent({ contentDir: await contentWith(example), publicDir });
    assert.deepEqual(problems.map(formatProblem), []);
  });
}

test(`every example in ${guidePath}, pasted in together, builds`, async () => {
  const result = await build(
    await contentWith(...worked),
    out,
    { SITE_URL: 'https://host.example/club/' },
    publicDir,
  );
  assert.equal(result.code, 0, result.output);
});
