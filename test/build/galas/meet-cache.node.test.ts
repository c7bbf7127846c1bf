// Meets already read, kept in a folder (scripts/build/galas/meet-cache.mjs): the same meet as the
// reader gives, a fresh copy each time, and a file read afresh once its bytes change.
// Run: node scripts/test/node.mjs test/build/galas/meet-cache.node.test.ts
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readLenex } from '../../../scripts/build/galas/lenex.mjs';
import { readMeet } from '../../../scripts/build/galas/meet-cache.mjs';
import { GalaFileProblem } from '../../../scripts/build/galas/problem.mjs';
import { readGalaFile } from '../../../scripts/build/galas/read-file.mjs';
import { testContent } from '../../../scripts/test/fixture-clubs.mjs';

const galas = join(testContent, 'galas');
let dir: string;
let cache: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'meet-cache-'));
  cache = join(dir, 'cache');
});
after(() => rm(dir, { recursive: true, force: true }));

describe('meets already read', () => {
  for (const name of ['2026-09-club-championships.lef', '2026-11-fife-district.lxf']) {
    it(`gives the meet the reader gives for ${name}, read or kept`, async () => {
      const path = join(galas, name);
      const read = readLenex(await readGalaFile(path));
      assert.deepEqual(await readMeet(path, cache), read);
      assert.deepEqual(await readMeet(path, cache), read);
    });
  }

  it('keeps one copy per file and gives a fresh one each time, its athletes shared', async () => {
    const path = join(galas, '2026-09-club-championships.lef');
    const kept = (await readdir(cache)).length;
    const first = await readMeet(path, cache);
    assert.equal((await readdir(cache)).length, kept);
    const athlete = first.results[0].athlete;
    assert.equal(athlete, first.athletes.get(String(athlete.id)));
    Object.assign(athlete, { person: { slug: 'changed-by-a-build' } });
    const second = await readMeet(path, cache);
    assert.equal(second.results[0].athlete.person, undefined);
    assert.equal(second.results[0].athlete, second.athletes.get(String(athlete.id)));
  });

  it('reads a file again once its bytes change', async () => {
    const path = join(dir, 'meet.lef');
    await cp(join(galas, '2026-09-club-championships.lef'), path);
    const before = await readMeet(path, cache);
    await writeFile(
      path,
      (await readFile(path, 'utf8')).replace(`name="${before.name}"`, 'name="Renamed Meet"'),
    );
    assert.equal((await readMeet(path, cache)).name, 'Renamed Meet');
  });

  it('reads bytes as their file ending says: a meet as a .lef, refused as a .lxf', async () => {
    const lef = join(dir, 'same.lef');
    await cp(join(galas, '2026-09-club-championships.lef'), lef);
    await readMeet(lef, cache);
    const lxf = join(dir, 'same.lxf');
    await cp(lef, lxf);
    await assert.rejects(readMeet(lxf, cache), /not a zip file/);
  });

  it('reads a file afresh when its kept copy cannot be read, and keeps it again', async () => {
    const path = join(galas, '2026-09-club-championships.lef');
    const read = readLenex(await readGalaFile(path));
    await readMeet(path, cache);
    for (const name of await readdir(cache)) await writeFile(join(cache, name), 'half a copy');
    assert.deepEqual(await readMeet(path, cache), read);
    assert.deepEqual(await readMeet(path, cache), read);
  });

  it('keeps nothing of a file the reader refuses, and refuses it again', async () => {
    const path = join(dir, 'broken.lef');
    await writeFile(path, '<?xml version="1.0"?><NOTLENEX/>');
    const kept = (await readdir(cache)).length;
    for (let i = 0; i < 2; i++) await assert.rejects(readMeet(path, cache), GalaFileProblem);
    assert.equal((await readdir(cache)).length, kept);
  });
});
