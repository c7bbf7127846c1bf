// The words the name filters find a shown name by, in Latin letters by the build's own rule
// (scripts/build/galas/filter-key.mjs), read by the browser's matching (src/lib/name-match.ts).
// Run: node scripts/test/node.mjs test/build/galas/filter-key.node.test.ts
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { filterKey, withFilterKey } from '../../../scripts/build/galas/filter-key.mjs';
import { nameMatches, queryWords } from '../../../src/lib/name-match.js';

const finds = (name: string, typed: string) =>
  nameMatches(withFilterKey({ name }), queryWords(typed));

describe('name filter keys', () => {
  it('gives a name in other letters its Latin words, an initial keeping its full stop', () => {
    assert.equal(filterKey('Аня С.'), 'anya s.');
    assert.equal(filterKey('Noémie Łoś'), 'noemie los');
    assert.equal(filterKey('Ciara Ó'), 'ciara o');
  });

  it('gives none to a name in plain ASCII, which the browser reads as the build does', () => {
    assert.equal(filterKey('Ailsa M.'), undefined);
    assert.deepEqual(withFilterKey({ name: 'Bea K', slug: 'bea-k' }), {
      name: 'Bea K',
      slug: 'bea-k',
    });
  });

  it('lets a name be found in Latin letters or its own', () => {
    assert.ok(finds('Аня Смирнова', 'anya smirnova'));
    assert.ok(finds('Аня Смирнова', 'смирнова'));
    assert.ok(finds('Jürgen Großmann', 'grossmann'));
    assert.ok(finds('Jürgen Großmann', 'großmann'));
    assert.ok(finds('Søren Łoś', 'soren los'));
  });

  it('finds a swimmer shown by initial by their full name, in Latin letters or their own', () => {
    assert.ok(finds('Ailsa M.', 'Ailsa Murray'));
    assert.ok(finds('Аня С.', 'Anya Smirnova'));
    assert.ok(finds('Аня С.', 'Аня Смирнова'));
    assert.ok(finds('Щука Ш.', 'shchuka shubina'));
    assert.equal(finds('Ailsa M.', 'Ailsa Kerr'), false);
  });
});
