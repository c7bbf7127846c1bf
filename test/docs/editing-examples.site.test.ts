// Every worked example in the volunteer's guide (docs/editing.md), pasted into a copy of the test
// club's content (test/fixtures/base/) as the guide says, is good content, and together they build.
// Each code block in the guide has a line just above it saying where it goes, which the reader
// never sees: <!-- example: new file content/news/2025-03-14-spring-gala.md --> <!-- example: go at
// the end of content/events.yaml --> <!-- example: the last line goes at the end of
// content/people.yaml › headCoachWelcome › paragraphs --> <!-- example: line 3 replaces
// content/training.yaml › squads › squad=Gold › sessions › day=Tuesday; line 4 goes at the end of
// content/training.yaml › squads › squad=Gold › sessions --> <!-- example: none (a message, not
// content) --> A path step is a field name, an item's number (from 1) or field=value (the item with
// that value). The files an example names in public/ (a new photo, a PDF) are put there first, as
// the guide says.
// Run: node --import tsx --test test/docs/editing-examples.site.test.ts
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import YAML from 'yaml';
import { formatProblem } from '../../scripts/build/content-messages.mjs';
import { loadContent } from '../../scripts/build/content.mjs';
import { testPublic } from '../../scripts/test/fixture-clubs.mjs';
import { build, copyOfContent } from '../helpers/site-build.js';

const guidePath = 'docs/editing.md';
const guide = (await readFile(guidePath, 'utf8')).split('\n');

type Example = { line: number; where: string; block: string[] };

/** Every fenced code block in the guide, with the line above it that says where it goes. */
function examples(): Example[] {
  const found: Example[] = [];
  for (let i = 0; i < guide.length; i++) {
    if (!guide[i].startsWith('```')) continue;
    const end = guide.indexOf('```', i + 1);
    const where = guide[i - 1]?.match(/^<!-- example: (.+) -->$/)?.[1];
    found.push({ line: i + 1, where: where ?? '', block: guide.slice(i + 1, end) });
    i = end;
  }
  return found;
}

type Paste = { kind: 'end' | 'replace'; lines: string[]; file: string; path: string[] };

function parsePaste(text: string, block: string[]): Paste {
  const match = text.match(
    /^(?:(the last line|lines? (\d+)(?:[–-](\d+))?) )?(goes at the end of|go at the end of|replaces?) (\S+)((?: › [^›]+)*)$/,
  );
  if (!match) throw new Error(`cannot read "${text}"`);
  const [, which, from, to, verb, file, path] = match;
  const lines =
    which === 'the last line'
      ? block.slice(-1)
      : from
        ? block.slice(Number(from) - 1, Number(to ?? from))
        : block;
  return {
    kind: verb.startsWith('replace') ? 'replace' : 'end',
    lines,
    file,
    path: path
      .split(' › ')
      .slice(1)
      .map((s) => s.trim()),
  };
}

/** The node a path names in a YAML document, or undefined. */
function find(doc: YAML.Document, path: string[]): YAML.Node | undefined {
  let node = doc.contents as YAML.Node | null;
  for (const step of path) {
    if (YAML.isMap(node)) node = node.get(step, true) as YAML.Node;
    else if (YAML.isSeq(node)) {
      const [key, value] = step.split('=');
      node = (
        /^\d+$/.test(step)
          ? node.items[Number(step) - 1]
          : node.items.find((item) => YAML.isMap(item) && String(item.get(key)) === value)
      ) as YAML.Node;
    } else return undefined;
    if (!node) return undefined;
  }
  return node ?? undefined;
}

/** Pastes into a content file as a volunteer would: the lines as written in the guide, at the
 * end of a list, or in place of an item. Later places first, so earlier ones stay put. */
async function paste(contentDir: string, pastes: Paste[]) {
  const edits = [];
  for (const p of pastes) {
    const file = join(contentDir, p.file.replace(/^content\//, ''));
    const text = await readFile(file, 'utf8');
    const lineOf = (offset: number) => text.slice(0, offset).split('\n').length - 1;
    const node = find(YAML.parseDocument(text), p.path);
    if (p.path.length && !node?.range)
      throw new Error(`${p.file} › ${p.path.join(' › ')} is not in the test club's content`);
    const lines = text.split('\n');
    const last = node?.range ? lineOf(node.range[1] - 1) : lines.length - 1;
    if (p.kind === 'end') edits.push({ file, at: last + 1, remove: 0, lines: p.lines });
    else
      edits.push({
        file,
        at: lineOf(node!.range![0]),
        remove: last - lineOf(node!.range![0]) + 1,
        lines: p.lines,
      });
  }
  for (const edit of edits.sort((a, b) => b.at - a.at)) {
    const lines = (await readFile(edit.file, 'utf8')).split('\n');
    lines.splice(edit.at, edit.remove, ...edit.lines);
    await writeFile(edit.file, lines.join('\n'));
  }
}

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
    'put a line like <!-- example: go at the end of content/events.yaml --> just above each (see this test)',
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
  test(`the example at ${guidePath}, line ${example.line}, is good content (${example.where})`, async () => {
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
