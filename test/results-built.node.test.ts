// The results pages as built for the example club: a gala's page holds every swim with the
// filter disabled until scripts run, loads its own gala's module and no other's; each gala and
// swimmer has its page, with its own description.
// Run: node scripts/test/node.mjs test/results-built.node.test.ts
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expandGala } from '../src/lib/gala-store.js';
import type { StoredGala } from '../src/lib/gala-types.js';
import { builtGalas, builtModule, builtPage, fetchBuilt } from './helpers/built-files.js';

const galas = await builtGalas('selfHosted');
const gala = expandGala(
  (await builtModule<{ gala: StoredGala }>('selfHosted', `content/galas/${galas[0]!.id}.js`)).gala,
);
const page = await builtPage('selfHosted', `/results/${gala.id}`);

describe("a gala's built page", () => {
  it('holds every swim without scripts, a row each (splits below), the filter disabled', () => {
    const swims = gala.events.reduce((n, event) => n + event.swims.length, 0);
    const withSplits = gala.events.reduce(
      (n, event) => n + event.swims.filter((swim) => swim.splits?.length && !swim.status).length,
      0,
    );
    assert.equal(page.querySelectorAll('main tbody tr:not(.splits-row)').length, swims);
    assert.equal(page.querySelectorAll('main tbody tr.splits-row').length, withSplits);
    const filter = page.querySelector('main input[type="search"]')!;
    assert.ok(filter.hasAttribute('disabled'));
  });

  it("preloads its own gala's module and no other gala's", () => {
    const modules = [...page.querySelectorAll('link[rel="modulepreload"], #start-modules')]
      .map((l) => l.outerHTML)
      .join(' ');
    assert.ok(modules.includes(`content/galas/${gala.id}.js`), modules);
    for (const other of galas.slice(1))
      assert.ok(!modules.includes(`content/galas/${other.id}.js`), other.id);
    assert.ok(
      !modules.includes('content/galas.js'),
      "the list of galas is the results page's, not a gala's",
    );
  });

  it('has its own title and description', () => {
    assert.match(page.querySelector('title')!.textContent!, new RegExp(`^${gala.title}`));
    assert.ok(
      page.querySelector('meta[name="description"]')!.getAttribute('content')!.includes(gala.title),
    );
  });
});

describe('the pages made one per entry', () => {
  it('gives every gala and every swimmer of a gala a page', async () => {
    for (const { id } of galas)
      assert.equal((await fetchBuilt('selfHosted', `/results/${id}`)).status, 200, id);
    const slugs = gala.events
      .flatMap((event) => event.swims.map((swim) => swim.swimmer.slug))
      .filter(Boolean);
    assert.ok(slugs.length > 0);
    for (const slug of slugs)
      assert.equal((await fetchBuilt('selfHosted', `/swimmers/${slug}`)).status, 200, slug);
  });

  it('gives each season a page of its galas, linked from /results but for the newest', async () => {
    const seasons = new Map<string, typeof galas>();
    for (const g of galas)
      seasons.set(g.season.replace('–', '-'), [
        ...(seasons.get(g.season.replace('–', '-')) ?? []),
        g,
      ]);
    const results = await builtPage('selfHosted', '/results');
    const linked = [...results.querySelectorAll('main a[href^="/results/seasons/"]')].map((a) =>
      a.getAttribute('href'),
    );
    assert.deepEqual(
      linked,
      [...seasons.keys()].slice(1).map((id) => `/results/seasons/${id}`),
    );
    for (const [id, inSeason] of seasons) {
      const page = await builtPage('selfHosted', `/results/seasons/${id}`);
      const links = [...page.querySelectorAll('main h2 a')].map((a) => a.getAttribute('href'));
      assert.deepEqual(
        links,
        inSeason.map((g) => `/results/${g.id}`),
        id,
      );
    }
  });
});
