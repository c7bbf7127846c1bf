// Splits as laps (src/lib/laps.ts): running times from the file, each stretch's own time worked
// out, the finish added where the file leaves it out.
// Run: node scripts/test/node.mjs test/lib/laps.node.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { laps } from '../../src/lib/laps.js';

test("works out each stretch from the running times, and the finish from the swim's time", () => {
  assert.deepEqual(
    laps(
      [
        [50, 3190],
        [100, 6620],
      ],
      10150,
      150,
    ),
    [
      { distance: 50, lap: 3190, total: 3190 },
      { distance: 100, lap: 3430, total: 6620 },
      { distance: 150, lap: 3530, total: 10150 },
    ],
  );
});

test('keeps a finish the file gives, once', () => {
  assert.deepEqual(
    laps(
      [
        [50, 3190],
        [100, 6532],
      ],
      6532,
      100,
    ).map((l) => l.distance),
    [50, 100],
  );
});

test('puts splits in distance order and leaves blank a stretch that would not be a time', () => {
  assert.deepEqual(
    laps(
      [
        [100, 6000],
        [50, 6100],
      ],
      undefined,
      100,
    ),
    [
      { distance: 50, lap: 6100, total: 6100 },
      { distance: 100, total: 6000 },
    ],
  );
});
