// The pages of the sites as built (scripts/test/built-sites.mjs), read as files: valid HTML,
// links that lead somewhere, the Content-Security-Policy and integrity hashes, the tags link
// previews and search engines read, the sitemap and manifest, and the lists of modules each page
// starts with. What a visitor sees when a page runs is test/built-site*.site.test.ts's.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { listFiles } from '../scripts/files.mjs';
import { checkLinks, validateHtml } from '../scripts/test/built-site-checks.mjs';
import {
  builtGalas,
  builtModule,
  builtPage as page,
  builtPages,
  builtPageWords,
  builtSite,
  fetchBuilt,
} from './helpers/built-files.js';
import { previewPicture } from './helpers/preview-picture.js';

const content = <T>(module: string) => builtModule<T>('selfHosted', `content/${module}.js`);
const singlePages = await builtPages('selfHosted');
const { site } = await content<typeof import('../src/content/site.js')>('site');
const { home } = await content<typeof import('../src/content/home.js')>('home');
const { news } = await content<typeof import('../src/content/news.js')>('news');

const sha256 = async (text: string) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString(
    'base64',
  );
const within = (value: number, low: number, high: number, message: string) =>
  assert.ok(value >= low && value <= high, `${message}: ${value} is not within ${low}..${high}`);
const includesAll = (list: string[], members: string[], message?: string) => {
  for (const member of members)
    assert.ok(list.includes(member), `${message ?? ''} ${JSON.stringify(list)} lacks ${member}`);
};

/**
 * The modules a built page lists to start with: its modulepreload links and its start-modules
 * template.
 */
const ownPreloads = (doc: Document) =>
  [
    ...doc.querySelectorAll('link[rel="modulepreload"]'),
    ...((doc.getElementById('start-modules') as HTMLTemplateElement | null)?.content.children ??
      []),
  ].map((link) => link.getAttribute('href')!);

/**
 * The addresses a built script of the self-hosted site imports statically, libraries by the import
 * map.
 */
async function importsOf(script: string): Promise<string[]> {
  const { imports } = JSON.parse(
    (await fetchBuilt('selfHosted', '/vendor/importmap.json')).text,
  ) as { imports: Record<string, string> };
  const { text } = await fetchBuilt('selfHosted', script);
  // After a keyword, not inside data: a notice's "from" field is not an import.
  return [...text.matchAll(/(?:^|[;}\s])(?:import|from)\s*"([^"]+)"/g)].map(
    ([, spec]) => imports[spec!] ?? new URL(spec!, `http://site${script}`).pathname,
  );
}

describe('the built site', () => {
  for (const route of singlePages) {
    it(`lists the scripts of ${route.path} each after the ones it imports, main.js last, so they run one at a time`, async () => {
      const preloads = ownPreloads(await page('selfHosted', route.path));
      assert.equal(preloads.at(-1), '/main.js');
      for (const [index, script] of preloads.entries()) {
        for (const imported of await importsOf(script))
          within(preloads.indexOf(imported), 0, index - 1, `${script} imports ${imported}`);
      }
    });

    it(`gives ${route.path} its own description, canonical address and link-preview tags`, async () => {
      const doc = await page('selfHosted', route.path);
      const attr = (selector: string, name: string) =>
        doc.querySelector(selector)?.getAttribute(name) ?? null;
      const url = new URL(route.path.slice(1), site.url).href;
      const { description } = await builtPageWords('selfHosted', route);
      assert.equal(attr('meta[name="description"]', 'content'), description);
      assert.equal(attr('link[rel="canonical"]', 'href'), url);
      assert.equal(attr('meta[property="og:url"]', 'content'), url);
      assert.equal(attr('meta[property="og:title"]', 'content'), doc.title);
      assert.equal(attr('meta[property="og:description"]', 'content'), description);
      assert.equal(attr('meta[name="twitter:card"]', 'content'), 'summary_large_image');
    });

    it(`gives ${route.path} a link-preview picture previews can show, by its full address, of the size its tags state`, async () => {
      const { dir, base } = await builtSite('selfHosted');
      const picture = await previewPicture(await page('selfHosted', route.path), dir, base);
      assert.ok(picture.url.startsWith(site.url), `${picture.url} is not on ${site.url}`);
      assert.equal(picture.twitterUrl, picture.url);
      assert.deepEqual(picture.stated, picture.actual);
      assert.match(picture.actual.type, /^image\/(png|jpeg)$/);
      assert.ok(picture.alt, 'og:image:alt is empty');
      assert.equal(picture.twitterAlt, picture.alt);
    });
  }

  it('lists exactly the pages, the news posts, the top times, the galas, their seasons and swimmers in sitemap.xml, which robots.txt names', async () => {
    const sitemap = await fetchBuilt('selfHosted', '/sitemap.xml');
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const galas = await builtGalas('selfHosted');
    const seasons = [
      ...new Set(galas.map((gala) => `/results/seasons/${gala.season.replace('–', '-')}`)),
    ];
    // Each swimmer listed has a module of their own (the gala step's list of them is not
    // published).
    const swimmers = locs
      .map((loc) => new URL(loc!).pathname)
      .filter((path) => path.startsWith('/swimmers/'));
    for (const path of swimmers)
      assert.equal((await fetchBuilt('selfHosted', `/content${path}.js`)).status, 200, path);
    // So has each pool and gender's top times (/records/top-times/25m-f:
    // content/top-times/25m-f.js), and this season's (/records/top-times/25m-f/season:
    // content/top-times-season/25m-f.js).
    const topTimes = locs
      .map((loc) => new URL(loc!).pathname)
      .filter((path) => path.startsWith('/records/top-times/'));
    assert.ok(topTimes.some((path) => path.endsWith('/season')));
    for (const path of topTimes) {
      const [, id, season] = path.match(/^\/records\/top-times\/([^/]+)(\/season)?$/)!;
      assert.equal(
        (await fetchBuilt('selfHosted', `/content/top-times${season ? '-season' : ''}/${id}.js`))
          .status,
        200,
        path,
      );
    }
    const paths = [
      ...singlePages.map((p) => p.path),
      ...news.map((post) => `/news/${post.slug}`),
      ...topTimes,
      ...galas.map((gala) => `/results/${gala.id}`),
      ...seasons,
      ...swimmers,
    ];
    assert.deepEqual(
      locs,
      paths.map((path) => new URL(path.slice(1), site.url).href),
    );
    assert.ok(
      (await fetchBuilt('selfHosted', '/robots.txt')).text.includes(
        `Sitemap: ${site.url}sitemap.xml`,
      ),
    );
  });

  it('has a web app manifest whose icons exist', async () => {
    const manifest = JSON.parse((await fetchBuilt('selfHosted', '/site.webmanifest')).text);
    assert.equal(manifest.name, site.name);
    for (const icon of manifest.icons) {
      const file = await fetchBuilt('selfHosted', icon.src);
      assert.equal(file.status, 200, icon.src);
      assert.equal(file.type, 'image/png');
    }
  });

  it('describes the club to search engines on the home page (schema.org)', async () => {
    const data = JSON.parse(
      (await page('selfHosted', '/')).querySelector('script[type="application/ld+json"]')!
        .textContent!,
    );
    assert.equal(data['@type'], 'SportsOrganization');
    assert.equal(data.name, site.name);
    assert.equal(data.email, site.contacts.general.email);
    includesAll(
      data.areaServed.map((a: { name: string }) => a.name),
      [site.county],
    );
    // Only the club's own pages elsewhere; none at all when it lists none.
    assert.deepEqual(
      data.sameAs,
      site.socialMedia.length ? site.socialMedia.map((link) => link.url) : undefined,
    );
  });

  it("names the day its training-today block speaks of: the build's, in Scotland, which the page carries", async () => {
    const { clubDate } = await import('../src/lib/club-time.js');
    const { formatDay } = await import('../src/lib/format-date.js');
    const training = await page('selfHosted', '/training');
    const builtAt = Date.parse(
      training.querySelector('meta[name="built-at"]')?.getAttribute('content') ?? '',
    );
    const day = training.querySelector('#today time');
    assert.equal(day?.getAttribute('datetime'), clubDate(builtAt));
    assert.equal(day?.textContent, formatDay(clubDate(builtAt)));
    // A page that never speaks of the moment carries none, and comes out alike at any moment.
    assert.equal((await page('selfHosted', '/about')).querySelector('meta[name="built-at"]'), null);
  });
});

describe('the site built for a sub-path (/club/)', () => {
  const subUrl = 'https://example.github.io/club/';

  it('lists sub-path addresses in the sitemap and manifest', async () => {
    const sitemap = await fetchBuilt('subPath', '/sitemap.xml');
    assert.ok(sitemap.text.includes(`<loc>${subUrl}</loc>`));
    assert.ok(sitemap.text.includes(`<loc>${subUrl}contact</loc>`));
    const manifest = JSON.parse((await fetchBuilt('subPath', '/site.webmanifest')).text);
    assert.equal(manifest.start_url, '/club/');
  });

  it('gives link previews the picture by its full address in the sub-folder', async () => {
    const { dir, base } = await builtSite('subPath');
    const picture = await previewPicture(await page('subPath', '/about'), dir, base);
    assert.ok(picture.url.startsWith(subUrl), `${picture.url} is not in ${subUrl}`);
    assert.deepEqual(picture.stated, picture.actual);
  });
});

describe('the built pages as files', () => {
  // offline: the same with the offline worker, so offline.html is checked like every page.
  for (const siteName of ['selfHosted', 'cdn', 'subPath', 'offline'] as const) {
    it(`are valid HTML (${siteName} build)`, async () => {
      assert.deepEqual(await validateHtml((await builtSite(siteName)).dir), []);
    });

    it(`have no broken internal links, missing images or documents (${siteName} build)`, async () => {
      const { dir, base } = await builtSite(siteName);
      const { problems, checked } = await checkLinks(dir, base);
      assert.ok(checked > 100, `only ${checked} links checked`);
      assert.deepEqual(problems, []);
    });
  }

  it("carry the build's id: a hash of every file's hash, the files made before the offline worker's, each page without the id, all without the moment (offline build)", async () => {
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

  it('set a Content-Security-Policy that allows the inline import map by its hash, not unsafe-inline', async () => {
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
      const hash = `'sha256-${await sha256(doc.querySelector('script[type="importmap"]')!.textContent!)}'`;
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

  it('use only Content-Security-Policy directives all three engines recognise (others are logged as errors)', async () => {
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

  it('list every script of the self-hosted build with an integrity hash that matches the file', async () => {
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

  it("preload the home page's first photo (if it has photos) with high priority, and load lower pictures lazily", async () => {
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
