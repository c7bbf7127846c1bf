// A start list as the gala's day: our swimmers' swims by session with heat, lane, entry time and
// the heat's time (the file's, or an estimate marked so), withdrawals said, withheld swimmers and
// other clubs' swimmers never listed, and a club's choice to show none.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lenex } from '../../../scripts/bench/lenex-writer.mjs';
import { loadGalaContent, resultsYaml } from '../../helpers/galas.js';
import { address, athlete, meet, startList, withheld } from '../../fixtures/galas/start-list.js';

describe("a start list as the gala's day", async () => {
  const { modules, problems } = await loadGalaContent({
    'galas/start-list.lef': startList(),
    'results.yaml': withheld,
  });
  const { gala } = modules[address];
  const schedule = gala.schedule;
  const rows = () =>
    schedule.sessions[0].swims.map((s: any) => [
      schedule.swimmers[s.who].name,
      s.number,
      s.heat,
      s.lane,
      s.entry,
      s.at,
      s.estimated,
      s.status,
    ]);

  it('reads the file without a problem, as a gala with no results yet', () => {
    assert.deepEqual(problems, []);
    assert.equal(gala.hasResults, false);
  });

  it('lists our swims in order with heat, lane, entry and heat time (or an estimate)', () => {
    assert.deepEqual(rows(), [
      ['Ailsa M.', 1, 1, 3, 9000, '10:00', undefined, undefined],
      ['Bea K.', 1, 2, 4, 8000, '10:02', true, undefined],
      // Withdrawn before the heats were drawn: no heat, no time, listed at its event.
      ['Bea K.', 2, undefined, undefined, 4100, undefined, undefined, 'WDR'],
      ['Ailsa M.', 2, 1, 2, 4000, '10:30', undefined, undefined],
    ]);
  });

  it("gives the session's name, day, start and warm-up, and the pool's address", () => {
    const { swims: _swims, ...rest } = schedule.sessions[0];
    assert.deepEqual(rest, {
      number: 1,
      name: 'Morning',
      date: '2026-12-05',
      start: '10:00',
      warmupFrom: '09:00',
      warmupUntil: '09:45',
    });
    assert.equal(schedule.address, '1 Shore Road, LS1 2AB Lochside');
  });

  it("never lists a withheld swimmer, even as the withheld word, nor another club's", () => {
    // The gala's module; the words of results.yaml (which hold the withheld word) are elsewhere.
    const text = JSON.stringify(modules[address]);
    assert.deepEqual(
      schedule.swimmers.map((s: any) => s.name),
      ['Ailsa M.', 'Bea K.'],
    );
    for (const never of [
      'Cora',
      'Hidden',
      'Club swimmer',
      'Orla',
      'Stranger',
      '2014-03-01',
      'LIC1',
    ])
      assert.ok(!text.includes(never), never);
  });
});

describe('entries written as results with no time', async () => {
  const file = lenex({
    meet,
    sessions: [
      {
        date: '2026-12-05',
        daytime: '10:00',
        events: [
          { id: 1, number: 1, gender: 'F', distance: 100, stroke: 'FREE', daytime: '10:20' },
        ],
      },
    ],
    clubs: [
      {
        code: 'LSC',
        name: 'Lochside SC',
        athletes: [
          { ...athlete(1, 'Ailsa', 'Murray', []), results: [{ id: 1, event: 1, time: 0 }] },
        ],
      },
    ],
  });
  const { modules, problems } = await loadGalaContent({
    'galas/entries.lef': file,
    'results.yaml': withheld,
  });

  it("lists them as entries, at their event's time marked as an estimate", () => {
    assert.deepEqual(problems, []);
    const { swimmers, sessions } = modules[address].gala.schedule;
    assert.deepEqual(
      sessions[0].swims.map((s: any) => [
        swimmers[s.who].name,
        s.number,
        s.heat,
        s.at,
        s.estimated,
      ]),
      [['Ailsa M.', 1, undefined, '10:20', true]],
    );
  });
});

describe('a club that shows no schedules', async () => {
  const { modules, problems } = await loadGalaContent({
    'galas/start-list.lef': startList(),
    'results.yaml': resultsYaml({ schedules: 'off' }),
  });

  it('builds the gala with no schedule and no swimmer of the start list in it', () => {
    assert.deepEqual(problems, []);
    assert.equal(modules[address].gala.schedule, undefined);
    assert.ok(!JSON.stringify(modules).includes('Ailsa'));
  });
});
