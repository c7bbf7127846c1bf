// A page's render kept between builds (scripts/build/page-cache.mjs), with made-up built files:
// used again while all it read is unchanged, drawn again once anything it read changes, and
// never kept when it read the moment, the clock or the network.
// Run: node scripts/test/node.mjs test/build/page-cache.node.test.ts
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sha256 } from '../../scripts/files.mjs';
import { pageKeeper } from '../../scripts/build/page-cache.mjs';

let dir: string;
let outDir: string;
const kept = () => join(dir, 'kept');
const start = [
  '/lib/app.js',
  '/content/site.js',
  '/lib/build-info.js',
  'https://cdn.example/react.js',
];
type Build = { entry?: string; code?: string; siteUrl?: string };
type Render = { html: string; read: string[]; moment: boolean };

/**
 * One build drawing each of `pages` (address → its render, drawn when asked); the addresses drawn.
 */
async function drawn(
  pages: Record<string, () => Promise<Render> | Render>,
  { entry = 'A', code = 'app 1', siteUrl = 'https://club.example/' }: Build = {},
) {
  await writeFile(join(outDir, 'lib', 'app.js'), code);
  await writeFile(
    join(outDir, 'lib', 'build-info.js'),
    `export const buildInfo = { "siteUrl":${JSON.stringify(siteUrl)} };`,
  );
  const versions = new Map([
    ['content/site.js', sha256('export const site = {};')],
    ['content/galas/a.js', sha256(`export const gala = "${entry}";`)],
  ]);
  const keeper = await pageKeeper({
    keepAs: 'dist',
    outDir,
    versions,
    base: '',
    siteUrl: new URL(siteUrl),
  });
  const drew: string[] = [];
  const html: Record<string, string> = {};
  for (const [path, render] of Object.entries(pages))
    html[path] = (await keeper.render(path, start, async () => (drew.push(path), render()))).html;
  await keeper.save();
  return { drew, html };
}
/** A gala's page: its render, made from the build's entry and code, reading the entry or not. */
const gala = (build: Build = {}, readsEntry = true) => ({
  '/results/a': () => ({
    html: `<p>${build.entry ?? 'A'} ${build.code ?? 'app 1'}</p>`,
    read: readsEntry ? ['content/galas/a.js'] : [],
    moment: false,
  }),
});

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'page-cache-'));
  process.env.PAGE_CACHE = kept();
});
beforeEach(async () => {
  outDir = join(dir, `out-${Math.random()}`);
  await mkdir(join(outDir, 'lib'), { recursive: true });
  await rm(kept(), { recursive: true, force: true });
});
after(async () => {
  delete process.env.PAGE_CACHE;
  await rm(dir, { recursive: true, force: true });
});

describe("a page's render, kept", () => {
  it('is used again by the next build when nothing it read has changed', async () => {
    assert.deepEqual((await drawn(gala())).drew, ['/results/a']);
    assert.deepEqual(await drawn(gala()), { drew: [], html: { '/results/a': '<p>A app 1</p>' } });
  });

  it('is drawn again when a module the page starts with changes', async () => {
    await drawn(gala());
    const build = { code: 'app 2' };
    assert.deepEqual(await drawn(gala(build), build), {
      drew: ['/results/a'],
      html: { '/results/a': '<p>A app 2</p>' },
    });
  });

  it('is drawn again when an entry it asked for changes, and kept when another does', async () => {
    await drawn(gala());
    assert.equal((await drawn(gala({ entry: 'B' }), { entry: 'B' })).drew.length, 1);
    // A page that asks for no entry (drawn afresh for new code).
    assert.equal(
      (await drawn(gala({ entry: 'B', code: 'app 2' }, false), { entry: 'B', code: 'app 2' })).drew
        .length,
      1,
    );
    assert.equal(
      (await drawn(gala({ entry: 'C', code: 'app 2' }, false), { entry: 'C', code: 'app 2' })).drew
        .length,
      0,
    );
  });

  it("is drawn again when the site's address changes", async () => {
    await drawn(gala());
    assert.equal((await drawn(gala(), { siteUrl: 'https://club.example/sub/' })).drew.length, 1);
  });

  it('is one file, written once, and deleted when its page changes', async () => {
    const renders = async () => (await readdir(kept())).filter((name) => name.endsWith('.html'));
    await drawn(gala());
    const [first] = await renders();
    await drawn(gala());
    assert.deepEqual(await renders(), [first]);
    await drawn(gala({ entry: 'B' }), { entry: 'B' });
    assert.equal((await renders()).length, 1);
    assert.notDeepEqual(await renders(), [first]);
  });

  it('is drawn again, the build going on, when its kept list or render is unreadable', async () => {
    await drawn(gala());
    for (const name of await readdir(kept()))
      await writeFile(join(kept(), name), name.endsWith('.json') ? '{"/results/a": ' : '');
    assert.equal((await drawn(gala())).drew.length, 1);
    await drawn(gala());
    for (const name of await readdir(kept()))
      if (name.endsWith('.html')) await rm(join(kept(), name));
    assert.deepEqual(await drawn(gala()), {
      drew: ['/results/a'],
      html: { '/results/a': '<p>A app 1</p>' },
    });
  });

  for (const [what, read] of [
    ["the build's moment", () => ({ moment: true })],
    ['the clock', () => (Date.now(), {})],
    ['the clock by new Date()', () => (new Date().getTime(), {})],
    ['the network', () => (fetch('http://127.0.0.1:9/').catch(() => undefined), {})],
  ] as const) {
    it(`is never kept when its render read ${what}`, async () => {
      const pages = {
        '/reads': () => ({ html: '<p></p>', read: [], moment: false, ...read() }),
        '/plain': () => ({ html: '<p></p>', read: [], moment: false }),
      };
      await drawn(pages);
      assert.deepEqual((await drawn(pages)).drew, ['/reads']);
      assert.equal(typeof Date.now(), 'number', 'the clock is given back');
      assert.ok(new Date(0) instanceof Date);
    });
  }

  it('is never kept with PAGE_CACHE=off', async () => {
    process.env.PAGE_CACHE = 'off';
    try {
      await drawn(gala());
      assert.equal((await drawn(gala())).drew.length, 1);
    } finally {
      process.env.PAGE_CACHE = kept();
    }
  });
});
