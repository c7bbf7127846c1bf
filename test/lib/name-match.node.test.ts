// The name filter's matching (src/lib/name-match.ts): case, accents, apostrophes and word order
// do not matter, as a parent types a name on a phone.
// Run: node scripts/test/node.mjs test/lib/name-match.node.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { folded, nameMatches, queryWords } from '../../src/lib/name-match.js';

const finds = (name: string, typed: string) => nameMatches(name, queryWords(typed));

test('ignores case and accents both ways', () => {
  assert.ok(finds('Noémie D.', 'noemie'));
  assert.ok(finds('Noemie D.', 'NOÉMIE'));
  assert.ok(finds('Zoë Lefèvre', 'zoe lefevre'));
  assert.ok(finds('Ann Ó Broin', 'ó broin'));
});

test('reads letters that have no separate accent as their plain ones', () => {
  assert.ok(finds('Jürgen Großmann', 'grossmann'));
  assert.ok(finds('Søren Łukasz', 'soren lukasz'));
  assert.equal(folded('Æbbe'), 'aebbe');
});

test('finds a name by any of its words, in any order, and by part of a word', () => {
  assert.ok(finds('Ann Ó Broin', 'broin ann'));
  assert.ok(finds('Ann Ó Broin', 'an'));
  assert.ok(finds("Ciara O'Neill", 'oneill'));
  assert.ok(finds('Ann Ó Broin', 'obroin'));
});

test('needs every typed word to be in the name', () => {
  assert.equal(finds('Noémie D.', 'noemie k'), false);
  assert.equal(finds('Bea K', 'beatrix'), false);
});

test('takes an empty or blank box as every name', () => {
  assert.deepEqual(queryWords('   '), []);
  assert.ok(finds('Bea K', ''));
});
