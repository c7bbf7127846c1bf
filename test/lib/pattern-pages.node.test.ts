// A pattern page ('/results/:id') becomes one page per entry of its list, each with its own
// address, head words and module (src/lib/pattern-pages.ts, used by scripts/build/pages.mjs).
// Run: node scripts/test/node.mjs test/lib/pattern-pages.node.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { entryPages, patternKey } from '../../src/lib/pattern-pages.js';

test("takes the entry's field named in the address", () => {
  assert.equal(patternKey({ path: '/news/:slug', content: 'news' }), 'slug');
  assert.equal(patternKey({ path: '/results/:id', content: 'galas' }), 'id');
});

test("makes one page per entry, with the entry's title, summary, picture and module", () => {
  const picture = { src: 'images/a.jpg', alt: 'A', width: 10, height: 5 };
  const content = {
    news: [
      { slug: '2030-01-02-open-day', title: 'Open day', summary: 'Come along.', picture },
      { slug: 'b', title: 'B', summary: 'Bee.' },
    ],
  };
  assert.deepEqual(entryPages({ path: '/news/:slug', content: 'news' }, content), [
    {
      path: '/news/2030-01-02-open-day',
      title: 'Open day',
      description: 'Come along.',
      picture,
      module: 'content/news/2030-01-02-open-day.js',
    },
    {
      path: '/news/b',
      title: 'B',
      description: 'Bee.',
      picture: undefined,
      module: 'content/news/b.js',
    },
  ]);
});

test("fills the page's description from an entry with no summary, and a name as its title", () => {
  const content = {
    whatsOn: {
      swimmerWords: 'Times of {name}.',
      pages: { galaWords: 'How we swam at {title}, {venue} ({swimmers} swimmers).' },
    },
    clubGalas: [
      {
        id: '2030-03-district',
        title: 'District Open',
        venue: 'Braeside',
        swimmers: 12,
        medals: { gold: 1 },
      },
    ],
    swimmers: [{ slug: 'ann-b', name: 'Ann B' }],
  };
  const [gala] = entryPages(
    { path: '/results/:id', content: 'clubGalas', describe: 'whatsOn.pages.galaWords' },
    content,
  );
  assert.equal(gala!.path, '/results/2030-03-district');
  assert.equal(gala!.description, 'How we swam at District Open, Braeside (12 swimmers).');
  assert.equal(gala!.module, 'content/club-galas/2030-03-district.js');
  const [swimmer] = entryPages(
    { path: '/swimmers/:slug', content: 'swimmers', describe: 'whatsOn.swimmerWords' },
    content,
  );
  assert.deepEqual(
    [swimmer!.path, swimmer!.title, swimmer!.description],
    ['/swimmers/ann-b', 'Ann B', 'Times of Ann B.'],
  );
});

test('makes no pages for a list the content does not have', () => {
  assert.deepEqual(entryPages({ path: '/swimmers/:slug', content: 'swimmers' }, {}), []);
});
