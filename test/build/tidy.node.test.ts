// What a stopped build leaves behind (scripts/build/tidy.mjs, scripts/build/staging.mjs): its
// staging folder goes with it when it is stopped by a signal, and the next build deletes what one
// killed outright left, never what a running build is making.
// Run: node scripts/test/node.mjs test/build/tidy.node.test.ts
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { tidyCache } from '../../scripts/build/tidy.mjs';
import { testContent, testPublic } from '../../scripts/test/fixture-clubs.mjs';

let dir: string;
before(async () => (dir = await mkdtemp(join(tmpdir(), 'tidy-'))));
after(() => rm(dir, { recursive: true, force: true }));

/** A process that has ended: its number is free. */
async function endedPid() {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((done) => child.on('exit', done));
  return child.pid!;
}

describe('what a stopped build leaves', () => {
  it('is deleted by the next build, and what a running build makes is left alone', async () => {
    const cache = join(dir, 'cache');
    const ended = await endedPid();
    const left = {
      staging: [`dist-${ended}`, `dist-${ended}-old`, `dist-${process.pid}`],
      pages: [`dist.v8.${ended}`, 'dist.v8'],
    };
    for (const [folder, names] of Object.entries(left)) {
      await mkdir(join(cache, folder), { recursive: true });
      for (const name of names) await writeFile(join(cache, folder, name), '');
    }
    await tidyCache(cache);
    assert.deepEqual(await readdir(join(cache, 'staging')), [`dist-${process.pid}`]);
    assert.deepEqual(await readdir(join(cache, 'pages')), ['dist.v8']);
  });

  it('is nothing once a build stopped by a signal half-way has ended', async () => {
    const out = '.cache/site-stopped';
    const args = [
      'scripts/build.mjs',
      `--out=${out}`,
      `--content=${testContent}`,
      `--public=${testPublic}`,
    ];
    const build = spawn(process.execPath, args, { stdio: 'ignore' });
    const staging = `.cache_site-stopped-${build.pid}`;
    const ended = new Promise((done) => build.on('exit', done));
    const made = async () =>
      (await readdir('.cache/staging').catch((): string[] => [])).includes(staging);
    for (let i = 0; i < 500 && !(await made()); i++) await sleep(10);
    assert.ok(await made(), 'the build made its staging folder');
    build.kill('SIGTERM');
    await ended;
    // What esbuild, a process of its own, was still writing: deleted by the next build.
    for (let i = 0; i < 100 && (await made()); i++) await tidyCache().then(() => sleep(20));
    assert.ok(!(await made()));
  });

  it('is nothing, with all the caches, after npm run clean', async () => {
    const club = join(dir, 'club');
    for (const folder of ['pages', 'model', 'staging/dist-1'])
      await mkdir(join(club, '.cache', folder), { recursive: true });
    await writeFile(join(club, '.cache', 'pages', 'dist.json'), '{}');
    await promisify(execFile)(process.execPath, [join(process.cwd(), 'scripts', 'clean.mjs')], {
      cwd: club,
      // This club's .cache/ alone.
      env: { ...process.env, MODEL_CACHE: '', PAGE_CACHE: '', MEET_CACHE: '' },
    });
    assert.deepEqual(await readdir(club), []);
  });
});
