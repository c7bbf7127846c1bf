// A page's render kept between builds (scripts/build/page-cache.mjs), with made-up built files:
// used again while all it read is unchanged, drawn again once anything it read changes.
// Run: node scripts/test/node.mjs test/build/page-cache.node.test.ts
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { pageKeeper } from '../../scripts/build/page-cache.mjs';

let dir: string;
let outDir: string;
const start = ['/lib/app.js', '/content/site.js', '/lib/build-info.js', 'https://cdn.example/react.js'];
type Build = { entry?: string; code?: string; builtAt?: number; siteUrl?: string };

/** One build drawing the page: whether it drew it afresh, and the HTML it got. `reads`: what the
 * render reads, as the pages step notes it. */
async function build({ entry = 'A', code = 'app 1', builtAt = 1, siteUrl = 'https://club.example/' }: Build, reads = { entry: true, moment: false }) {
  await writeFile(join(outDir, 'lib', 'app.js'), code);
  await writeFile(join(outDir, 'lib', 'build-info.js'), `export const buildInfo = { "siteUrl":${JSON.stringify(siteUrl)}, builtAt: Date.now() };`);
  const written = new Map([
    ['content/site.js', { text: 'export const site = {};' }],
    ['content/galas/a.js', { text: `export const gala = "${entry}";` }],
  ]);
  const keeper = await pageKeeper({ keepAs: 'dist', outDir, written, base: '', siteUrl: new URL(siteUrl), builtAt });
  let drawn = false;
  const { html } = await keeper.render('/results/a', start, async () => {
    drawn = true;
    return { html: `<p>${entry} ${code}</p>`, read: reads.entry ? ['content/galas/a.js'] : [], moment: reads.moment };
  });
  await keeper.save();
  return { drawn, html };
}

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'page-cache-'));
  process.env.PAGE_CACHE = join(dir, 'kept');
});
beforeEach(async () => {
  outDir = join(dir, `out-${Math.random()}`);
  await mkdir(join(outDir, 'lib'), { recursive: true });
  await rm(join(dir, 'kept'), { recursive: true, force: true });
});
after(async () => {
  delete process.env.PAGE_CACHE;
  await rm(dir, { recursive: true, force: true });
});

describe("a page's render, kept", () => {
  it('is used again by the next build when nothing it read has changed', async () => {
    assert.equal((await build({})).drawn, true);
    assert.deepEqual(await build({}), { drawn: false, html: '<p>A app 1</p>' });
  });

  it('is drawn again when a module the page starts with changes', async () => {
    await build({});
    assert.deepEqual(await build({ code: 'app 2' }), { drawn: true, html: '<p>A app 2</p>' });
  });

  it('is drawn again when an entry it asked for changes, and kept when one it did not ask for does', async () => {
    await build({});
    assert.equal((await build({ entry: 'B' })).drawn, true);
    // A page that asks for no entry (drawn afresh for new code).
    const asksNone = { entry: false, moment: false };
    assert.equal((await build({ entry: 'B', code: 'app 2' }, asksNone)).drawn, true);
    assert.equal((await build({ entry: 'C', code: 'app 2' }, asksNone)).drawn, false);
  });

  it("is drawn again at a new moment only if it read the build's moment", async () => {
    await build({ builtAt: 1 });
    assert.equal((await build({ builtAt: 2 })).drawn, false);
    // A page that shows what is upcoming (drawn afresh for new code).
    const readsMoment = { entry: true, moment: true };
    assert.equal((await build({ builtAt: 2, code: 'app 2' }, readsMoment)).drawn, true);
    assert.equal((await build({ builtAt: 3, code: 'app 2' }, readsMoment)).drawn, true);
  });

  it('is written again with only the renders that read the moment, at a new moment', async () => {
    const twoPages = async (builtAt: number) => {
      const keeper = await pageKeeper({ keepAs: 'dist', outDir, written: new Map(), base: '', siteUrl: new URL('https://club.example/'), builtAt });
      await keeper.render('/', [], async () => ({ html: `<p>${builtAt}</p>`, read: [], moment: true }));
      await keeper.render('/about', [], async () => ({ html: '<p>About</p>', read: [], moment: false }));
      await keeper.save();
    };
    // A file is written whole under another name, then renamed: a new one is a new inode.
    const inodes = async () => Promise.all(['dist.v8', 'dist.moment.v8'].map(async (f) => (await stat(join(dir, 'kept', f))).ino));
    await twoPages(1);
    const [steady, moment] = await inodes();
    await twoPages(2);
    const [steadyLater, momentLater] = await inodes();
    assert.equal(steadyLater, steady, 'the renders that did not read the moment are not written again');
    assert.notEqual(momentLater, moment);
  });

  it('leaves the page around it to be put together when read, while all that page is made from is as it was', async () => {
    /** One build of /about, the page around its render made from `made`; how often it was put together. */
    const aboutPage = async (made: string) => {
      const keeper = await pageKeeper({ keepAs: 'dist', outDir, written: new Map(), base: '', siteUrl: new URL('https://club.example/'), builtAt: 1 });
      await keeper.render('/about', [], async () => ({ html: '<p>About</p>', read: [], moment: false }));
      let times = 0;
      const put = () => (times++, `<body>${made}<p>About</p></body>`);
      const page = keeper.page('/about', made, put, (html) => ({ hash: `hash of ${html}`, policy: "default-src 'self'" }));
      await keeper.save();
      return { page, times: () => times };
    };
    assert.equal((await aboutPage('notice A')).times(), 1);
    const again = await aboutPage('notice A');
    assert.equal(again.page.hash, 'hash of <body>notice A<p>About</p></body>');
    assert.equal(again.times(), 0, 'known without putting it together');
    assert.equal(again.page.html, '<body>notice A<p>About</p></body>');
    assert.equal(again.times(), 1);
    const changed = await aboutPage('notice B');
    assert.equal(changed.times(), 1);
    assert.equal(changed.page.hash, 'hash of <body>notice B<p>About</p></body>');
  });

  it('is drawn again, the build going on, when the kept file cannot be read', async () => {
    await build({});
    await writeFile(join(dir, 'kept', 'dist.v8'), 'half a file');
    assert.deepEqual(await build({}), { drawn: true, html: '<p>A app 1</p>' });
    assert.equal((await build({})).drawn, false);
  });

  for (const [what, read] of [
    ['the clock', () => Date.now()],
    ['the clock by new Date()', () => new Date().getTime()],
    ['the network', () => fetch('http://127.0.0.1:9/').catch(() => undefined)],
  ] as const) {
    it(`is never kept when its render read ${what}`, async () => {
      const drawn: string[] = [];
      const once = async () => {
        const keeper = await pageKeeper({ keepAs: 'dist', outDir, written: new Map(), base: '', siteUrl: new URL('https://club.example/'), builtAt: 1 });
        for (const path of ['/reads', '/plain'])
          await keeper.render(path, [], async () => {
            drawn.push(path);
            if (path === '/reads') await read();
            return { html: '<p></p>', read: [], moment: false };
          });
        await keeper.save();
      };
      await once();
      await once();
      assert.deepEqual(drawn, ['/reads', '/plain', '/reads']);
      assert.equal(typeof Date.now(), 'number', 'the clock is given back');
      assert.ok(new Date(0) instanceof Date);
    });
  }

  it("is drawn again when the site's address changes", async () => {
    await build({});
    assert.equal((await build({ siteUrl: 'https://club.example/sub/' })).drawn, true);
  });

  it('is never kept with PAGE_CACHE=off', async () => {
    const folder = process.env.PAGE_CACHE;
    process.env.PAGE_CACHE = 'off';
    try {
      await build({});
      assert.equal((await build({})).drawn, true);
    } finally {
      process.env.PAGE_CACHE = folder;
    }
  });
});
