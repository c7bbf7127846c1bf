// A gala's module as stored (scripts/build/galas/store.mjs) and read back for its page
// (src/lib/gala-store.ts): each swimmer once, each swim a short row, nothing lost.
// Run: node scripts/test/node.mjs test/build/galas/store.node.test.ts
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { storeGala } from '../../../scripts/build/galas/store.mjs';
import { expandGala } from '../../../src/lib/gala-store.js';
import type { StoredGala } from '../../../src/lib/gala-types.js';
import { gala } from '../../fixtures/galas/modules.js';

const stored = storeGala(gala) as StoredGala;

describe("a gala's module as stored", () => {
  it('reads back as the gala it was: marks, statuses, splits, legs, withheld swimmers', () => {
    assert.deepEqual(expandGala(stored), gala);
  });

  it('lists each swimmer once, a withheld swimmer once for all', () => {
    assert.deepEqual(stored.refs, [
      { name: 'Ann Ó Broin', slug: 'ann-o-broin', key: 'ann o broin' },
      { name: 'Club swimmer' },
      { name: 'Bea K', slug: 'bea-k' },
      { name: 'Cal D', slug: 'cal-d' },
    ]);
  });

  it('keeps each swim a short row, leaving off the parts it lacks at the end', () => {
    assert.deepEqual(stored.events[0]!.swims, [
      [0, 12, 6532, 1, 3, null, [[50, 3190]]],
      [1, 11, 7004, 4],
      [2, 11, 7120, null, 0, 'DSQ'],
    ]);
    assert.deepEqual(stored.events[2]!.swims[0], [
      [
        [0, 3200],
        [3, 3260],
        [2, 3320],
        [1, 3380],
      ],
      null,
      13055,
      2,
    ]);
  });
});
