// The pages of the sites as built (scripts/test/built-sites.mjs), read as files: the lists of
// modules each page starts with, the tags link previews and search engines read, the sitemap and
// manifest. Valid HTML, links, the security policy and integrity hashes:
// test/built-files.node.test.ts. What a visitor sees when a page runs is
// test/built-site*.site.test.ts's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
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
const { news } = await content<typeof import('../src/content/news.js')>('news');

const within = (value: number, low: number, high: number, message: string) =>
  assert.ok(value >= low && value <= high, `${message}: ${value} is not within ${low}..${high}`);
const includesAll = (list: string[], members: string[], message?: string) => {
  for (const member of members)
    assert.ok(list.includes(member), `${message ?? ''} ${JSON.stringify(list)} lacks ${member}`);
};

/** The modules a built page lists to start with: modulepreload links, start-modules template. */
const ownPreloads = (doc: Document) =>
  [
    ...doc.querySelectorAll('link[rel="modulepreload"]'),
    ...((doc.getElementById('start-modules') as HTMLTemplateElement | null)?.content.children ??
      []),
  ].map((link) => link.getAttribute('href')!);

/** What a self-hosted built script imports statically (libraries by the import map). */
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
    // …so that they run one at a time.
    it(`lists ${route.path}'s scripts each after its imports, main.js last`, async () => {
      const preloads = ownPreloads(await page('selfHosted', route.path));
      assert.equal(preloads.at(-1), '/main.js');
      for (const [index, script] of preloads.entries()) {
        for (const imported of await importsOf(script))
          within(preloads.indexOf(imported), 0, index - 1, `${script} imports ${imported}`);
      }
    });

    it(`gives ${route.path} its own description, canonical address and preview tags`, async () => {
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

    it(`gives ${route.path} a preview picture by full address, of its stated size`, async () => {
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

  it('lists every page, post, top times, gala, season, swimmer in sitemap.xml', async () => {
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

  it("names the build's day in Scotland in its training-today block", async () => {
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
