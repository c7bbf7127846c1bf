// Swimmers (and teams) shown alike are told apart by who they are: in the top times, the recap and
// its names.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { galaRecap } from '../../../src/lib/gala-recap.js';
import { expandTopTimes } from '../../../src/lib/top-times-store.js';
import { words } from '../../fixtures/galas/modules.js';
import { athlete, freestyle, loadGalaContent, meet, resultsYaml } from '../../helpers/galas.js';

describe('two swimmers shown alike', async () => {
  // Two girls called Ann Moir (born apart), and so on: two teams of the same four names shown.
  const file = lenex({
    meet: { name: 'Twins', city: 'Lochside', course: 'SCM' },
    sessions: [
      {
        date: '2025-01-10',
        events: [freestyle, { ...freestyle, id: 2, number: 2, relayCount: 4 }],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          athlete(1, 'Ann', '2009-01-01', [{ id: 1, event: 1, time: 4000 }]),
          athlete(2, 'Ann', '2010-01-01', [{ id: 2, event: 1, time: 4100 }]),
          ...['Bea', 'Cat', 'Dot'].flatMap((first, i) => [
            athlete(3 + i, first, '2009-01-01', []),
            athlete(6 + i, first, '2010-01-01', []),
          ]),
        ],
        relays: [
          {
            number: 1,
            gender: 'F',
            results: [{ id: 11, event: 2, time: 16000, legs: [1, 3, 4, 5] }],
          },
          {
            number: 2,
            gender: 'F',
            results: [{ id: 12, event: 2, time: 16500, legs: [2, 6, 7, 8] }],
          },
          // The first team again, in another order.
          {
            number: 3,
            gender: 'F',
            results: [{ id: 13, event: 2, time: 16200, legs: [5, 4, 3, 1] }],
          },
        ],
      },
    ],
  });
  const { modules } = await loadGalaContent({
    'galas/2025-01-twins.lef': file,
    'results.yaml': resultsYaml({ ageGroups: [] }),
  });
  const top: any = expandTopTimes(modules['top-times/25m-f'].topTimes);

  it('lists each in the top times, and a team of the same four once, by who swam', () => {
    const race = (relayCount: number) =>
      top.tables[0].races.find((r: any) => r.relayCount === relayCount).swims;
    assert.deepEqual(
      race(1).map((s: any) => [s.swimmer.name, s.time]),
      [
        ['Ann M.', 4000],
        ['Ann M.', 4100],
      ],
    );
    assert.notEqual(race(1)[0].swimmer.slug, race(1)[1].swimmer.slug);
    // Two teams shown alike, both listed; the first team's other order, its best only.
    assert.deepEqual(
      race(4).map((s: any) => [s.swimmer.name, s.time]),
      [
        ['Ann M., Bea M., Cat M., Dot M.', 16000],
        ['Ann M., Bea M., Cat M., Dot M.', 16500],
      ],
    );
  });
});

describe("the recap's names", async () => {
  const { content } = await loadGalaContent({
    'galas/2025-01-one.lef': meet('One', '2025-01-10', [4000, 4100, 4200]),
    'galas/2025-02-two.lef': meet('Two', '2025-02-10', [3900, 4000, 4200]),
    'results.yaml': resultsYaml({ withheld: ['Bea Moir'] }),
  });
  const two = content.galas[0];

  it('names who swam PBs and records, linked to the event, never a withheld swimmer', () => {
    assert.deepEqual(
      two.recap.pbs.map((p: any) => [p.swimmer.name, p.count, p.event]),
      [['Ann M.', 1, 0]],
    );
    assert.deepEqual(
      two.recap.records.map((s: any) => s.swimmer.name),
      ['Ann M.'],
    );
    const said = galaRecap(two, words);
    assert.ok(said.includes('PBs: Ann M. 1 club records: Ann M. (50m Freestyle) 39.00.'), said);
    assert.ok(!said.includes('Bea'));
  });
});

describe("the recap's namesakes", async () => {
  const twins = (name: string, date: string, [older, younger]: number[]) =>
    lenex({
      meet: { name, city: 'Lochside', course: 'SCM' },
      sessions: [{ date, events: [freestyle] }],
      clubs: [
        {
          code: 'LSC',
          name: 'Lochside SC',
          athletes: [
            athlete(1, 'Ann', '2011-01-01', [{ id: 1, event: 1, time: older }]),
            athlete(2, 'Ann', '2014-01-01', [{ id: 2, event: 1, time: younger }]),
          ],
        },
      ],
    });
  const { content } = await loadGalaContent({
    'galas/2025-01-one.lef': twins('One', '2025-01-10', [4000, 5000]),
    'galas/2025-02-two.lef': twins('Two', '2025-02-10', [3900, 4900]),
  });

  it('tells two swimmers shown alike apart, as the pages do', () => {
    const said = galaRecap(content.galas[0], words);
    assert.ok(said.includes('PBs: Ann M. (13 and over), Ann M. (11–12).'), said);
  });
});
