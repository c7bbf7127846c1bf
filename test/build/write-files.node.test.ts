// The build's content modules and pages (scripts/build/write-files.mjs): a file the last build
// left in the built folder byte for byte is linked from there, and any other written afresh.
// Run: node scripts/test/node.mjs test/build/write-files.node.test.ts
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { writeFiles } from '../../scripts/build/write-files.mjs';

let dir: string;
before(async () => (dir = await mkdtemp(join(tmpdir(), 'write-files-'))));
after(() => rm(dir, { recursive: true, force: true }));

const inode = async (file: string) => (await stat(file)).ino;

describe("the build's large sets of files", () => {
  it('links a file the last build left alike, and writes one that differs or is new', async () => {
    const last = join(dir, 'last');
    await writeFiles(last, [
      ['a.html', 'A'],
      ['news/b.html', 'B'],
    ]);
    // Changed by hand since: never linked.
    await writeFile(join(last, 'news', 'b.html'), 'B, edited');
    const next = join(dir, 'next');
    const files: [string, string][] = [
      ['a.html', 'A'],
      ['news/b.html', 'B'],
      ['news/c.html', 'C'],
    ];
    assert.equal(await writeFiles(next, files, last), 1);
    assert.equal(await inode(join(next, 'a.html')), await inode(join(last, 'a.html')));
    assert.notEqual(
      await inode(join(next, 'news', 'b.html')),
      await inode(join(last, 'news', 'b.html')),
    );
    for (const [file, text] of files) assert.equal(await readFile(join(next, file), 'utf8'), text);
    assert.equal(await readFile(join(last, 'news', 'b.html'), 'utf8'), 'B, edited');
  });

  it('writes every file when there is no last build', async () => {
    const out = join(dir, 'first');
    assert.equal(await writeFiles(out, [['a.html', 'A']], join(dir, 'none')), 0);
    assert.equal(await readFile(join(out, 'a.html'), 'utf8'), 'A');
  });
});
