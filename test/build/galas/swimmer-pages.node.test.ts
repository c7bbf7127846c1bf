// What the build makes of small meet files the tests write: each swimmer's page and the list of
// swimmers, checked exactly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadGalaContent } from '../../helpers/galas.js';
import { files } from '../../fixtures/galas/lochside-meets.js';

const { modules, content } = await loadGalaContent(files);

describe('a gala read from its meet file', () => {
  it('gives each swimmer their times per pool and race in date order, and their best', () => {
    const { galas: _galas, ...zoe } = modules['swimmers/zoe-n-dskff'].swimmer;
    assert.deepEqual(zoe, {
      name: 'Zoë N.',
      slug: 'zoe-n-dskff',
      races: [
        {
          distance: 50,
          stroke: 'FREE',
          relayCount: 1,
          course: 'SCM',
          best: {
            gala: '2027-01-lochside-winter-sprint',
            galaTitle: 'Lochside Winter Sprint',
            date: '2027-01-09',
            time: 3450,
          },
          swims: [
            {
              gala: '2027-01-lochside-winter-sprint',
              galaTitle: 'Lochside Winter Sprint',
              date: '2027-01-09',
              time: 3500,
            },
            {
              gala: '2027-01-lochside-winter-sprint',
              galaTitle: 'Lochside Winter Sprint',
              date: '2027-01-09',
              time: 3450,
            },
          ],
        },
        {
          distance: 50,
          stroke: 'BACK',
          relayCount: 1,
          course: 'SCM',
          best: {
            gala: '2027-01-lochside-winter-sprint',
            galaTitle: 'Lochside Winter Sprint',
            date: '2027-01-09',
            time: 4100,
          },
          swims: [
            {
              gala: '2027-01-lochside-winter-sprint',
              galaTitle: 'Lochside Winter Sprint',
              date: '2027-01-09',
              time: 4100,
            },
          ],
        },
        {
          distance: 50,
          stroke: 'FREE',
          relayCount: 1,
          course: 'LCM',
          best: {
            gala: '2027-03-lochside-long-course',
            galaTitle: 'Lochside Long Course',
            date: '2027-03-06',
            time: 3700,
          },
          swims: [
            {
              gala: '2027-03-lochside-long-course',
              galaTitle: 'Lochside Long Course',
              date: '2027-03-06',
              time: 3700,
            },
          ],
        },
      ],
    });
    // Every swim, newest gala first, her relay with its team among them; a status in its code.
    const { galas } = modules['swimmers/zoe-n-dskff'].swimmer;
    assert.deepEqual(
      galas.map((g: any) => [
        g.gala,
        g.swims.map((s: any) => [s.relayCount, s.stroke, s.round, s.time, s.legs?.length]),
      ]),
      [
        ['2027-03-lochside-long-course', [[1, 'FREE', 'TIM', 3700, undefined]]],
        [
          '2027-01-lochside-winter-sprint',
          [
            [1, 'FREE', 'PRE', 3500, undefined],
            [4, 'FREE', 'TIM', 15000, 4],
            [1, 'BACK', 'TIM', 4100, undefined],
            [1, 'UNKNOWN', 'TIM', 2500, undefined],
            [1, 'FREE', 'FIN', 3450, undefined],
          ],
        ],
        ['2026-10-lochside-autumn', [[1, 'MEDLEY', 'TIM', 9900, undefined]]],
      ],
    );
    assert.deepEqual(content.swimmers.slice(0, 3), [
      { slug: 'zoe-n-dskff', name: 'Zoë N.' },
      { slug: 'asa-b-w2znx', name: 'Åsa B.' },
      { slug: 'amy-w-x6xwf', name: 'Amy W.' },
    ]);
  });

  it('gives each swimmer every swim and relay, newest gala first, a PB with its drop', () => {
    const { galas } = modules['swimmers/zoe-n-dskff'].swimmer;
    assert.deepEqual(
      galas.map((g: any) => g.gala),
      ['2027-03-lochside-long-course', '2027-01-lochside-winter-sprint', '2026-10-lochside-autumn'],
    );
    const winter = galas[1].swims;
    const freestyle = winter.filter(
      (s: any) => s.stroke === 'FREE' && s.relayCount === 1 && s.course === 'SCM',
    );
    assert.deepEqual(
      freestyle.map((s: any) => [s.round, s.time, s.pb ?? false, s.improvement]),
      [
        ['PRE', 3500, false, undefined],
        ['FIN', 3450, true, 50],
      ],
    );
    assert.ok(
      winter.some((s: any) => s.legs?.some((leg: any) => leg.swimmer.slug === 'zoe-n-dskff')),
    );
    assert.ok(winter.every((s: any) => !('swimmer' in s) && !('number' in s)));
  });
});
