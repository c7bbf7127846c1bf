// The pages' renders kept between builds (scripts/build/page-cache.mjs), through real builds of a
// copy of the test club: the same site as a build afresh; a render used again only while all it
// read is unchanged: a later moment, a news post's words, a swimmer newly withheld, the club's
// name; and at a later moment, the pages that do not show it left as they were (write-files.mjs).
// Run: node scripts/test/node.mjs test/build/page-cache.site.test.ts
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { listFiles } from '../../scripts/files.mjs';
import { testContent, testPublic } from '../../scripts/test/fixture-clubs.mjs';

const out = join('.cache', `site-kept-${process.pid}`);
// Caches of its own: other test files' builds, running at the same time, share .cache/pages.
const caches = join('.cache', `site-kept-caches-${process.pid}`);
const pagesCache = join(caches, 'pages');
const list = join(pagesCache, `${out.replace(/[^\w.-]+/g, '_')}.json`);
/** The kept renders' files, from the list of the test's built folder. */
const renders = async () =>
  Object.values(JSON.parse(await readFile(list, 'utf8')) as Record<string, { key: string }>).map(
    ({ key }) => join(pagesCache, `${key}.html`),
  );
const mark = '<!--kept from the last build-->';
let club: string;

/** Builds the club at a moment; how many renders the build says it kept. */
const build = async (moment = '2026-11-20T09:00:00Z', env = {}, offline = false) => {
  const args = [
    'scripts/build.mjs',
    `--out=${out}`,
    `--content=${club}`,
    `--public=${testPublic}`,
    ...(offline ? [] : ['--no-offline']),
  ];
  const caching = { PAGE_CACHE: pagesCache, MODEL_CACHE: join(caches, 'model') };
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    env: { ...process.env, SITE_NOW: moment, ...caching, ...env },
  });
  return Number(stdout.match(/(\d+) renders kept/)?.[1]);
};
/** Every built file's text, by its name. */
const site = async () =>
  Object.fromEntries(
    await Promise.all(
      (await listFiles(out)).map(async (file) => [file, await readFile(join(out, file), 'utf8')]),
    ),
  );
/** Marks every kept render, so a page built from one shows it. */
const markKept = async () => {
  for (const file of await renders()) await writeFile(file, (await readFile(file, 'utf8')) + mark);
};
const page = (path: string) => readFile(join(out, path, 'index.html'), 'utf8');
const edit = async (file: string, change: (text: string) => string) =>
  writeFile(join(club, file), change(await readFile(join(club, file), 'utf8')));

before(async () => {
  club = join(await mkdtemp(join(tmpdir(), 'kept-')), 'content');
  await cp(testContent, club, { recursive: true });
});
after(async () => {
  await rm(join(club, '..'), { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
  await rm(caches, { recursive: true, force: true });
});

describe("the pages' renders, kept", () => {
  it('make the same site as a build that draws every page', async () => {
    assert.equal(await build(), 0);
    const afresh = await site();
    // Every render but those that read the build's moment (what is on next), drawn each build.
    const pages = Object.keys(afresh).filter((file) => file.endsWith('.html'));
    const momentary = pages.filter((file) => afresh[file]!.includes('<meta name="built-at"'));
    assert.ok(momentary.length);
    assert.equal(await build(), pages.length - momentary.length);
    assert.deepEqual(await site(), afresh);
  });

  it('make the site a full build makes when what is around the renders changes', async () => {
    const moment = '2026-12-20T09:00:00Z';
    await build(moment, {}, true);
    await edit(
      'notices.yaml',
      (text) =>
        `${text}- message: "Test notice: the car park is closed."\n  from: 2026-12-19 07:00\n` +
        `  until: 2026-12-21 21:00\n`,
    );
    await build(moment, {}, true);
    const kept = await site();
    assert.ok(kept['about/index.html']!.includes('the car park is closed'));
    await build(moment, { PAGE_CACHE: 'off' }, true);
    const afresh = await site();
    assert.deepEqual(
      Object.keys(afresh).filter((file) => kept[file] !== afresh[file]),
      [],
    );
  });

  it('are drawn again where something changed: the moment, a post, a withheld name', async () => {
    await markKept();
    const before = await site();
    const shown = Object.keys(before).filter((file) => before[file]!.includes('Eilidh F.'));
    assert.ok(shown.length > 2, 'the swimmer shows on several pages');
    await edit(
      'news/2026-03-10-quality-mark.md',
      (text) => `${text}\nA sentence added by the volunteer.\n`,
    );
    await edit('results.yaml', (text) =>
      text.replace('  - Mairi Campbell', '  - Mairi Campbell\n  - Eilidh Fraser'),
    );
    await build('2026-12-20T09:00:00Z');
    // The home page: what is on next, the latest results.
    assert.ok(!(await page('')).includes(mark));
    const post = await page('news/2026-03-10-quality-mark');
    assert.ok(!post.includes(mark));
    assert.ok(post.includes('A sentence added by the volunteer.'));
    const after = await site();
    assert.deepEqual(
      Object.keys(after).filter((file) => after[file]!.includes('Eilidh F.')),
      [],
    );
    // Kept: a page that reads none of it, another post.
    assert.ok((await page('about')).includes(mark));
    assert.ok((await page('news/2026-11-25-welcome')).includes(mark));
  });

  it('leave every file as the last build wrote it, later, but where the moment shows', async () => {
    await build('2026-12-20T09:00:00Z', {}, true);
    const before = await site();
    const about = (await stat(join(out, 'about', 'index.html'))).ino;
    await build('2026-12-20T09:05:00Z', {}, true);
    const after = await site();
    const buildOf = (html: string) => /<meta name="build" content="(\w+)">/.exec(html)?.[1];
    assert.ok(buildOf(after['about/index.html']!));
    assert.equal(buildOf(after['about/index.html']!), buildOf(before['about/index.html']!));
    assert.equal(
      (await stat(join(out, 'about', 'index.html'))).ino,
      about,
      'linked from the last build, not written',
    );
    // Changed: the moment in the pages that read it (the training page's today), the calendars'
    // stamps.
    const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
    assert.ok(changed.includes('training/index.html'));
    assert.deepEqual(
      changed.filter(
        (file) => !file.endsWith('.ics') && !after[file]!.includes('<meta name="built-at"'),
      ),
      [],
    );
  });

  it("are all drawn again when the club's name changes", async () => {
    await markKept();
    await edit('site.yaml', (text) => text.replace(/^name: .*$/m, 'name: Renamed Swimming Club'));
    assert.equal(await build('2026-12-20T09:00:00Z'), 0);
  });
});
