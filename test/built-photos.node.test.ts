// A photo a volunteer drops into public/images/, through two real builds.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { listFiles } from '../scripts/files.mjs';

const dir = join('.cache', 'site-photo');
/** Builds the site; the number of photo copies the build says it made. */
const build = async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/build.mjs', `--out=${dir}`]);
  return Number(stdout.match(/(\d+) photo copies made/)?.[1]);
};

describe('photos a volunteer adds', () => {
  it('are turned into AVIF and WebP copies at phone and desktop widths, redone only when changed', async () => {
    const name = `test-photo-${process.pid}`;
    const photo = join('public', 'images', `${name}.jpg`);
    // The photo is new to the cache (the time is written into its pixels), so only its own copies are made.
    const cache = join('.cache', 'images');
    const cachedBefore = new Set(await readdir(cache).catch(() => []));
    try {
      const pixels = Buffer.from(new Uint8Array(1200 * 800 * 3).map((_, i) => (i * 7) % 256)); // not one flat colour
      pixels.write(`${process.pid} ${Date.now()}`);
      await sharp(pixels, { raw: { width: 1200, height: 800, channels: 3 } })
        .jpeg()
        .toFile(photo);
      const firstBuild = await build();
      const secondBuild = await build();
      const files = (await listFiles(join(dir, 'images'))).filter((f) => f.startsWith(name)).map((f) => f.slice(name.length));
      assert.deepEqual(files.sort(), ['-480.avif', '-480.webp', '-960.avif', '-960.webp', '-1200.avif', '-1200.webp', '.jpg'].sort());
      assert.equal(firstBuild, 6);
      assert.equal(secondBuild, 0);
    } finally {
      await rm(photo, { force: true });
      for (const file of await readdir(cache).catch(() => [])) if (!cachedBefore.has(file)) await rm(join(cache, file), { force: true });
    }
  });
});
