// The pages of the sites as built, as files: valid HTML, links that lead somewhere, the build's
// id, pictures loaded early or lazily, no new tab without noopener.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { listFiles } from '../scripts/files.mjs';
import { checkLinks, validateHtml } from '../scripts/test/built-site-checks.mjs';
import { builtPage as page, builtPages, builtSite, builtContent } from './helpers/built-files.js';

const singlePages = await builtPages('selfHosted');
const { home } = await builtContent<typeof import('../src/content/home.js')>('home');

describe('the built pages as files', () => {
  // offline: the same with the offline worker, so offline.html is checked like every page.
  for (const siteName of ['selfHosted', 'cdn', 'subPath', 'offline'] as const) {
    it(`are valid HTML (${siteName} build)`, async () => {
      assert.deepEqual(await validateHtml((await builtSite(siteName)).dir), []);
    });

    it(`have no broken links, missing images or documents (${siteName} build)`, async () => {
      const { dir, base } = await builtSite(siteName);
      const { problems, checked } = await checkLinks(dir, base);
      assert.ok(checked > 100, `only ${checked} links checked`);
      assert.deepEqual(problems, []);
    });
  }

  it("carry the build's id, a hash of the files' hashes without the id or the moment", async () => {
    const { dir } = await builtSite('offline');
    const hash = createHash('sha256');
    const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('base64');
    const ids = new Set<string | undefined>();
    for (const file of (await listFiles(dir))
      .filter((f: string) => !['offline.html', 'sw.js', '_headers'].includes(f))
      .sort()) {
      const bytes = await readFile(join(dir, file));
      let text: string | Buffer = bytes;
      // Apart from the moment: a calendar's stamp, a page's moment (kept with a later build).
      if (file.endsWith('.ics')) text = bytes.toString().replace(/^DTSTAMP:.*\r?\n/gm, '');
      if (file.endsWith('.html')) {
        const id = /<meta name="build" content="(\w+)">/.exec(bytes.toString())?.[1];
        ids.add(id);
        text = bytes
          .toString()
          .replace(`<meta name="build" content="${id}">`, '')
          .replace(/<meta name="built-at" content="[^"]*">/, '');
      }
      hash.update(`${file}\0${sha256(text)}\n`);
    }
    const build = hash.digest('hex').slice(0, 16);
    assert.deepEqual([...ids], [build]);
    assert.match(
      await readFile(join(dir, 'offline.html'), 'utf8'),
      new RegExp(`<meta name="build" content="${build}">`),
    );
    assert.match(
      await readFile(join(dir, 'sw.js'), 'utf8'),
      new RegExp(`^const OFFLINE = \\{"build":"${build}"`),
    );
  });

  it("preload the home page's first photo first, and load lower pictures lazily", async () => {
    const doc = await page('selfHosted', '/');
    const preload = doc.head.querySelector('link[rel="preload"][as="image"]');
    const [first] = home.slides;
    assert.equal(preload?.getAttribute('href'), first && `/${first.src}`);
    if (first) assert.equal(preload?.getAttribute('fetchpriority'), 'high');
    const photos = home.slides.map((slide) => `/${slide.src}`);
    const slides = [...doc.querySelectorAll('img')]
      .filter((img) => photos.includes(img.getAttribute('src')!))
      .map((img) => img.getAttribute('loading'));
    assert.deepEqual(
      slides,
      home.slides.map((_, i) => (i === 0 ? null : 'lazy')),
    );
    for (const img of doc.querySelectorAll('img'))
      assert.ok(img.getAttribute('width') && img.getAttribute('height'), img.outerHTML);
  });

  it('open no link in a new tab without rel="noopener noreferrer"', async () => {
    for (const route of singlePages) {
      for (const a of (await page('selfHosted', route.path)).querySelectorAll('a[target="_blank"]'))
        assert.equal(a.getAttribute('rel'), 'noopener noreferrer');
    }
  });
});
