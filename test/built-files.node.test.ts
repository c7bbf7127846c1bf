// The sites as built (scripts/test/built-sites.mjs), read as files: valid HTML, links that lead
// somewhere, the build's id, the Content-Security-Policy and integrity hashes, how pictures load,
// links to other tabs. The pages' tags, sitemap and modules: test/built-pages.node.test.ts.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { listFiles } from '../scripts/files.mjs';
import { checkLinks, validateHtml } from '../scripts/test/built-site-checks.mjs';
import {
  builtModule,
  builtPage as page,
  builtPages,
  builtSite,
  fetchBuilt,
} from './helpers/built-files.js';

const content = <T>(module: string) => builtModule<T>('selfHosted', `content/${module}.js`);
const singlePages = await builtPages('selfHosted');
const { home } = await content<typeof import('../src/content/home.js')>('home');

const sha256 = async (text: string) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString(
    'base64',
  );
const includesAll = (list: string[], members: string[], message?: string) => {
  for (const member of members)
    assert.ok(list.includes(member), `${message ?? ''} ${JSON.stringify(list)} lacks ${member}`);
};

describe('the built pages as files', () => {
  // offline: the same with the offline worker, so offline.html is checked like every page.
  for (const siteName of ['selfHosted', 'cdn', 'subPath', 'offline'] as const) {
    it(`are valid HTML (${siteName} build)`, async () => {
      assert.deepEqual(await validateHtml((await builtSite(siteName)).dir), []);
    });

    it(`have no broken link, missing image or document (${siteName} build)`, async () => {
      const { dir, base } = await builtSite(siteName);
      const { problems, checked } = await checkLinks(dir, base);
      assert.ok(checked > 100, `only ${checked} links checked`);
      assert.deepEqual(problems, []);
    });
  }

  it("carry the build's id: a hash of the files before the worker's (offline build)", async () => {
    // Every file's hash, each page without the id, all without the moment.
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

  it('set a security policy allowing the import map by its hash, not unsafe-inline', async () => {
    for (const siteName of ['cdn', 'selfHosted'] as const) {
      const doc = await page(siteName, '/about');
      const csp =
        doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ??
        '';
      const directives: Record<string, string[]> = Object.fromEntries(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...v]) => [name, v]),
      );
      const map = doc.querySelector('script[type="importmap"]')!.textContent!;
      const hash = `'sha256-${await sha256(map)}'`;
      includesAll(directives['script-src']!, [hash], siteName);
      assert.ok(!directives['script-src']!.includes("'unsafe-inline'"), siteName);
      includesAll(
        directives['script-src']!,
        siteName === 'cdn' ? ["'self'", 'https://esm.sh'] : ["'self'"],
        siteName,
      );
      // The CDN too where the libraries come from it: the offline worker fetches them to keep them.
      assert.deepEqual(directives['connect-src'], [
        "'self'",
        'https://api.emailjs.com',
        ...(siteName === 'cdn' ? ['https://esm.sh'] : []),
      ]);
      assert.deepEqual(directives['object-src'], ["'none'"]);
      assert.deepEqual(directives['base-uri'], ["'self'"]);
      assert.deepEqual(directives['form-action'], ["'self'"]);
    }
  });

  it('use only security-policy directives all three engines know (others log errors)', async () => {
    // WebKit logs "Unrecognized Content-Security-Policy directive" for e.g. manifest-src; its
    // console can't be read over WebDriver, so the policy is checked against this list.
    const recognised = [
      'default-src',
      'script-src',
      'style-src',
      'style-src-attr',
      'img-src',
      'font-src',
      'connect-src',
    ];
    recognised.push(
      'object-src',
      'base-uri',
      'form-action',
      'media-src',
      'frame-src',
      'worker-src',
    );
    for (const siteName of ['cdn', 'selfHosted'] as const) {
      const csp =
        (await page(siteName, '/'))
          .querySelector('meta[http-equiv="Content-Security-Policy"]')
          ?.getAttribute('content') ?? '';
      includesAll(
        recognised,
        csp.split(';').map((d) => d.trim().split(/\s+/)[0]!),
        siteName,
      );
    }
  });

  it('list every self-hosted script with an integrity hash matching the file', async () => {
    const map = JSON.parse(
      (await page('selfHosted', '/')).querySelector('script[type="importmap"]')!.textContent!,
    );
    const files = Object.keys(map.integrity);
    includesAll(files, ['/main.js', '/vendor/react.js', '/vendor/wouter.js']);
    for (const file of files)
      assert.equal(
        map.integrity[file],
        `sha256-${await sha256((await fetchBuilt('selfHosted', file)).text)}`,
        file,
      );
  });

  it("preload the home page's first photo at high priority, lower pictures lazily", async () => {
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
