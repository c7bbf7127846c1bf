// A venue's pool (venues.yaml's length and lanes) beside its name where the site names it, and a
// length without its unit named by its line. Run: node scripts/test/node.mjs
// test/build/venue-pool.site.test.ts
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { check } from '../helpers/content-check.js';
import { build, copyOfContent } from '../helpers/site-build.js';

test("shows a venue's pool length and lanes beside its name on the Training page", async () => {
  const content = await copyOfContent();
  const out = join('.cache', `venue-pool-${process.pid}`);
  try {
    const file = join(content, 'venues.yaml');
    const venues = await readFile(file, 'utf8');
    const name = venues.match(/^- name: (.+)$/m)![1]!.replace(/^"|"$/g, '');
    await writeFile(file, venues.replace(/^(- name: .+\n)/m, '$1  length: 25m\n  lanes: 6\n'));
    const { code, output } = await build(content, out);
    assert.equal(code, 0, output);
    const page = (await readFile(join(out, 'training', 'index.html'), 'utf8')).replace(
      /<[^>]*>/g,
      '',
    );
    assert.ok(
      page.includes(`${name} (25 m pool, 6 lanes)`),
      `no "${name} (25 m pool, 6 lanes)" on the Training page`,
    );
  } finally {
    await rm(dirname(content), { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  }
});

test('names a pool length without its unit by file and line', async () => {
  const problems = await check({ 'venues.yaml': '- name: Pool\n  length: 25\n  lanes: none\n' });
  assert.deepEqual(problems, [
    'test-content/venues.yaml, line 2 (item 1 › length): 25 is not a pool length; write it ' +
      'with its unit, like 25 m or 50 m',
    'test-content/venues.yaml, line 3 (item 1 › lanes): "none" is not a number of lanes; ' +
      'write it like 6',
  ]);
});
