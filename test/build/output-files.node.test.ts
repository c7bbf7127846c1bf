// The build's content modules and pages (scripts/build/output-files.mjs): a file the last build
// left in the built folder byte for byte is linked from there, never trusted once changed.
// Run: node scripts/test/node.mjs test/build/output-files.node.test.ts
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { outputFiles } from '../../scripts/build/output-files.mjs';

let dir: string;
let finalDir: string;

/** One build writing `files` into a staging folder, swapped in as the build does; how many it linked. */
async function build(files: Record<string, string>) {
  const outDir = join(dir, `staging-${Math.random()}`);
  await mkdir(join(outDir, 'news'), { recursive: true });
  const output = await outputFiles(outDir, finalDir);
  for (const [file, text] of Object.entries(files)) await output.write(file, text);
  await rm(finalDir, { recursive: true, force: true });
  await rename(outDir, finalDir);
  await output.save();
  return output.linked;
}
const inode = async (file: string) => (await stat(join(finalDir, file))).ino;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'output-files-'));
  process.env.PAGE_CACHE = join(dir, 'kept');
});
beforeEach(async () => {
  finalDir = join(dir, 'dist');
  await rm(finalDir, { recursive: true, force: true });
  await rm(join(dir, 'kept'), { recursive: true, force: true });
});
after(async () => {
  delete process.env.PAGE_CACHE;
  await rm(dir, { recursive: true, force: true });
});

describe("the build's large sets of files", () => {
  it('links a file the last build wrote alike, and writes one that changed', async () => {
    await build({ 'index.html': '<p>Home</p>', 'news/a.js': 'export const entry = 1;' });
    const home = await inode('index.html');
    assert.equal(await build({ 'index.html': '<p>Home</p>', 'news/a.js': 'export const entry = 2;' }), 1);
    assert.equal(await inode('index.html'), home, 'the same file, linked');
    assert.equal(await readFile(join(finalDir, 'news/a.js'), 'utf8'), 'export const entry = 2;');
    // And the file written is linked by the build after.
    const entry = await inode('news/a.js');
    assert.equal(await build({ 'index.html': '<p>Home</p>', 'news/a.js': 'export const entry = 2;' }), 2);
    assert.equal(await inode('news/a.js'), entry);
  });

  it('writes a file changed in the built folder since, instead of linking it', async () => {
    await build({ 'index.html': '<p>Home</p>' });
    await writeFile(join(finalDir, 'index.html'), '<p>Changed by hand</p>');
    assert.equal(await build({ 'index.html': '<p>Home</p>' }), 0);
    assert.equal(await readFile(join(finalDir, 'index.html'), 'utf8'), '<p>Home</p>');
  });

  it('writes every file when the built folder is gone, or with PAGE_CACHE=off', async () => {
    await build({ 'index.html': '<p>Home</p>' });
    await rm(finalDir, { recursive: true });
    assert.equal(await build({ 'index.html': '<p>Home</p>' }), 0);
    process.env.PAGE_CACHE = 'off';
    try {
      assert.equal(await build({ 'index.html': '<p>Home</p>' }), 0);
    } finally {
      process.env.PAGE_CACHE = join(dir, 'kept');
    }
  });

  it("writes every file, the build going on, when the last build's list cannot be read", async () => {
    await build({ 'a.html': 'A' });
    for (const name of await readdir(join(dir, 'kept'))) await writeFile(join(dir, 'kept', name), '{"a.html":');
    assert.equal(await build({ 'a.html': 'A' }), 0);
    assert.equal(await readFile(join(finalDir, 'a.html'), 'utf8'), 'A');
    assert.equal(await build({ 'a.html': 'A' }), 1);
  });
});
