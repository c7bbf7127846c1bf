// The galas step's result kept between builds (scripts/build/galas/result-cache.mjs): the same
// result as a build afresh, the very same one for a second build in one process, and a build
// afresh once anything the step reads changes: a meet file, a word of results.yaml, a line's
// place, its code.
// Run: node scripts/test/node.mjs test/build/galas/result-cache.node.test.ts
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { loadContent } from '../../../scripts/build/content.mjs';
import { codeHash } from '../../../scripts/build/kept.mjs';
import { testContent, testPublic } from '../../../scripts/test/fixture-clubs.mjs';

let dir: string;
let cache: string;
let club: string;
const load = () => loadContent({ contentDir: club, publicDir: testPublic });
const edit = async (file: string, change: (text: string) => string) => {
  const path = join(club, file);
  await writeFile(path, change(await readFile(path, 'latin1')), 'latin1');
};

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gala-result-'));
  cache = join(dir, 'cache');
  club = join(dir, 'content');
  await cp(testContent, club, { recursive: true });
  // A withheld name that matches no one: a warning naming its line.
  await edit('results.yaml', (text) => text.replace('  - Mairi Campbell', '  - Nobody Matches'));
  process.env.GALA_CACHE = cache;
});
after(async () => {
  delete process.env.GALA_CACHE;
  await rm(dir, { recursive: true, force: true });
});

describe("the galas step's result, kept", () => {
  it('is what a build afresh makes, and a second build in the process gets the very same', async () => {
    process.env.GALA_CACHE = 'off';
    const afresh = await load();
    process.env.GALA_CACHE = cache;
    const first = await load();
    assert.equal(first.problems.length, 0);
    assert.deepEqual(first.modules, afresh.modules);
    assert.deepEqual(first.warnings, afresh.warnings);
    const second = await load();
    assert.equal(second.content.galas, first.content.galas);
    assert.equal(second.modules['swimmer-list'], first.modules['swimmer-list']);
  });

  it('is frozen: a step cannot change what the next build gets', async () => {
    const { content } = await load();
    assert.throws(() => {
      content.galas[0].title = 'Changed by a later step';
    }, TypeError);
  });

  it('is read from the folder by a process that has not built it, as it was made', async () => {
    const kept = (await readdir(cache)).filter((name) => name.endsWith('.json'));
    assert.equal(kept.length, 1);
    process.env.GALA_CACHE = 'off';
    const afresh = await load();
    process.env.GALA_CACHE = cache;
    // Another club built in between: the process no longer holds this one's.
    const other = join(dir, 'other');
    await mkdir(other);
    const another = () => loadContent({ contentDir: other, publicDir: testPublic, partial: true });
    await another();
    const read = await load();
    for (const made of ['galas', 'seasons', 'swimmers', 'swimmerList', 'topTimes', 'topTimesSeason', 'results', 'records'])
      assert.deepEqual(read.content[made], afresh.content[made], made);
    assert.deepEqual(read.modules, afresh.modules);
    assert.deepEqual(read.warnings, afresh.warnings);
    // The kept copy marked: the mark shows it is what was read.
    await another();
    const file = join(cache, kept[0]!);
    const copy = JSON.parse(await readFile(file, 'utf8'));
    copy.made.galas[0].title = 'Read from the folder';
    await writeFile(file, JSON.stringify(copy));
    assert.equal((await load()).content.galas[0].title, 'Read from the folder');
  });

  it('is made afresh, the build going on, when the kept file cannot be read', async () => {
    const other = join(dir, 'other');
    await mkdir(other, { recursive: true });
    await loadContent({ contentDir: other, publicDir: testPublic, partial: true }); // not this club's in memory
    for (const name of await readdir(cache)) await writeFile(join(cache, name), '{"calls": [');
    process.env.GALA_CACHE = 'off';
    const afresh = await load();
    process.env.GALA_CACHE = cache;
    const read = await load();
    assert.equal(read.problems.length, 0);
    assert.deepEqual(read.modules, afresh.modules);
  });

  it('is made afresh when a meet file changes', async () => {
    const time = (modules: Record<string, any>) => JSON.stringify(modules).includes('3148');
    const before = await load();
    assert.ok(time(before.modules));
    await edit(join('galas', '2026-09-club-championships.lef'), (text) => text.replace('swimtime="00:00:31.48"', 'swimtime="00:00:31.47"'));
    const after = await load();
    assert.equal(after.problems.length, 0);
    assert.ok(!time(after.modules));
  });

  it('is made afresh when a word of results.yaml changes', async () => {
    const before = await load();
    await edit('results.yaml', (text) => text.replace('title: Club Championships 2026', 'title: Club Championships, 2026'));
    const after = await load();
    assert.ok(before.content.galas.some((gala: { title: string }) => gala.title === 'Club Championships 2026'));
    assert.ok(after.content.galas.some((gala: { title: string }) => gala.title === 'Club Championships, 2026'));
  });

  it('is made afresh when a line of results.yaml moves, so each message names its line', async () => {
    const line = (warnings: { file: string; line: number }[]) => warnings.find((w) => w.file.endsWith('results.yaml'))?.line;
    const before = line((await load()).warnings);
    assert.ok(before);
    await edit('results.yaml', (text) => `# A line more at the top\n${text}`);
    assert.equal(line((await load()).warnings), before + 1);
  });

  it('is never kept with problems, so a meet refused by the clock (dated over a year ahead) is read again', async () => {
    const kept = async () => (await readdir(cache)).filter((name) => name.endsWith('.json')).length;
    const before = await kept();
    await edit(join('galas', '2026-09-club-championships.lef'), (text) => text.replace('date="2026-09-19"', 'date="2099-09-19"'));
    const { problems } = await load();
    assert.match(problems[0]?.message ?? '', /^a session's date, 2099-09-19, is more than a year after today/);
    assert.equal(await kept(), before);
    await edit(join('galas', '2026-09-club-championships.lef'), (text) => text.replace('date="2099-09-19"', 'date="2026-09-19"'));
    assert.deepEqual((await load()).problems, []);
  });

  it("is made afresh when the step's code changes, in any module it imports", async () => {
    const code = join(dir, 'code');
    await mkdir(code);
    await writeFile(join(code, 'step.mjs'), "import { a } from './a.mjs';\nexport const step = a;\n");
    await writeFile(join(code, 'a.mjs'), "export { b as a } from './b.mjs';\n");
    await writeFile(join(code, 'b.mjs'), 'export const b = 1;\n');
    await writeFile(join(code, 'unused.mjs'), 'export const c = 1;\n');
    const hash = () => codeHash(pathToFileURL(join(code, 'step.mjs')));
    const before = await hash();
    await writeFile(join(code, 'unused.mjs'), 'export const c = 2;\n');
    assert.equal(await hash(), before);
    await writeFile(join(code, 'b.mjs'), 'export const b = 2;\n');
    assert.notEqual(await hash(), before);
  });
});
