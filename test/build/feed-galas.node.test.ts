// A gala's results are an entry in the Atom feed beside the news, newest first
// (scripts/build/feed.mjs). Run: node scripts/test/node.mjs test/build/feed-galas.node.test.ts
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { writeFeed } from '../../scripts/build/feed.mjs';
import * as files from '../../src/lib/whats-on-paths.js';
import { xml } from '../helpers/dom.js';

const site = { name: 'Test Otters', contacts: { general: { email: 'hello@otters.example' } } };
const logoFiles = { feedIcon: 'icons/icon-192.png', feedLogo: 'icons/share-card.png' };

test('puts each gala with results in the feed, by its last day among the posts', async () => {
  const outDir = await mkdtemp(join('.cache', 'feed-galas-'));
  try {
    const news = [
      {
        slug: '2030-05-01-may',
        title: 'May news',
        date: '2030-05-01',
        summary: 'May.',
        body: '<p>May.</p>',
      },
      {
        slug: '2030-01-01-new-year',
        title: 'New year',
        date: '2030-01-01',
        summary: 'Jan.',
        body: '<p>Jan.</p>',
      },
    ];
    const galas = [
      {
        title: 'Spring Open',
        path: '/results/2030-03-spring',
        summary: 'Our times at Spring Open.',
        date: '2030-03-02',
      },
    ];
    await writeFeed({
      news,
      galas,
      site,
      siteUrl: 'https://otters.example/club/',
      outDir,
      files,
      logoFiles,
    });
    const feed = xml(await readFile(join(outDir, files.newsFeedFile), 'utf8'));
    const atom = 'http://www.w3.org/2005/Atom';
    const entries = [...feed.getElementsByTagNameNS(atom, 'entry')];
    const field = (entry: Element, name: string) => entry.getElementsByTagNameNS(atom, name)[0]!;
    assert.deepEqual(
      entries.map((e) => field(e, 'title').textContent),
      ['May news', 'Spring Open', 'New year'],
    );
    const gala = entries[1]!;
    assert.equal(
      field(gala, 'id').textContent,
      'https://otters.example/club/results/2030-03-spring',
    );
    assert.equal(
      field(gala, 'link').getAttribute('href'),
      'https://otters.example/club/results/2030-03-spring',
    );
    assert.equal(field(gala, 'summary').textContent, 'Our times at Spring Open.');
    assert.match(field(gala, 'updated').textContent!, /^2030-03-02T/);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
});
