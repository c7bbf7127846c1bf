// A photo a volunteer drops into public/images/ (of a copy of the test club's), through two real
// builds.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { listFiles } from '../scripts/files.mjs';
import { testContent, testPublic } from '../scripts/test/fixture-clubs.mjs';

const dir = join('.cache', `site-photo-${process.pid}`);
/** Builds the site; the number of photo copies the build says it made. */
const build = async (publicDir: string) => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    'scripts/build.mjs',
    `--out=${dir}`,
    `--content=${testContent}`,
    `--public=${publicDir}`,
    '--no-offline',
  ]);
  return Number(stdout.match(/(\d+) photo copies made/)?.[1]);
};

describe('photos a volunteer adds', () => {
  it('are made AVIF and WebP at phone and desktop widths, redone only when changed', async () => {
    const name = `test-photo-${process.pid}`;
    const publicDir = join(await mkdtemp(join(tmpdir(), 'photo-')), 'public');
    await cp(testPublic, publicDir, { recursive: true });
    const photo = join(publicDir, 'images', `${name}.jpg`);
    // The photo is new to the cache (the time is written into its pixels), so only its own copies
    // are made.
    const cache = join('.cache', 'images');
    const cachedBefore = new Set(await readdir(cache).catch(() => []));
    try {
      // A gradient, not one flat colour (and not noise, which takes AVIF three times as long).
      const pixels = Buffer.from(
        new Uint8Array(1200 * 800 * 3).map(
          (_, i) => (((i / 3) % 1200) * 255) / 1200 + (i % 3) * 40,
        ),
      );
      pixels.write(`${process.pid} ${Date.now()}`);
      await sharp(pixels, { raw: { width: 1200, height: 800, channels: 3 } })
        .jpeg()
        .toFile(photo);
      const firstBuild = await build(publicDir);
      const secondBuild = await build(publicDir);
      const files = (await listFiles(join(dir, 'images')))
        .filter((f) => f.startsWith(name))
        .map((f) => f.slice(name.length));
      assert.deepEqual(
        files.sort(),
        [
          '-480.avif',
          '-480.webp',
          '-960.avif',
          '-960.webp',
          '-1200.avif',
          '-1200.webp',
          '.jpg',
        ].sort(),
      );
      assert.equal(firstBuild, 6);
      assert.equal(secondBuild, 0);
    } finally {
      await rm(join(publicDir, '..'), { recursive: true, force: true });
      await rm(dir, { recursive: true, force: true });
      for (const file of await readdir(cache).catch(() => []))
        if (!cachedBefore.has(file)) await rm(join(cache, file), { force: true });
    }
  });
});
