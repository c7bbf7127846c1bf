// The model kept between builds (scripts/build/model-cache.mjs): the same as the content read
// afresh, and read afresh once anything it is made from changes: a meet file, a word of
// results.yaml, a line's place, a picture, the club's date.
// Run: node scripts/test/node.mjs test/build/model-cache.node.test.ts
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadModel } from '../../scripts/build/model-cache.mjs';
import { testContent, testPublic } from '../../scripts/test/fixture-clubs.mjs';

let dir: string;
let cache: string;
let club: string;
let pictures: string;
const moment = Date.parse('2026-12-01T09:00:00Z');
const load = (at = moment) => loadModel({ contentDir: club, publicDir: pictures, moment: at });
const kept = async () =>
  (await readdir(cache).catch(() => [])).filter((name) => name.endsWith('.json')).length;
const edit = async (file: string, change: (text: string) => string) => {
  const path = join(club, file);
  await writeFile(path, change(await readFile(path, 'latin1')), 'latin1');
};
/** The model read afresh, as MODEL_CACHE=off reads it. */
const afresh = async () => {
  process.env.MODEL_CACHE = 'off';
  try {
    return await load();
  } finally {
    process.env.MODEL_CACHE = cache;
  }
};

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'model-cache-'));
  cache = join(dir, 'cache');
  club = join(dir, 'content');
  pictures = join(dir, 'public');
  await cp(testContent, club, { recursive: true });
  await cp(testPublic, pictures, { recursive: true });
  // A withheld name that matches no one: a warning naming its line.
  await edit('results.yaml', (text) => text.replace('  - Mairi Campbell', '  - Nobody Matches'));
  process.env.MODEL_CACHE = cache;
});
after(async () => {
  delete process.env.MODEL_CACHE;
  await rm(dir, { recursive: true, force: true });
});

describe('the model, kept', () => {
  it('is what reading the content afresh makes, read from its file by the next build', async () => {
    const first = await load();
    assert.equal(first.problems.length, 0);
    assert.equal(await kept(), 1);
    const read = await load();
    assert.equal(await kept(), 1);
    const fresh = await afresh();
    for (const part of ['content', 'modules', 'warnings', 'galaAddresses'] as const)
      assert.deepEqual(read[part], fresh[part], part);
    // The kept copy marked: the mark shows it is what was read.
    const [name] = await readdir(cache);
    const copy = JSON.parse(await readFile(join(cache, name!), 'utf8'));
    copy.content.galas[0].title = 'Read from the folder';
    await writeFile(join(cache, name!), JSON.stringify(copy));
    assert.equal((await load()).content.galas[0].title, 'Read from the folder');
  });

  it('is read afresh, the build going on, when its file cannot be read', async () => {
    await load();
    for (const name of await readdir(cache)) await writeFile(join(cache, name), '{"content": [');
    assert.deepEqual((await load()).modules, (await afresh()).modules);
  });

  it('is read afresh when a meet file changes', async () => {
    const time = (modules: Record<string, any>) => JSON.stringify(modules).includes('3148');
    assert.ok(time((await load()).modules));
    await edit(join('galas', '2026-09-club-championships.lef'), (text) =>
      text.replace('swimtime="00:00:31.48"', 'swimtime="00:00:31.47"'),
    );
    const after = await load();
    assert.equal(after.problems.length, 0);
    assert.ok(!time(after.modules));
  });

  it('is read afresh when a word of results.yaml changes', async () => {
    const titled = async (title: string) =>
      (await load()).content.galas.some((gala: { title: string }) => gala.title === title);
    assert.ok(await titled('Club Championships 2026'));
    await edit('results.yaml', (text) =>
      text.replace('title: Club Championships 2026', 'title: Club Championships, 2026'),
    );
    assert.ok(await titled('Club Championships, 2026'));
  });

  it('is read afresh when a line of results.yaml moves, so messages name their line', async () => {
    const line = (warnings: { file: string; line: number }[]) =>
      warnings.find((w) => w.file.endsWith('results.yaml'))?.line;
    const before = line((await load()).warnings);
    assert.ok(before);
    await edit('results.yaml', (text) => `# A line more at the top\n${text}`);
    assert.equal(line((await load()).warnings), before + 1);
  });

  it('is read afresh when a picture changes, or a file of another kind takes a name', async () => {
    const before = await kept();
    await load();
    const [picture] = (await readdir(join(pictures, 'images'))).filter((name) =>
      name.endsWith('.svg'),
    );
    await writeFile(
      join(pictures, 'images', picture!),
      '<svg xmlns="http://www.w3.org/2000/svg" width="7" height="5"/>',
    );
    await load();
    await symlink('/dev/null', join(club, 'galas', 'linked.lef'));
    assert.ok((await load()).problems.length);
    await rm(join(club, 'galas', 'linked.lef'));
    assert.equal(await kept(), before + 1);
  });

  it("is read afresh on another day, for term dates' warnings, and kept the same day", async () => {
    const before = await kept();
    await load(moment);
    await load(moment + 3_600_000);
    assert.equal(await kept(), before);
    await load(moment + 86_400_000);
    assert.equal(await kept(), before + 1);
  });

  it('is never kept with problems, so a meet refused by the clock is read again', async () => {
    const before = await kept();
    await edit(join('galas', '2026-09-club-championships.lef'), (text) =>
      text.replace('date="2026-09-19"', 'date="2099-09-19"'),
    );
    const { problems } = await load();
    assert.match(
      problems[0]?.message ?? '',
      /^a session's date, 2099-09-19, is more than a year after today/,
    );
    assert.equal(await kept(), before);
    await edit(join('galas', '2026-09-club-championships.lef'), (text) =>
      text.replace('date="2099-09-19"', 'date="2026-09-19"'),
    );
    assert.deepEqual((await load()).problems, []);
  });
});
