// The offline worker's install list keeps the page of a gala on today or within two days, so a
// parent has the day's heats at the poolside with no signal; others are kept once visited.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { galasSoon } from '../../scripts/build/offline.mjs';

const gala = (id: string, firstDay: string, lastDay = firstDay) => ({ id, firstDay, lastDay });

it('saves at install the galas today or within two days, and no gala past or further off', () => {
  const galas = [
    gala('past', '2026-11-20'),
    gala('yesterday-and-today', '2026-11-27', '2026-11-28'),
    gala('today', '2026-11-28'),
    gala('in-two-days', '2026-11-30'),
    gala('in-three-days', '2026-12-01'),
  ];
  assert.deepEqual(galasSoon(galas, '2026-11-28'), [
    '/results/yesterday-and-today',
    '/results/today',
    '/results/in-two-days',
  ]);
});
