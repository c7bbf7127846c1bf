// The name filter's matching (src/lib/name-match.ts): case, accents, apostrophes and word order
// do not matter, as a parent types a name on a phone.
// Run: node scripts/test/node.mjs test/lib/name-match.node.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { folded, nameMatches, queryWords } from '../../src/lib/name-match.js';

const finds = (name: string, typed: string) => nameMatches({ name }, queryWords(typed));

test('ignores case and accents both ways', () => {
  assert.ok(finds('Noémie D.', 'noemie'));
  assert.ok(finds('Noemie D.', 'NOÉMIE'));
  assert.ok(finds('Zoë Lefèvre', 'zoe lefevre'));
  assert.ok(finds('Ann Ó Broin', 'ó broin'));
});

test('reads letters with no separate accent as typed, and plain through the build’s key', () => {
  assert.ok(finds('Søren Łukasz', 'søren łukasz'));
  assert.ok(nameMatches({ name: 'Søren Łukasz', key: 'soren lukasz' }, queryWords('soren lukasz')));
  assert.equal(folded('Æbbe'), 'æbbe');
});

test('finds a name shown by initial by any word starting with the initial, and no other', () => {
  assert.ok(finds('Ailsa M.', 'ailsa murray'));
  assert.ok(finds('Ailsa M.', 'Murray'));
  assert.equal(finds('Ailsa M.', 'ailsa kerr'), false);
  assert.equal(finds('Ailsa Mo', 'ailsa murray'), false);
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
