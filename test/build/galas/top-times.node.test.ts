// The club's top times (scripts/build/galas/top-times.mjs): per pool, gender, age group and race,
// the ten fastest all-time and this season, each swimmer once with their best, relay teams as
// their four names, withheld swimmers as results.yaml words them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { expandTopTimes } from '../../../src/lib/top-times-store.js';
import { loadGalaContent, resultsYaml } from '../../helpers/galas.js';

const names = ['Ann', 'Bea', 'Cat', 'Dot', 'Eve', 'Fay', 'Gil', 'Hen', 'Ivy', 'Jo', 'Kim', 'Liz'];
// Twelve girls of 12 swim 50 m freestyle; `times[i]` is the i-th girl's time (0: she does not
// swim).
const meet = (name: string, date: string, times: number[], relay?: number) =>
  lenex({
    meet: { name, city: 'Lochside', course: 'SCM' },
    sessions: [
      {
        date,
        events: [
          { id: 1, number: 1, gender: 'F', distance: 50, stroke: 'FREE' },
          { id: 2, number: 2, gender: 'F', distance: 50, stroke: 'FREE', relayCount: 4 },
        ],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: names.map((first, i) => ({
          id: i + 1,
          first,
          last: 'Moir',
          gender: 'F',
          birthdate: '2013-01-01',
          results: times[i] ? [{ id: i + 1, event: 1, time: times[i] }] : [],
        })),
        relays: relay
          ? [
              {
                number: 1,
                gender: 'F',
                results: [{ id: 99, event: 2, time: relay, legs: [4, 3, 2, 1] }],
              },
            ]
          : [],
      },
    ],
  });

describe('top times', async () => {
  const { modules, problems } = await loadGalaContent({
    // Season 2024–25: all twelve swim; Ann is fastest.
    'galas/2025-03-spring.lef': meet(
      'Spring',
      '2025-03-01',
      [3000, 3100, 3200, 3300, 3400, 3500, 3600, 3700, 3800, 3900, 4000, 4100],
      14000,
    ),
    // Season 2025–26: Ann slower, Bea faster than her; Dot withheld; the same team, another order.
    'galas/2025-10-autumn.lef': meet('Autumn', '2025-10-01', [3050, 2950, 0, 3250], 13900),
    'results.yaml': resultsYaml({ withheld: ['Dot Moir'], ageGroups: ['12 and under'] }),
  });
  // As the page reads it, made whole from its stored rows.
  const pool: any = expandTopTimes(modules['top-times/25m-f'].topTimes);
  const season: any = expandTopTimes(modules['top-times-season/25m-f'].topTimes);
  const table = (group: string, of = pool) =>
    of.tables.find((t: any) => t.ageGroup === group && t.gender === 'F');
  const list = (group: string, relayCount: number, which: 'allTime' | 'season') =>
    table(group, which === 'season' ? season : pool)
      .races.find((r: any) => r.relayCount === relayCount)
      .swims.map((s: any) => [s.swimmer.name, s.time]);

  it('reads the files without a problem', () => assert.deepEqual(problems, []));

  it('lists the ten fastest of all time, each swimmer once with their best, none withheld', () => {
    assert.deepEqual(list('12 and under', 1, 'allTime'), [
      ['Bea M.', 2950],
      ['Ann M.', 3000],
      ['Cat M.', 3200],
      ['Eve M.', 3400],
      ['Fay M.', 3500],
      ['Gil M.', 3600],
      ['Hen M.', 3700],
      ['Ivy M.', 3800],
      ['Jo M.', 3900],
      ['Kim M.', 4000],
    ]);
  });

  it("lists this season's on a page of its own, which the all-time page names", () => {
    assert.equal(pool.season, '2025–26');
    assert.equal(season.view, 'season');
    assert.equal(season.season, '2025–26');
    assert.deepEqual(list('12 and under', 1, 'season'), [
      ['Bea M.', 2950],
      ['Ann M.', 3050],
    ]);
  });

  it('keeps Open beside the age groups', () =>
    assert.deepEqual(list('Open', 1, 'allTime').length, 10));

  it('counts a relay team once, whatever its order, with its four names', () => {
    const relays = table('Open').races.find((r: any) => r.relayCount === 4).swims;
    assert.equal(relays.length, 1);
    assert.equal(relays[0].time, 13900);
    assert.deepEqual(
      relays[0].team.map((s: any) => s.name),
      ['Club swimmer', 'Cat M.', 'Bea M.', 'Ann M.'],
    );
  });

  it('never gives a withheld swimmer a link', () => {
    assert.ok(
      !JSON.stringify([modules['top-times/25m-f'], modules['top-times-season/25m-f']]).includes(
        'dot-m',
      ),
    );
  });

  it('stores each swimmer and gala once', () => {
    const { refs, galas } = modules['top-times/25m-f'].topTimes;
    assert.equal(refs.filter((r: any) => r.name === 'Ann M.').length, 1);
    assert.deepEqual([...galas].sort(), [
      ['2025-03-spring', 'Spring'],
      ['2025-10-autumn', 'Autumn'],
    ]);
  });

  it('leaves a race no one swam this season off its page', async () => {
    const { modules: older } = await loadGalaContent({
      'galas/2025-03-spring.lef': meet('Spring', '2025-03-01', [3000], 14000),
      'galas/2025-10-autumn.lef': meet('Autumn', '2025-10-01', [3050]),
      'results.yaml': resultsYaml({ ageGroups: ['12 and under'] }),
    });
    const relayCounts = (of: any) =>
      expandTopTimes(of.topTimes).tables.flatMap((t) => t.races.map((r) => r.relayCount));
    assert.deepEqual([...new Set(relayCounts(older['top-times/25m-f']))].sort(), [1, 4]);
    assert.deepEqual([...new Set(relayCounts(older['top-times-season/25m-f']))], [1]);
  });

  it('links each pool and gender from the records', () => {
    assert.deepEqual(modules.records.records.topTimes, [
      { id: '25m-f', course: 'SCM', gender: 'F' },
    ]);
  });
});
