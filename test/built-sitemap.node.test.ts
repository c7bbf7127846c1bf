// What the site as built tells search engines and phones: the sitemap, robots.txt, the web app
// manifest, schema.org on the home page, and the day the training-today block speaks of.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  builtGalas,
  builtPage as page,
  builtPages,
  builtContent,
  fetchBuilt,
  includesAll,
} from './helpers/built-files.js';

const singlePages = await builtPages('selfHosted');
const { site } = await builtContent<typeof import('../src/content/site.js')>('site');
const { news } = await builtContent<typeof import('../src/content/news.js')>('news');

describe('the built site', () => {
  it('lists exactly the pages of every kind in sitemap.xml, which robots.txt names', async () => {
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

  it("carries the build's day in Scotland, of which the training-today block speaks", async () => {
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
